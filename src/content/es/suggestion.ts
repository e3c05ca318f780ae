import type { SuggestionWords } from "../types";

/** The language's name inside a sentence: in lower case, as Spanish writes it ("en español"). */
const inSentence = (language: string) =>
  language.charAt(0).toLocaleLowerCase("es") + language.slice(1);

export const suggestion: SuggestionWords = {
  label: "Idioma",
  message: (language: string) => `Esta página también está disponible en ${inSentence(language)}.`,
  open: (language: string) => `Leer en ${inSentence(language)}`,
  dismiss: "No, gracias",
};
