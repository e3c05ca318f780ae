import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/**
 * The notice offering a page in Thai; `language` is "ไทย". Thai names a language as "ภาษา" plus
 * its name ("ภาษาไทย"), written together with no space and no case to change.
 */
export const suggestion: MadeWith<SuggestionWords> = () => ({
  label: "ภาษา",
  message: (language: string) => `หน้านี้มีฉบับภาษา${language}ด้วย`,
  open: (language: string) => `อ่านเป็นภาษา${language}`,
  dismiss: "ไม่เป็นไร ขอบคุณ",
});
