import type { SuggestionWords } from "../types";

/**
 * The notice offering a page in Italian, written in Italian. `language` is the language's own
 * name ("Italiano"); Italian writes language names in lower case inside a sentence ("in italiano").
 */
export const suggestion: SuggestionWords = {
  label: "Lingua",
  message: (language: string) =>
    `Questa pagina è disponibile anche in ${language.toLocaleLowerCase("it")}.`,
  open: (language: string) => `Leggila in ${language.toLocaleLowerCase("it")}`,
  dismiss: "No, grazie",
};
