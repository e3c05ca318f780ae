import type { SuggestionWords } from "../types";

/** The language's name inside a sentence: in lower case, as French writes it ("en français"). */
const inSentence = (language: string) =>
  language.charAt(0).toLocaleLowerCase("fr") + language.slice(1);

export const suggestion: SuggestionWords = {
  label: "Langue",
  message: (language: string) => `Cette page existe aussi en ${inSentence(language)}.`,
  open: (language: string) => `Lire en ${inSentence(language)}`,
  dismiss: "Non merci",
};
