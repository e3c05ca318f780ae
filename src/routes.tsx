import { matchRoutes, useRoutes, type RouteObject } from "react-router-dom";
import { SiteLayout } from "@/components/layout/site-layout";
import { lazyPage, type LazyPage } from "@/lib/lazy-page";
import { INDEXABLE_PAGE_IDS, ROUTES, type PageId } from "@/lib/routes";

/** One chunk per page, so a visitor downloads only the page they open. */
const pages: Record<PageId, LazyPage> = {
  home: lazyPage(() => import("./pages/home-page").then((m) => m.HomePage)),
  charlie: lazyPage(() => import("./pages/charlie-page").then((m) => m.CharliePage)),
  faq: lazyPage(() => import("./pages/faq-page").then((m) => m.FaqPage)),
  privacy: lazyPage(() => import("./pages/privacy-page").then((m) => m.PrivacyPage)),
  contact: lazyPage(() => import("./pages/contact-page").then((m) => m.ContactPage)),
  notFound: lazyPage(() => import("./pages/not-found-page").then((m) => m.NotFoundPage)),
};

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

export function preloadPage(pageId: PageId): Promise<void> {
  return pages[pageId].preload();
}

export function AppRoutes() {
  return useRoutes(routes);
}
