/**
 * The languages the site is written in, one line each: the only table a new language joins
 * (beside its words in src/content/<folder>/). English is the spec's wording, at the site's root
 * and the `x-default` of every page; each other language has the same pages under its own folder
 * (`/es/faq`), named in lower case like every path of the site.
 */
export interface LanguageInfo {
  /**
   * Its content folder (src/content/<folder>/) and, for every language but the default, its
   * address's first segment (`/es/faq`); lower case, as every path of the site.
   */
  folder: string;
  /** The language by its own name, as the language control lists it. */
  name: string;
  dir: "ltr" | "rtl";
  /** Open Graph's locale (`og:locale`): language and region with an underscore. */
  ogLocale: string;
}

/**
 * In the order the language control lists them: by each language's own name in the root
 * collation of Unicode (CLDR), so names in Latin letters come alphabetically, then each other
 * script's together (Cyrillic, Hebrew, Arabic, Devanagari, Thai, Hangul, Han): a player looks
 * for their own script, then their name in it (tests/unit/features/languages/languages.test.ts
 * keeps the order).
 */
export const LANGUAGE_INFO = {
  id: { folder: "id", name: "Bahasa Indonesia", dir: "ltr", ogLocale: "id_ID" },
  de: { folder: "de", name: "Deutsch", dir: "ltr", ogLocale: "de_DE" },
  en: { folder: "en", name: "English", dir: "ltr", ogLocale: "en_US" },
  es: { folder: "es", name: "Español", dir: "ltr", ogLocale: "es_ES" },
  fr: { folder: "fr", name: "Français", dir: "ltr", ogLocale: "fr_FR" },
  it: { folder: "it", name: "Italiano", dir: "ltr", ogLocale: "it_IT" },
  nl: { folder: "nl", name: "Nederlands", dir: "ltr", ogLocale: "nl_NL" },
  pl: { folder: "pl", name: "Polski", dir: "ltr", ogLocale: "pl_PL" },
  "pt-BR": { folder: "pt-br", name: "Português (Brasil)", dir: "ltr", ogLocale: "pt_BR" },
  vi: { folder: "vi", name: "Tiếng Việt", dir: "ltr", ogLocale: "vi_VN" },
  tr: { folder: "tr", name: "Türkçe", dir: "ltr", ogLocale: "tr_TR" },
  ru: { folder: "ru", name: "Русский", dir: "ltr", ogLocale: "ru_RU" },
  uk: { folder: "uk", name: "Українська", dir: "ltr", ogLocale: "uk_UA" },
  he: { folder: "he", name: "עברית", dir: "rtl", ogLocale: "he_IL" },
  ar: { folder: "ar", name: "العربية", dir: "rtl", ogLocale: "ar_AR" },
  hi: { folder: "hi", name: "हिन्दी", dir: "ltr", ogLocale: "hi_IN" },
  th: { folder: "th", name: "ไทย", dir: "ltr", ogLocale: "th_TH" },
  ko: { folder: "ko", name: "한국어", dir: "ltr", ogLocale: "ko_KR" },
  ja: { folder: "ja", name: "日本語", dir: "ltr", ogLocale: "ja_JP" },
  "zh-Hans": { folder: "zh-hans", name: "简体中文", dir: "ltr", ogLocale: "zh_CN" },
} as const satisfies Record<string, LanguageInfo>;

export type Language = keyof typeof LANGUAGE_INFO;

/** Every language, in the table's order. */
export const LANGUAGES = Object.keys(LANGUAGE_INFO) as Language[];

/** The language at the site's root, with no folder in its addresses: the `x-default`. */
export const DEFAULT_LANGUAGE: Language = "en";

/** The folder a language's addresses are under: none for the default language, at the root. */
export function addressFolder(language: Language): string {
  return language === DEFAULT_LANGUAGE ? "" : LANGUAGE_INFO[language].folder;
}
