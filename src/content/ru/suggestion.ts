import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/**
 * The notice offering a page in Russian, written in Russian. It always offers Russian, so it says
 * «на русском» as a Russian site would, instead of building the prepositional case from the
 * language's own name ("Русский"), which it is handed but cannot decline.
 */
export const suggestion: MadeWith<SuggestionWords> = () => ({
  label: "Язык",
  message: () => "Эта страница есть и на русском языке.",
  open: () => "Читать на русском",
  dismiss: "Нет, спасибо",
});
