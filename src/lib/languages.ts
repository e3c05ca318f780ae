/**
 * The languages the site is written in. English is the spec's wording, at the site's root and
 * the `x-default` of every page; each other language has the same pages under its own folder
 * (`/es/faq`), named in lower case like every path of the site.
 */
export const LANGUAGES = ["en", "es", "pt-BR", "fr", "de", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

export interface LanguageInfo {
  /** The address's first segment ("" for English, at the root). */
  folder: string;
  /** The language by its own name, as the language control lists it. */
  name: string;
  dir: "ltr" | "rtl";
  /** Open Graph's locale (`og:locale`): language and region with an underscore. */
  ogLocale: string;
}

export const LANGUAGE_INFO: Record<Language, LanguageInfo> = {
  en: { folder: "", name: "English", dir: "ltr", ogLocale: "en_US" },
  es: { folder: "es", name: "Español", dir: "ltr", ogLocale: "es_ES" },
  "pt-BR": { folder: "pt-br", name: "Português (Brasil)", dir: "ltr", ogLocale: "pt_BR" },
  fr: { folder: "fr", name: "Français", dir: "ltr", ogLocale: "fr_FR" },
  de: { folder: "de", name: "Deutsch", dir: "ltr", ogLocale: "de_DE" },
  ar: { folder: "ar", name: "العربية", dir: "rtl", ogLocale: "ar_AR" },
};
