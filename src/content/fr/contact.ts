import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in French. */
export const contact = (t: WordsTools): ContactWords => {
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} à ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# heure", many: "# d’heures", other: "# heures" })}`;

  return {
    meta: {
      title: `Nous contacter | ${name}`,
      description: `Une question, un bug ou une idée ? Contacte l’équipe ${name} par formulaire, e-mail ou téléphone. Nous répondons sous ${responseWindow} les jours ouvrés.`,
    },
    title: "Nous contacter",
    intro:
      "Tu as trouvé un bug, tu as une idée de nouvelle pièce ou tu bloques sur un niveau difficile ? Envoie-nous un message : une vraie personne le lira.",
    form: {
      heading: "Envoie-nous un message",
      fields: {
        name: { label: "Nom", placeholder: "Ton prénom ou ton pseudo" },
        email: { label: "E-mail", placeholder: "toi@exemple.fr" },
        subject: { label: "Sujet", placeholder: "C’est à quel sujet ?" },
        message: {
          label: "Ton message",
          placeholder: "Raconte-nous ce qui s’est passé ou ce que tu aimerais voir",
        },
      },
      submit: "Envoyer",
      sending: "Envoi en cours…",
      validation: {
        missing: "Merci de remplir ce champ.",
        badEmail: "Indique une adresse e-mail comme toi@exemple.fr.",
        /** `fields`: the empty fields' labels as a list, e.g. "Nom et Ton message". */
        missingFields: (fields: string) => `Merci de remplir : ${fields}.`,
      },
      privacyNote: "Ton message n’est pas enregistré sur ce site.",
    },
    sent: {
      title: "Message envoyé !",
      description: "Merci de nous avoir écrit. Nous répondrons très vite à ton message.",
    },
    details: {
      heading: "Coordonnées",
      email: "E-mail",
      phone: "Téléphone",
      address: "Adresse",
    },
    supportHours: {
      heading: "Horaires de l’assistance",
      rows: [
        { days: "Du lundi au vendredi", hours: "9 h – 18 h EST" },
        { days: "Samedi", hours: "10 h – 16 h EST" },
        { days: "Dimanche", hours: "Fermé" },
      ],
      responseTime: `Nous répondons sous ${responseWindow} les jours ouvrés.`,
    },
  };
};
