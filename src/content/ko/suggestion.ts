import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/**
 * The notice offering a page in Korean, written in Korean; `language` is "한국어", which ends in a
 * vowel, hence 로 (not 으로). Korean has no letter case, so the name needs no lowering.
 */
export const suggestion: MadeWith<SuggestionWords> = () => ({
  label: "언어",
  message: (language: string) => `이 페이지는 ${language}로도 볼 수 있어요.`,
  open: (language: string) => `${language}로 보기`,
  dismiss: "괜찮아요",
});
