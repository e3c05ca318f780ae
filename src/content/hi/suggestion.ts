import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/** Devanagari has no letter case: the language's name goes before में ("in") as it is. */
export const suggestion: MadeWith<SuggestionWords> = () => ({
  label: "भाषा",
  message: (language: string) => `यह पेज ${language} में भी उपलब्ध है।`,
  open: (language: string) => `${language} में पढ़ें`,
  dismiss: "नहीं, धन्यवाद",
});
