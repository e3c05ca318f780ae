import { loadPageWords, pageWordsLoaded } from "@/content/words";
import { lazyPage, type LazyPage } from "@/lib/lazy-page";
import type { PageRoute } from "@/lib/routes";
import type { PageId } from "@/lib/routes";

/**
 * One chunk per page, so a visitor downloads only the page they open. Kept apart from the route
 * table, which imports the layout: the header and footer load linked pages' code from here.
 */
export const pages: Record<PageId, LazyPage> = {
  home: lazyPage(() => import("./pages/home-page").then((m) => m.HomePage)),
  charlie: lazyPage(() => import("./pages/charlie-page").then((m) => m.CharliePage)),
  faq: lazyPage(() => import("./pages/faq-page").then((m) => m.FaqPage)),
  privacy: lazyPage(() => import("./pages/privacy-page").then((m) => m.PrivacyPage)),
  contact: lazyPage(() => import("./pages/contact-page").then((m) => m.ContactPage)),
  notFound: lazyPage(() => import("./pages/not-found-page").then((m) => m.NotFoundPage)),
};

/** Loads a page's code and its words in a language: then it renders without waiting. */
export async function preloadPage({ language, page }: PageRoute): Promise<void> {
  await Promise.all([pages[page].preload(), loadPageWords(language, page)]);
}

/** Whether a page's code and its words in a language are loaded: it renders at once. */
export function pageLoaded({ language, page }: PageRoute): boolean {
  return pages[page].loaded() && pageWordsLoaded(language, page);
}
