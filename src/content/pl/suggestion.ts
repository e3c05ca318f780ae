import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/**
 * The notice offering a page in Polish, to a reader of another language's page whose browser
 * prefers Polish. It names the language as Polish sites do, as an adverb ("po polsku"), not with
 * `language` (the language's own name, "Polski", which would need a case and a lower-case first
 * letter inside the sentence): the functions still receive it and leave it unused.
 */
export const suggestion: MadeWith<SuggestionWords> = () => ({
  label: "Język",
  message: () => "Ta strona jest dostępna także po polsku.",
  open: () => "Czytaj po polsku",
  dismiss: "Nie, dziękuję",
});
