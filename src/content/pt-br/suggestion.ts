import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/** The language's name inside a sentence, as Portuguese writes it: "em português (Brasil)". */
export const suggestion: MadeWith<SuggestionWords> = (t) => ({
  label: "Idioma",
  message: (language: string) =>
    `Esta página também está disponível em ${t.lower(language.charAt(0)) + language.slice(1)}.`,
  open: (language: string) => `Ler em ${t.lower(language.charAt(0)) + language.slice(1)}`,
  dismiss: "Não, obrigado",
});
