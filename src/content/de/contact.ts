import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in German. */
export const contact = (t: WordsTools): ContactWords => {
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} bis ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# Stunde", other: "# Stunden" })}`;

  return {
    meta: {
      title: `Kontakt | ${name}`,
      description: `Fragen, Fehler oder Ideen? Erreiche das Team von ${name} per Formular, E-Mail oder Telefon. Wir antworten an Werktagen innerhalb von ${responseWindow}.`,
    },
    title: "Kontakt",
    intro:
      "Du hast einen Fehler gefunden, eine Idee für ein neues Zimmer oder brauchst Hilfe bei einem kniffligen Level? Schick uns eine Nachricht – ein echter Mensch liest sie.",
    form: {
      heading: "Schreib uns eine Nachricht",
      fields: {
        name: { label: "Dein Name", placeholder: "Wie sollen wir dich nennen?" },
        email: { label: "E-Mail", placeholder: "du@beispiel.de" },
        subject: { label: "Betreff", placeholder: "Worum geht es?" },
        message: {
          label: "Nachricht",
          placeholder: "Erzähl uns, was passiert ist oder was du dir wünschst",
        },
      },
      submit: "Nachricht senden",
      sending: "Wird gesendet …",
      validation: {
        missing: "Bitte fülle dieses Feld aus.",
        badEmail: "Bitte gib eine E-Mail-Adresse wie du@beispiel.de ein.",
        /** `fields`: the empty fields' labels as a list, e.g. "Dein Name und Nachricht". */
        missingFields: (fields: string) => `Bitte ausfüllen: ${fields}.`,
      },
      privacyNote: "Deine Nachricht wird auf dieser Website nicht gespeichert.",
    },
    sent: {
      title: "Nachricht gesendet!",
      description: "Danke für deine Nachricht! Wir melden uns bald bei dir.",
    },
    details: {
      heading: "Kontaktdaten",
      email: "E-Mail",
      phone: "Telefon",
      address: "Adresse",
    },
    supportHours: {
      heading: "Support-Zeiten",
      rows: [
        { days: "Montag bis Freitag", hours: "9:00–18:00 Uhr EST" },
        { days: "Samstag", hours: "10:00–16:00 Uhr EST" },
        { days: "Sonntag", hours: "Geschlossen" },
      ],
      responseTime: `Wir antworten an Werktagen innerhalb von ${responseWindow}.`,
    },
  };
};
