/** What the build's prerender step (scripts/prerender.mjs) needs from the app. */
export { buildPages, type BuiltFile } from "./server/build-pages";
export { buildSiteFiles } from "./server/site-files";
