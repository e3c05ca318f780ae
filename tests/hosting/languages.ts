/**
 * The language folders as the hosting suite samples them: every page of one language and every
 * language's home page, an unknown path in each folder, and the addresses that only look like a
 * folder (an unknown language, odd case), which are English's not-found page.
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_INFO,
  type Language,
} from "@/features/languages/languages";
import { INDEXABLE_PAGE_IDS, languageRoot, pageKey, type IndexablePageId } from "@/lib/routes";

/** The language whose every page, spelling and not-found path the suite sends. */
export const SAMPLE_LANGUAGE: Language = "es";

export const FOLDER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** Every page of the sample language, then every other folder's home page. */
export const LANGUAGE_PAGES: { language: Language; page: IndexablePageId }[] = [
  ...INDEXABLE_PAGE_IDS.map((page) => ({ language: SAMPLE_LANGUAGE, page })),
  ...FOLDER_LANGUAGES.filter((language) => language !== SAMPLE_LANGUAGE).map((language) => ({
    language,
    page: "home" as const,
  })),
];

/** An unknown path in every folder, and deeper ones in the sample language's. */
export const LANGUAGE_NOT_FOUND: [path: string, language: Language][] = [
  ...FOLDER_LANGUAGES.map((language): [string, Language] => [
    `${languageRoot(language)}/nope`,
    language,
  ]),
  [`${languageRoot(SAMPLE_LANGUAGE)}/faq/nope`, SAMPLE_LANGUAGE],
  [`${languageRoot(SAMPLE_LANGUAGE)}/faq/extra/deeper`, SAMPLE_LANGUAGE],
];

/** Not a language's folder: an unknown language, English's own code, a folder in odd case. */
export const NOT_A_FOLDER = ["/xx/faq", "/en/faq", "/ES/faq", "/Es", "/PT-BR/contact", "/esx"];

/** The not-found page's key in a language ("es/notFound"), as the page names itself. */
export const notFoundKey = (language: Language) => pageKey({ language, page: "notFound" });

/** The language a document is written in, and its direction, as its <html> element says. */
export function documentLanguage(body: string): { lang?: string; dir?: string } {
  const [, lang, dir] = /<html lang="([^"]*)" dir="([^"]*)">/.exec(body) ?? [];
  return { lang, dir };
}

export const languageDir = (language: Language) => LANGUAGE_INFO[language].dir;
