/**
 * The notice that offers a page in the player's browser language
 * (src/features/languages/language-match.ts). It is written in the language it offers, so a Spanish
 * reader of an English page reads it in Spanish; `language` is that language's own name
 * ("Español").
 */
export const suggestion = () => ({
  /** The notice's small heading, shown in capitals. */
  label: "Language",
  message: (language: string) => `This page is also available in ${language}.`,
  /** The link to the same page in that language. */
  open: (language: string) => `Read it in ${language}`,
  /** Closes the notice for good on this device. */
  dismiss: "No thanks",
});
