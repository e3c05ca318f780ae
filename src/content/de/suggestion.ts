import type { SuggestionWords } from "../types";

export const suggestion: SuggestionWords = {
  label: "Sprache",
  message: (language: string) => `Diese Seite gibt es auch auf ${language}.`,
  open: (language: string) => `Auf ${language} lesen`,
  dismiss: "Nein, danke",
};
