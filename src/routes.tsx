import { matchRoutes, useRoutes, type RouteObject } from "react-router-dom";
import { SiteLayout } from "@/components/layout/site-layout";
import { INDEXABLE_PAGE_IDS, ROUTES, type PageId } from "@/lib/routes";
import { pages } from "./page-chunks";

export { preloadPage } from "./page-chunks";

interface RouteHandle {
  pageId: PageId;
}

function pageRoute(pageId: PageId, path: string): RouteObject {
  const { Page } = pages[pageId];
  // Case-sensitive, like the static host: /FAQ is not /faq, so router and host agree on the page.
  return { path, caseSensitive: true, element: <Page />, handle: { pageId } satisfies RouteHandle };
}

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...INDEXABLE_PAGE_IDS.map((id) => pageRoute(id, ROUTES[id])),
      pageRoute("notFound", "*"),
    ],
  },
];

/** Which page a path shows, decided exactly as the router decides it. */
export function matchPageId(pathname: string): PageId {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handle = matches.at(-1)?.route.handle as RouteHandle | undefined;
  return handle?.pageId ?? "notFound";
}

export function AppRoutes() {
  return useRoutes(routes);
}
