import type { SuggestionWords } from "../types";

/** The language's name inside a sentence, as Portuguese writes it: "em português (Brasil)". */
const inSentence = (language: string) =>
  language.charAt(0).toLocaleLowerCase("pt-BR") + language.slice(1);

export const suggestion: SuggestionWords = {
  label: "Idioma",
  message: (language: string) => `Esta página também está disponível em ${inSentence(language)}.`,
  open: (language: string) => `Ler em ${inSentence(language)}`,
  dismiss: "Não, obrigado",
};
