import { yieldToMain } from "./lib/yield-to-main";
// Imported here, by the entry, so the stylesheet is the page's own (inlined by the prerender)
// and never requested again with the app's code.
import "./styles/globals.css";

/**
 * The browser entry, loaded by the boot script after first paint. Evaluating all of the app's
 * code in one go would block a slow phone's main thread for a long task; it is evaluated in
 * parts, React first, yielding in between. The boot script has already requested every part
 * (src/server/page-assets.ts), so this adds no round trips.
 */
const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

await import("react-dom/client");
await yieldToMain();
const { startClient } = await import("./start-client");
await yieldToMain();
await startClient(container);
