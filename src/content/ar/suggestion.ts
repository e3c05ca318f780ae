import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

export const suggestion: MadeWith<SuggestionWords> = () => ({
  label: "اللغة",
  message: (language: string) => `هذه الصفحة متوفرة أيضًا باللغة ${language}.`,
  open: (language: string) => `اقرأها باللغة ${language}`,
  dismiss: "لا، شكرًا",
});
