import { LANGUAGES, type Language } from "./languages";

interface ParsedTag {
  language: string;
  /** The script it is written in, as given or as likeliest ("zh-TW" is Traditional, "Hant"). */
  script: string;
  region?: string;
  base: string;
}

/**
 * A language tag read leniently, lower case, or none if malformed. Intl also reads the old codes
 * some browsers still send: "iw" is Hebrew ("he"), "in" Indonesian ("id").
 */
function parseTag(tag: unknown): ParsedTag | null {
  if (typeof tag !== "string") return null;
  try {
    const locale = new Intl.Locale(tag.trim());
    return {
      language: locale.language.toLowerCase(),
      script: (locale.maximize().script ?? "").toLowerCase(),
      region: locale.region?.toLowerCase(),
      base: locale.baseName.toLowerCase(),
    };
  } catch {
    return null;
  }
}

/**
 * The site language a browser's language tag names, or none: the same tag where the site has it
 * ("pt-BR"), else the site's language with the same region, else its only one of that language
 * ("pt-PT" and "pt" find Brazilian Portuguese, "es-419" Spanish, "ja-JP" Japanese).
 */
export function siteLanguageOf(
  tag: unknown,
  languages: readonly Language[] = LANGUAGES,
): Language | null {
  const wanted = parseTag(tag);
  if (!wanted) return null;
  const candidates = languages
    .map((language) => ({ language, tag: parseTag(language)! }))
    .filter(({ tag: site }) => site.language === wanted.language && site.script === wanted.script);
  const exact = candidates.find(({ tag: site }) => site.base === wanted.base);
  const sameRegion = candidates.find(({ tag: site }) => site.region === wanted.region);
  return (exact ?? sameRegion ?? candidates[0])?.language ?? null;
}

/**
 * The language to offer a reader of a page in `pageLanguage`, from the browser's preferred
 * languages (`navigator.languages`, best first): the first the site has, unless it is the page's
 * own. Tags the site has no language for are passed over; anything malformed is ignored.
 */
export function suggestedLanguage(
  preferences: unknown,
  pageLanguage: Language,
  languages: readonly Language[] = LANGUAGES,
): Language | null {
  if (!Array.isArray(preferences)) return null;
  for (const tag of preferences) {
    const language = siteLanguageOf(tag, languages);
    if (language) return language === pageLanguage ? null : language;
  }
  return null;
}
