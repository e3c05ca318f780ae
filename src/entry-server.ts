/** What the build's prerender step (scripts/prerender.mjs) needs from the app. */
export { buildPages, type BuiltFile } from "./server/build-pages";
export { inlineHashes } from "./server/page-assets";
export { buildSiteFiles } from "./server/site-files";
