import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

export const suggestion: MadeWith<SuggestionWords> = () => ({
  label: "Sprache",
  message: (language: string) => `Diese Seite gibt es auch auf ${language}.`,
  open: (language: string) => `Auf ${language} lesen`,
  dismiss: "Nein, danke",
});
