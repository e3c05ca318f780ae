import { siteConfig } from "@/config/site";
import type { HomeWords } from "@/content/types";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_INFO,
  type Language,
} from "@/features/languages/languages";
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

/** Every language's home page words: the manifest describes the app in each. */
const HOME_WORDS = import.meta.glob<{ home: HomeWords }>("../content/*/home.ts", { eager: true });
const homeWords = (language: Language) =>
  HOME_WORDS[`../content/${LANGUAGE_INFO[language].folder}/home.ts`].home;

/**
 * A manifest member in every language but English, the member itself (`name_localized` beside
 * `name`): Chromium 148+ shows the app in the device's language, other browsers read the English
 * member. A right-to-left value says so, as the manifest's own `dir` says only English's.
 */
function localized(value: (language: Language) => string) {
  return Object.fromEntries(
    LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => [
      language,
      LANGUAGE_INFO[language].dir === "rtl"
        ? { value: value(language), dir: "rtl" }
        : value(language),
    ]),
  );
}

function buildManifest(): string {
  const description = (language: Language) => homeWords(language).meta.description;
  const manifest = {
    id: ROUTES.home,
    name: siteConfig.name,
    name_localized: localized(() => siteConfig.name),
    short_name: siteConfig.name,
    short_name_localized: localized(() => siteConfig.name),
    description: description(DEFAULT_LANGUAGE),
    description_localized: localized(description),
    lang: DEFAULT_LANGUAGE,
    dir: LANGUAGE_INFO[DEFAULT_LANGUAGE].dir,
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
