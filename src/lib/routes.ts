import { SECTION_IDS } from "./constants";

/** Every page of the site and its path. Paths are canonical: no trailing slash, lower case. */
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

/** The page a site link leads to: links are canonical paths, maybe with a hash ("/#game"). */
export function pageIdOf(to: string): IndexablePageId | undefined {
  const path = to.split(/[?#]/)[0];
  return INDEXABLE_PAGE_IDS.find((id) => ROUTES[id] === path);
}

/** The id a URL's hash names ("#caf%C3%A9" → "café"); a malformed escape is read as written. */
export function hashTarget(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** Where "Play Now" leads from any page: the home page's game section. */
export const GAME_SECTION_HREF = `${ROUTES.home}#${SECTION_IDS.game}`;

/** The file a static host serves for a page, relative to the build folder. */
export function pageOutputFile(id: PageId): string {
  if (id === "notFound") return "404.html";
  if (id === "home") return "index.html";
  return `${ROUTES[id].slice(1)}/index.html`;
}
