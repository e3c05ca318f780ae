import type { SuggestionWords } from "../types";

/**
 * The notice offering a page in Polish, to a reader of another language's page whose browser
 * prefers Polish. `language` is the language's own name ("Polski"), set after a colon so it can
 * stay in the nominative, as Polish interfaces write a chosen value.
 */
export const suggestion: SuggestionWords = {
  label: "Język",
  message: (language: string) => `Ta strona jest dostępna również w wersji językowej: ${language}.`,
  open: (language: string) => `Przejdź do wersji: ${language}`,
  dismiss: "Nie, dziękuję",
};
