/**
 * The languages the site is written in, one line each: the only table a new language joins
 * (beside its words in src/content/<folder>/). English is the spec's wording, at the site's root
 * and the `x-default` of every page; each other language has the same pages under its own folder
 * (`/es/faq`), named in lower case like every path of the site. The order is the language
 * control's.
 */
export interface LanguageInfo {
  /** The address's first segment ("" for English, at the root). */
  folder: string;
  /** The language by its own name, as the language control lists it. */
  name: string;
  dir: "ltr" | "rtl";
  /** Open Graph's locale (`og:locale`): language and region with an underscore. */
  ogLocale: string;
}

export const LANGUAGE_INFO = {
  en: { folder: "", name: "English", dir: "ltr", ogLocale: "en_US" },
  es: { folder: "es", name: "Español", dir: "ltr", ogLocale: "es_ES" },
  "pt-BR": { folder: "pt-br", name: "Português (Brasil)", dir: "ltr", ogLocale: "pt_BR" },
  fr: { folder: "fr", name: "Français", dir: "ltr", ogLocale: "fr_FR" },
  de: { folder: "de", name: "Deutsch", dir: "ltr", ogLocale: "de_DE" },
  ar: { folder: "ar", name: "العربية", dir: "rtl", ogLocale: "ar_AR" },
  it: { folder: "it", name: "Italiano", dir: "ltr", ogLocale: "it_IT" },
  pl: { folder: "pl", name: "Polski", dir: "ltr", ogLocale: "pl_PL" },
  tr: { folder: "tr", name: "Türkçe", dir: "ltr", ogLocale: "tr_TR" },
  ja: { folder: "ja", name: "日本語", dir: "ltr", ogLocale: "ja_JP" },
} as const satisfies Record<string, LanguageInfo>;

export type Language = keyof typeof LANGUAGE_INFO;

/** Every language, in the table's order. */
export const LANGUAGES = Object.keys(LANGUAGE_INFO) as Language[];

export const DEFAULT_LANGUAGE: Language = "en";
