import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/**
 * The notice offering a page in Italian, written in Italian. `language` is the language's own
 * name ("Italiano"); Italian writes language names in lower case inside a sentence ("in italiano").
 */
export const suggestion: MadeWith<SuggestionWords> = (t) => ({
  label: "Lingua",
  message: (language: string) => `Questa pagina è disponibile anche in ${t.lower(language)}.`,
  open: (language: string) => `Leggila in ${t.lower(language)}`,
  dismiss: "No, grazie",
});
