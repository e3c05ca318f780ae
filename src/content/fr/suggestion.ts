import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/** The language's name inside a sentence: in lower case, as French writes it ("en français"). */
export const suggestion: MadeWith<SuggestionWords> = (t) => ({
  label: "Langue",
  message: (language: string) =>
    `Cette page existe aussi en ${t.lower(language.charAt(0)) + language.slice(1)}.`,
  open: (language: string) => `Lire en ${t.lower(language.charAt(0)) + language.slice(1)}`,
  dismiss: "Non merci",
});
