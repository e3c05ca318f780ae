import type { BuiltFile } from "./build-pages";
import { buildHostFiles } from "./host-files";
import type { InlineHashes } from "./page-assets";
import { buildSeoFiles } from "./seo-files";

/**
 * Files generated at build from the site config, next to the prerendered pages: crawler
 * files and host configuration. Paths are relative to the build folder, except those under
 * `deploy/`, which go to a `deploy` folder beside it (server config that must not be served).
 */
export function buildSiteFiles(inline?: InlineHashes, assets?: string[]): BuiltFile[] {
  return [...buildSeoFiles(), ...buildHostFiles(undefined, inline, assets)];
}
