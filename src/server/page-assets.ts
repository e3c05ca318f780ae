import type { PageId } from "@/lib/routes";

/** The part of Vite's build manifest (`dist/.vite/manifest.json`) the prerender reads. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** Source module of each page, as named in the manifest. */
const PAGE_SOURCES: Record<PageId, string> = {
  home: "src/pages/home-page.tsx",
  charlie: "src/pages/charlie-page.tsx",
  faq: "src/pages/faq-page.tsx",
  privacy: "src/pages/privacy-page.tsx",
  contact: "src/pages/contact-page.tsx",
  notFound: "src/pages/not-found-page.tsx",
};

function staticGraph(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticGraph(manifest, child, seen);
  return seen;
}

/**
 * The chunks a page needs beyond the entry's, as preload links: the browser fetches them in
 * parallel with the entry instead of discovering them one after another.
 */
export function pagePreloadLinks(manifest: BuildManifest, pageId: PageId): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const pageKey = PAGE_SOURCES[pageId];
  if (!entryKey || !manifest[pageKey]) {
    throw new Error(`The build manifest has no entry or no chunk for ${pageKey}.`);
  }
  const loaded = staticGraph(manifest, entryKey);
  return [...staticGraph(manifest, pageKey)]
    .filter((key) => !loaded.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`)
    .join("");
}
