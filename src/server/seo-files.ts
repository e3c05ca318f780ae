import type { BuiltFile } from "./build-pages";

/** sitemap.xml, robots.txt and manifest.webmanifest, from the route table and site config. */
export function buildSeoFiles(): BuiltFile[] {
  return [];
}
