import { matchRoutes, useRoutes, type RouteObject } from "react-router-dom";
import { SiteLayout } from "@/components/layout/site-layout";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@/features/languages/languages";
import {
  INDEXABLE_PAGE_IDS,
  ROUTES,
  languageRoot,
  type PageId,
  type PageRoute,
} from "@/lib/routes";
import { pages } from "./page-chunks";

export { preloadPage } from "./page-chunks";

function pageRoute(page: PageId, path: string | undefined, language: Language): RouteObject {
  const { Page } = pages[page];
  const handle: PageRoute = { language, page };
  // Case-sensitive, like the static host: /FAQ is not /faq, so router and host agree on the page.
  if (path === undefined) return { index: true, element: <Page />, handle };
  return { path, caseSensitive: true, element: <Page />, handle };
}

/**
 * One route table for every language: each language's pages under its folder (English at the
 * root), the same page components, and the language known from the address. An unknown path in
 * a language's folder is that language's not-found page; any other is English's.
 */
export const routes: RouteObject[] = LANGUAGES.map((language) => ({
  path: languageRoot(language) || "/",
  caseSensitive: true,
  element: <SiteLayout language={language} />,
  children: [
    ...INDEXABLE_PAGE_IDS.map((id) =>
      pageRoute(id, id === "home" ? undefined : ROUTES[id].slice(1), language),
    ),
    pageRoute("notFound", "*", language),
  ],
}));

/** Which page a path shows, and in which language, decided exactly as the router decides it. */
export function matchPage(pathname: string): PageRoute {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handle = matches.at(-1)?.route.handle as PageRoute | undefined;
  return handle ?? { language: DEFAULT_LANGUAGE, page: "notFound" };
}

export function AppRoutes() {
  return useRoutes(routes);
}
