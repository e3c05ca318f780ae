import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app";
import { replayEarlyInput } from "./boot/early-input";
import { expectHydration, onHydrated } from "./lib/hydration";
import { loadFailed } from "./lib/load-failure";
import { routablePath } from "./lib/safe-path";
import { pageKey } from "./lib/routes";
import { yieldToMain } from "./lib/yield-to-main";
import { matchPage, preloadPage } from "./routes";

/** Hydrates the prerendered page (or renders it, see below) once this page's code is loaded. */
export async function startClient(container: HTMLElement): Promise<void> {
  // The router warns on paths it cannot decode; such a URL is shown as not found without warnings.
  // A host may serve a page at another spelling of its path; the address bar shows the router's.
  const { origin, pathname, search, hash } = window.location;
  const safePathname = routablePath(pathname);
  if (safePathname !== pathname) {
    // Absolute: a path starting with `//` would otherwise name another host, and be refused.
    window.history.replaceState(window.history.state, "", origin + safePathname + search + hash);
  }

  const route = matchPage(safePathname);
  const app = (
    <BrowserRouter>
      <App />
    </BrowserRouter>
  );

  // Load this page's code and words first so hydration renders exactly what was prerendered,
  // and the whole stylesheet, for anything the app adds that the page's own rules lack.
  // Code or words that cannot come: offline, the page waits for the connection; after a deploy it
  // is loaded in full once (src/lib/load-failure.ts); failing again, it stays as the server wrote
  // it.
  const preload = () => preloadPage(route);
  await Promise.all([
    preload().catch((error: unknown) => loadFailed(error, preload)),
    siteStylesheet(),
  ]);
  await yieldToMain();
  onHydrated(replayEarlyInput);

  // A host may serve one page's HTML at a URL the router reads as another (e.g. a fallback
  // file). Hydrating mismatched markup throws, so such pages are rendered from scratch.
  if (container.dataset.page === pageKey(route)) {
    expectHydration(countSuspenseBoundaries(container), { fromServerMarkup: true });
    // As a transition, the shell hydrates in short slices too, not in one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    expectHydration(0, { fromServerMarkup: false });
    createRoot(container).render(app);
  }
}

/**
 * The whole stylesheet the boot script requested, once loaded (or failed: the page's own rules
 * still style what it shows). None in development, where Vite adds the styles itself.
 */
function siteStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>("link[data-site-css]");
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
}

/** Each <Suspense> boundary in the server markup starts with a `<!--$-->` comment. */
function countSuspenseBoundaries(root: Element): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let count = 0;
  while (walker.nextNode()) if (walker.currentNode.nodeValue === "$") count += 1;
  return count;
}
