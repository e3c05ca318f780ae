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

await startClient(container);
