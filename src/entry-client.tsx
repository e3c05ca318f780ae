import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app";
import { withDecodablePath } from "./lib/safe-path";
import { matchPageId, preloadPage } from "./routes";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

// The router warns on paths it cannot decode; such a URL is shown as not found without warnings.
const { pathname, search, hash } = window.location;
const safePathname = withDecodablePath(pathname);
if (safePathname !== pathname) {
  window.history.replaceState(window.history.state, "", safePathname + search + hash);
}

const pageId = matchPageId(safePathname);
const app = (
  <BrowserRouter>
    <App />
  </BrowserRouter>
);

// Load this page's code first so hydration renders exactly what was prerendered.
await preloadPage(pageId);

// A host may serve one page's HTML at a URL the router reads as another (e.g. a fallback
// file). Hydrating mismatched markup throws, so such pages are rendered from scratch.
if (container.dataset.page === pageId) {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
