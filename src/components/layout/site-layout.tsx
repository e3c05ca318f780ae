import { useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { SECTION_IDS } from "@/lib/constants";
import { LANGUAGE_INFO, type Language } from "@/features/languages/languages";
import { LanguageContext, useWords } from "@/hooks/use-words";
import { useScrollOnNavigate } from "@/hooks/use-scroll-on-navigate";
import { routeOf, type IndexablePageId } from "@/lib/routes";
import { ErrorBoundary } from "./error-boundary";
import { HydrationSlice } from "./hydration-slice";
import { OfflineNotice } from "./offline-notice";
import { LanguageSuggestion } from "@/features/languages/language-suggestion";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The pages whose footer starts more than two phone screens down: the browser leaves it out of the
 * first layout, before the first paint, and draws it once the page is hydrated. On the others it
 * is near the view from the start, and the browser would only lay it out twice.
 */
const LONG_PAGES: ReadonlySet<IndexablePageId> = new Set(["home", "charlie", "faq", "privacy"]);

/**
 * Rendered next to the page inside the Suspense boundary, so its effect runs once the page has
 * committed: a page whose code was still loading has its sections in the DOM by then.
 */
function ScrollOnNavigate() {
  useScrollOnNavigate(SECTION_IDS.main);
  return null;
}

/**
 * The document's language and direction follow the page's (the prerender writes them for its
 * first load; a change of language within the site updates them).
 */
function useDocumentLanguage(language: Language) {
  useEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = LANGUAGE_INFO[language].dir;
  }, [language]);
}

/** Every page of a language: its header, the page, its footer. */
export function SiteLayout({ language }: { language: Language }) {
  useDocumentLanguage(language);
  return (
    <LanguageContext.Provider value={language}>
      <Frame />
    </LanguageContext.Provider>
  );
}

function Frame() {
  const { pathname } = useLocation();
  const { skipToContent } = useWords("layout");
  const page = routeOf(pathname)?.page;

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${SECTION_IDS.main}`}
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {skipToContent}
      </a>
      <SiteHeader />
      <main id={SECTION_IDS.main} tabIndex={-1} className="flex-1 outline-none">
        {/* Keyed by path so a failed page does not stay failed after navigating away. */}
        <ErrorBoundary key={pathname}>
          <HydrationSlice fallback={<div className="min-h-screen" />}>
            <Outlet />
            <ScrollOnNavigate />
          </HydrationSlice>
        </ErrorBoundary>
      </main>
      <HydrationSlice>
        <SiteFooter drawnWhenNear={page !== undefined && LONG_PAGES.has(page)} />
      </HydrationSlice>
      <LanguageSuggestion page={page} />
      <OfflineNotice />
    </div>
  );
}
