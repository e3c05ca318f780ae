import { siteConfig } from "@/config/site";
import { pageMeta } from "@/content/site";
import { INDEXABLE_PAGE_IDS, ROUTES } from "@/lib/routes";
import { BACKGROUND_COLOR, absoluteUrl, canonicalUrl } from "@/lib/structured-data";
import { THEME_COLORS } from "@/lib/theme";
import type { BuiltFile } from "./build-pages";

const SITEMAP_PATH = "/sitemap.xml";
const ROBOTS_PATH = "/robots.txt";
const MANIFEST_PATH = "/manifest.webmanifest";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: "any" | "maskable";
}

/** The app icons in public/ (regenerate with `node scripts/make-images.mjs`). */
export const manifestIcons: ManifestIcon[] = [
  { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
  { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
  { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The indexable pages' canonical URLs; the not-found page is never listed. */
function buildSitemap(): string {
  const urls = INDEXABLE_PAGE_IDS.map(canonicalUrl)
    .map((url) => `  <url><loc>${escapeXml(url)}</loc></url>\n`)
    .join("");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`
  );
}

function buildRobots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(SITEMAP_PATH)}\n`;
}

function buildManifest(): string {
  const manifest = {
    id: ROUTES.home,
    name: siteConfig.name,
    short_name: siteConfig.name,
    description: pageMeta.home.description,
    lang: "en",
    start_url: ROUTES.home,
    scope: ROUTES.home,
    display: "standalone",
    theme_color: THEME_COLORS.light,
    background_color: BACKGROUND_COLOR,
    icons: manifestIcons,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** sitemap.xml, robots.txt and manifest.webmanifest, from the route table and site config. */
export function buildSeoFiles(): BuiltFile[] {
  return [
    { path: SITEMAP_PATH.slice(1), contents: buildSitemap() },
    { path: ROBOTS_PATH.slice(1), contents: buildRobots() },
    { path: MANIFEST_PATH.slice(1), contents: buildManifest() },
  ];
}
