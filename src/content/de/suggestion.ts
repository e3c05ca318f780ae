import type { SuggestionWords } from "../types";

export const suggestion: SuggestionWords = {
  label: "Language",
  message: (language: string) => `This page is also available in ${language}.`,
  open: (language: string) => `Read it in ${language}`,
  dismiss: "No thanks",
};
