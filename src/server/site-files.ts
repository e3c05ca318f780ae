import type { BuiltFile } from "./build-pages";

/**
 * Files generated at build from the site config, next to the prerendered pages:
 * crawler files (sitemap, robots, manifest) and host configuration (headers, redirects, nginx).
 * Each generator lives in its own module and is listed here.
 */
const generators: (() => BuiltFile[])[] = [];

export function buildSiteFiles(): BuiltFile[] {
  return generators.flatMap((generate) => generate());
}
