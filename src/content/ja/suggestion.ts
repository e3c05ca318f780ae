import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/** The notice offering a page in Japanese, written in Japanese; `language` is "日本語". */
export const suggestion: MadeWith<SuggestionWords> = () => ({
  label: "言語",
  message: (language: string) => `このページは${language}でも読めます。`,
  open: (language: string) => `${language}で読む`,
  dismiss: "いいえ、けっこうです",
});
