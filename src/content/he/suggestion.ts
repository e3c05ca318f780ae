import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/**
 * Hebrew joins "in" to the word that follows (בעברית), so the language's name takes the prefix
 * directly; Hebrew has no letter case, so nothing is lowered.
 */
export const suggestion: MadeWith<SuggestionWords> = () => ({
  label: "שפה",
  message: (language: string) => `הדף הזה זמין גם ב${language}.`,
  open: (language: string) => `לקריאה ב${language}`,
  dismiss: "לא, תודה",
});
