import { Outlet, useLocation } from "react-router-dom";
import { labels } from "@/content/common";
import { SECTION_IDS } from "@/lib/constants";
import { useScrollOnNavigate } from "@/hooks/use-scroll-on-navigate";
import { ErrorBoundary } from "./error-boundary";
import { HydrationSlice } from "./hydration-slice";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Rendered next to the page inside the Suspense boundary, so its effect runs once the page has
 * committed: a page whose code was still loading has its sections in the DOM by then.
 */
function ScrollOnNavigate() {
  useScrollOnNavigate(SECTION_IDS.main);
  return null;
}

export function SiteLayout() {
  const { pathname } = useLocation();

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${SECTION_IDS.main}`}
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {labels.skipToContent}
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
        <SiteFooter />
      </HydrationSlice>
    </div>
  );
}
