import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/**
 * The notice offering a page in Vietnamese; `language` is "Tiếng Việt". Mid-sentence Vietnamese
 * writes "tiếng Việt": the common noun "tiếng" is lower case, the proper noun "Việt" keeps its
 * capital, so only the name's first letter is lowered.
 */
export const suggestion: MadeWith<SuggestionWords> = (t) => {
  const inSentence = (language: string) => t.lower(language.slice(0, 1)) + language.slice(1);
  return {
    label: "Ngôn ngữ",
    message: (language: string) => `Trang này cũng có bản ${inSentence(language)}.`,
    open: (language: string) => `Đọc bằng ${inSentence(language)}`,
    dismiss: "Không, cảm ơn",
  };
};
