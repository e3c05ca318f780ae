import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/**
 * The notice offering a page in Dutch, written in Dutch; `language` is "Nederlands". Dutch
 * capitalises language names mid-sentence, so the name goes in as given ("in het Nederlands").
 */
export const suggestion: MadeWith<SuggestionWords> = () => ({
  label: "Taal",
  message: (language: string) => `Deze pagina bestaat ook in het ${language}.`,
  open: (language: string) => `Lezen in het ${language}`,
  dismiss: "Nee, bedankt",
});
