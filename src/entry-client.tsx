import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app";
import { matchPageId, preloadPage } from "./routes";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

const pageId = matchPageId(window.location.pathname);
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
