import { SCRIPTS_FAILED_ATTRIBUTE } from "./boot/boot-script";
import { startClient } from "./start-client";
// Imported here, by the entry, so the stylesheet is the page's own (inlined by the prerender)
// and never requested again with the app's code.
import "./styles/globals.css";

/**
 * The browser entry, loaded by the boot script after first paint together with everything this
 * page needs (src/server/page-assets.ts), so it adds no round trips.
 */
const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

// Should the page's code or words not come even after one full load, the page stays as the server
// wrote it, marked so its CSS offers what works without scripts, as when a module fails.
await startClient(container).catch(() =>
  document.documentElement.setAttribute(SCRIPTS_FAILED_ATTRIBUTE, ""),
);
