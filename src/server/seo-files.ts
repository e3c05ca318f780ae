import { siteConfig } from "@/config/site";
import { home } from "@/content/en/home";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@/lib/languages";
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

/**
 * Every indexable page in every language, each with the same page in all of them (and English
 * as x-default), as Google reads alternates in a sitemap. The not-found page is never listed.
 */
function buildSitemap(): string {
  const alternates = (page: (typeof INDEXABLE_PAGE_IDS)[number]) =>
    [...LANGUAGES, "x-default" as const]
      .map((hreflang) => {
        const href = canonicalUrl(page, hreflang === "x-default" ? DEFAULT_LANGUAGE : hreflang);
        return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>\n`;
      })
      .join("");
  const urls = LANGUAGES.flatMap((language) =>
    INDEXABLE_PAGE_IDS.map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(canonicalUrl(page, language))}</loc>\n${alternates(page)}  </url>\n`,
    ),
  ).join("");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}</urlset>\n`
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
    description: home.meta.description,
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
