import type { MadeWith } from "../tools";
import type { SuggestionWords } from "../types";

/** The language's name inside a sentence: in lower case, as Spanish writes it ("en español"). */
export const suggestion: MadeWith<SuggestionWords> = (t) => ({
  label: "Idioma",
  message: (language: string) =>
    `Esta página también está disponible en ${t.lower(language.charAt(0)) + language.slice(1)}.`,
  open: (language: string) => `Leer en ${t.lower(language.charAt(0)) + language.slice(1)}`,
  dismiss: "No, gracias",
});
