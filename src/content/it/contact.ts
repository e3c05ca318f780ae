import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in Italian. */
export const contact = (t: WordsTools): ContactWords => {
  /** The window as Italian usually gives it: "min–max ore", the unit once. */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)}–${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# ora", many: "# di ore", other: "# ore" })}`;

  return {
    meta: {
      title: `Contattaci | ${name}`,
      description: `Domande, bug da segnalare o idee? Contatta il team di ${name} tramite modulo, e-mail o telefono. Rispondiamo entro ${responseWindow} nei giorni lavorativi.`,
    },
    title: "Contattaci",
    intro:
      "Hai trovato un bug, hai un’idea per una nuova stanza o ti serve una mano con un livello difficile? Scrivici: il tuo messaggio lo leggerà una persona vera.",
    form: {
      heading: "Scrivici un messaggio",
      fields: {
        name: { label: "Nome", placeholder: "Il tuo nome" },
        email: { label: "E-mail", placeholder: "tu@esempio.it" },
        subject: { label: "Oggetto", placeholder: "Di cosa si tratta?" },
        message: {
          label: "Messaggio",
          placeholder: "Raccontaci cosa è successo o cosa ti piacerebbe vedere",
        },
      },
      submit: "Invia messaggio",
      sending: "Invio in corso…",
      validation: {
        missing: "Compila questo campo.",
        badEmail: "Inserisci un indirizzo e-mail come tu@esempio.it.",
        /** `fields`: the empty fields' labels as a list, e.g. "Nome e Messaggio". */
        missingFields: (fields: string) => `Da compilare: ${fields}.`,
      },
      privacyNote: "Il tuo messaggio non viene salvato su questo sito.",
    },
    sent: {
      title: "Messaggio inviato!",
      description: "Grazie per averci scritto. Ti risponderemo al più presto.",
    },
    details: {
      heading: "Recapiti",
      email: "E-mail",
      phone: "Telefono",
      address: "Indirizzo",
    },
    supportHours: {
      heading: "Orari dell’assistenza",
      rows: [
        { days: "Dal lunedì al venerdì", hours: "9:00–18:00 EST" },
        { days: "Sabato", hours: "10:00–16:00 EST" },
        { days: "Domenica", hours: "Chiuso" },
      ],
      responseTime: `Rispondiamo entro ${responseWindow} nei giorni lavorativi.`,
    },
  };
};
