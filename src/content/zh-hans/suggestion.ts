import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/**
 * The notice offering a page in Simplified Chinese, written in it; `language` is "简体中文",
 * which needs no lowering. Chinese speaks of a page's language version (版本), so the name is
 * followed by 版.
 */
export const suggestion: MadeWith<SuggestionWords> = () => ({
  label: "语言",
  message: (language: string) => `本页面也有${language}版本。`,
  open: (language: string) => `阅读${language}版`,
  dismiss: "不用了，谢谢",
});
