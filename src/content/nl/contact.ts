import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in Dutch. */
export const contact = (t: WordsTools): ContactWords => {
  /** Dutch counts hours with the singular after a number ("48 uur"), so both forms read "uur". */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} tot ${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# uur", other: "# uur" })}`;

  return {
    meta: {
      title: `Contact | ${name}`,
      description: `Vragen, bugs, ideeën? Neem contact op met het team van ${name}: via het formulier, per e-mail en telefonisch. We antwoorden op werkdagen binnen ${responseWindow}.`,
    },
    title: "Contact",
    intro:
      "Een bug gevonden, een idee voor een nieuwe kamer, hulp nodig bij een lastig level? Stuur ons een bericht, dan leest een echt mens het.",
    form: {
      heading: "Stuur ons een bericht",
      fields: {
        name: { label: "Naam", placeholder: "Je naam" },
        email: { label: "E-mail", placeholder: "jij@voorbeeld.nl" },
        subject: { label: "Onderwerp", placeholder: "Waar gaat het over?" },
        message: {
          label: "Bericht",
          placeholder: "Vertel ons wat er gebeurde, en wat je graag zou willen zien",
        },
      },
      submit: "Bericht versturen",
      sending: "Bezig met versturen…",
      validation: {
        missing: "Vul dit veld in.",
        badEmail: "Vul een e-mailadres in zoals jij@voorbeeld.nl.",
        /** `fields`: the empty fields' labels as a list, e.g. "Naam en Bericht". */
        missingFields: (fields: string) => `Vul nog in: ${fields}.`,
      },
      privacyNote: "Je bericht wordt niet op deze site opgeslagen.",
    },
    sent: {
      title: "Bericht verstuurd!",
      description: "Bedankt voor je bericht. We sturen je snel een antwoord.",
    },
    details: {
      heading: "Contactgegevens",
      email: "E-mail",
      phone: "Telefoon",
      address: "Adres",
    },
    supportHours: {
      heading: "Openingstijden support",
      /** Dutch writes times with a full stop and "uur"; the hours themselves are the spec's. */
      rows: [
        { days: "Maandag t/m vrijdag", hours: "9.00 - 18.00 uur EST" },
        { days: "Zaterdag", hours: "10.00 - 16.00 uur EST" },
        { days: "Zondag", hours: "Gesloten" },
      ],
      responseTime: `We antwoorden op werkdagen binnen ${responseWindow}.`,
    },
  };
};
