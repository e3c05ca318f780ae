import { SECTION_IDS } from "./constants";
import {
  addressFolder,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_INFO,
  type Language,
} from "@/features/languages/languages";

/**
 * Every page of the site and its path in English, at the root. Each other language has the same
 * pages under its folder (`/es`, `/es/faq`). Paths are canonical: no trailing slash, lower case.
 */
export const ROUTES = {
  home: "/",
  charlie: "/charlie-the-steak",
  faq: "/faq",
  privacy: "/privacy",
  contact: "/contact",
} as const;

export type IndexablePageId = keyof typeof ROUTES;
export type PageId = IndexablePageId | "notFound";

export const INDEXABLE_PAGE_IDS = Object.keys(ROUTES) as IndexablePageId[];
export const PAGE_IDS: readonly PageId[] = [...INDEXABLE_PAGE_IDS, "notFound"];

/** A page in a language: what an address shows. */
export interface PageRoute {
  language: Language;
  page: PageId;
}

/**
 * How the prerendered page names what it shows (`data-page` on #root): "faq", "es/faq". The
 * browser renders from scratch where it does not match what the router reads at the address.
 */
export function pageKey({ language, page }: PageRoute): string {
  return language === DEFAULT_LANGUAGE ? page : `${language}/${page}`;
}

/** A language folder's path from its name: "" for English's (the root), "/es" for "es". */
export function folderRoot(folder: string): string {
  return folder ? `/${folder}` : "";
}

/** The folder a language's pages are under: "" for English, "/es" for Spanish. */
export function languageRoot(language: Language): string {
  return folderRoot(addressFolder(language));
}

/**
 * A page's canonical path in a language folder, by the folder's name: the host configuration
 * is also written for folders the language table does not have yet (its limits at 40 languages).
 */
export function folderPagePath(folder: string, page: IndexablePageId): string {
  const root = folderRoot(folder);
  return root && page === "home" ? root : root + ROUTES[page];
}

/** A page's canonical path in a language: "/faq", "/es/faq", "/es" for the Spanish home page. */
export function pagePath(page: IndexablePageId, language: Language = DEFAULT_LANGUAGE): string {
  return folderPagePath(addressFolder(language), page);
}

/** The language an address is in, from its first segment (English where it names none). */
export function languageOfPath(pathname: string): Language {
  const folder = pathname.split("/")[1];
  return (
    LANGUAGES.find((l) => l !== DEFAULT_LANGUAGE && LANGUAGE_INFO[l].folder === folder) ??
    DEFAULT_LANGUAGE
  );
}

/** The page a site link leads to: links are canonical paths, maybe with a hash ("/es#game"). */
export function routeOf(to: string): { language: Language; page: IndexablePageId } | undefined {
  const path = to.split(/[?#]/)[0];
  const language = languageOfPath(path);
  const page = INDEXABLE_PAGE_IDS.find((id) => pagePath(id, language) === path);
  return page && { language, page };
}

/** The id a URL's hash names ("#caf%C3%A9" → "café"); a malformed escape is read as written. */
export function hashTarget(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** Where "Play Now" leads from any page of a language: its home page's game section. */
export function gameSectionHref(language: Language): string {
  return `${pagePath("home", language)}#${SECTION_IDS.game}`;
}

/** The file a static host serves for a page in a language folder, by the folder's name. */
export function folderOutputFile(folder: string, id: PageId): string {
  const prefix = folder ? `${folder}/` : "";
  if (id === "notFound") return `${prefix}404.html`;
  if (id === "home") return `${prefix}index.html`;
  return `${prefix}${ROUTES[id].slice(1)}/index.html`;
}

/** The file a static host serves for a page, relative to the build folder. */
export function pageOutputFile(id: PageId, language: Language = DEFAULT_LANGUAGE): string {
  return folderOutputFile(addressFolder(language), id);
}
