import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/**
 * The notice offering a page in Turkish, written in Turkish. `language` is "Türkçe", placed where
 * it needs no suffix: "Türkçe olarak", "Türkçe sürümü".
 */
export const suggestion: MadeWith<SuggestionWords> = () => ({
  label: "Dil",
  message: (language: string) => `Bu sayfayı ${language} olarak da okuyabilirsin.`,
  open: (language: string) => `${language} sürümü aç`,
  dismiss: "Hayır, teşekkürler",
});
