import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in Polish. */
export const contact = (t: WordsTools): ContactWords => {
  /** "w ciągu 24–48 godzin": the hours in the genitive, as after "w ciągu" (within). */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)}–${t.count(RESPONSE_WINDOW_HOURS.max, { one: "# godziny", few: "# godzin", many: "# godzin", other: "# godziny" })}`;

  return {
    meta: {
      title: `Kontakt | ${name}`,
      description: `Pytania, zgłoszenia błędów albo pomysły? Skontaktuj się z zespołem ${name} przez formularz, e-mail lub telefon. Odpowiadamy w ciągu ${responseWindow} w dni robocze.`,
    },
    title: "Kontakt",
    intro:
      "Coś nie działa, masz pomysł na nowy pokój albo potrzebujesz pomocy z trudnym poziomem? Napisz do nas, a twoją wiadomość przeczyta prawdziwy człowiek.",
    form: {
      heading: "Wyślij nam wiadomość",
      fields: {
        name: { label: "Imię", placeholder: "Twoje imię" },
        email: { label: "E-mail", placeholder: "ty@przyklad.pl" },
        subject: { label: "Temat", placeholder: "Czego dotyczy wiadomość?" },
        message: {
          label: "Wiadomość",
          placeholder: "Napisz, co się stało albo co chcesz zobaczyć w grze",
        },
      },
      submit: "Wyślij wiadomość",
      sending: "Wysyłanie...",
      validation: {
        missing: "Wypełnij to pole.",
        badEmail: "Wpisz adres e-mail w formacie ty@przyklad.pl.",
        /** `fields`: the empty fields' labels as a list, e.g. "Imię i Wiadomość". */
        missingFields: (fields: string) => `Uzupełnij: ${fields}.`,
      },
      privacyNote: "Twoja wiadomość nie jest zapisywana na tej stronie.",
    },
    sent: {
      title: "Wiadomość wysłana!",
      description: "Dziękujemy za kontakt. Odpowiemy na twoją wiadomość już wkrótce.",
    },
    details: {
      heading: "Dane kontaktowe",
      email: "E-mail",
      phone: "Telefon",
      address: "Adres",
    },
    supportHours: {
      heading: "Godziny pomocy technicznej",
      rows: [
        { days: "Od poniedziałku do piątku", hours: "9:00–18:00 EST" },
        { days: "Sobota", hours: "10:00–16:00 EST" },
        { days: "Niedziela", hours: "Nieczynne" },
      ],
      responseTime: `Odpowiadamy w ciągu ${responseWindow} w dni robocze.`,
    },
  };
};
