import type { SuggestionWords } from "../types";

/** The notice offering a page in Japanese, written in Japanese; `language` is "日本語". */
export const suggestion: SuggestionWords = {
  label: "言語",
  message: (language: string) => `このページは${language}でも読めます。`,
  open: (language: string) => `${language}で読む`,
  dismiss: "いいえ、けっこうです",
};
