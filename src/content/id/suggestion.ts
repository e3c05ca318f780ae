import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/**
 * The notice offering a page in Indonesian, written in Indonesian; `language` is "Bahasa
 * Indonesia". It goes in as given: lower-casing would also lower "Indonesia", a proper name.
 */
export const suggestion: MadeWith<SuggestionWords> = () => ({
  label: "Bahasa",
  message: (language: string) => `Halaman ini juga tersedia dalam ${language}.`,
  open: (language: string) => `Baca dalam ${language}`,
  dismiss: "Tidak, terima kasih",
});
