import { LANGUAGE_INFO, type Language } from "@/features/languages/languages";
import type { SuggestionWords } from "./types";
import { wordsIn, type MadeWith } from "./tools";

/**
 * Every language's words for the suggestion of another language (a few lines each), in one
 * chunk that only a page offering another language loads (src/content/words.ts).
 */
const modules = import.meta.glob<{ suggestion: MadeWith<SuggestionWords> }>("./*/suggestion.ts", {
  eager: true,
});

export function suggestionWords(language: Language): SuggestionWords {
  return wordsIn(modules[`./${LANGUAGE_INFO[language].folder}/suggestion.ts`].suggestion, language);
}
