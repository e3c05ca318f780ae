import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/**
 * The notice offering a page in Ukrainian, written in Ukrainian. It always offers Ukrainian, so it
 * says «українською» as a Ukrainian site would, instead of building the instrumental case from the
 * language's own name ("Українська"), which it is handed but cannot decline.
 */
export const suggestion: MadeWith<SuggestionWords> = () => ({
  label: "Мова",
  message: () => "Ця сторінка є також українською.",
  open: () => "Читати українською",
  dismiss: "Ні, дякую",
});
