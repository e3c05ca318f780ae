import { EARLY_INPUT_KEY, START_GAMES_KEY, boot } from "@/boot/boot-script";
import { RELOAD_MARK, reloadOnce } from "@/boot/reload-once";
import { GAME_SCRIPT } from "@/features/game/game-script";
import { LANGUAGE_INFO } from "@/features/languages/languages";
import { PART_FILES } from "@/content/parts";
import type { PageId, PageRoute } from "@/lib/routes";
import { THEME_STORAGE_KEY } from "@/lib/constants";
import { THEME_COLORS, applyTheme } from "@/lib/theme";
import { TRUSTED_TYPES_POLICIES } from "@/lib/trusted-types";
import { pageCss } from "./page-css";

/** The part of Vite's build manifest the prerender reads. */
export type BuildManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }
>;

/** What the prerender knows about the client build. */
export interface ClientBuild {
  manifest: BuildManifest;
  /** A built file's text, by its path relative to the build folder (e.g. "assets/x.css"). */
  readAsset: (file: string) => string;
}

/**
 * A page's words with a copy of the layout's, as named in the manifest: one chunk
 * (src/content/words.ts, vite.config.ts PAGE_WORDS_QUERY).
 */
function pageWordsSource(route: PageRoute): string {
  const { folder } = LANGUAGE_INFO[route.language];
  return `src/content/${folder}/${PART_FILES[route.page]}.ts?with-layout&lang.ts`;
}

/** Source module of each page, as named in the manifest. */
export const PAGE_SOURCES: Record<PageId, string> = {
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

function entryKey(manifest: BuildManifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error("The build manifest has no entry.");
  return key;
}

/**
 * The modules a page needs to hydrate, as URLs: the entry first, then its static imports, the
 * page's own chunk and its language's words (the page's with the layout's), each with its static
 * imports, so the browser fetches them all at once instead of discovering them one by one. The
 * entry's dynamic imports are every page in every language: only these count.
 */
export function pageModules(manifest: BuildManifest, route: PageRoute): string[] {
  const sources = [PAGE_SOURCES[route.page], pageWordsSource(route)];
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`The build manifest has no chunk for ${source}.`);
  }
  const keys = new Set(
    [entryKey(manifest), ...sources].flatMap((key) => [...staticGraph(manifest, key)]),
  );
  return [...keys].map((key) => `/${manifest[key].file}`);
}

/** The site's stylesheet, as built: one file, fetched whole once a page's scripts run. */
export function siteCss({ manifest }: ClientBuild): string {
  const files = manifest[entryKey(manifest)].css ?? [];
  if (files.length !== 1) throw new Error(`Expected one stylesheet, found ${files.length}.`);
  return files[0];
}

/**
 * The part of the stylesheet a page needs for its markup, inlined in it: no request stands
 * between HTML and paint, and the page's first round trip carries no rule it cannot use
 * (page-css.ts). The boot script loads the whole stylesheet after first paint.
 */
export function inlineCss(build: ClientBuild, markup: string): string {
  const css = pageCss(build.readAsset(siteCss(build)), markup);
  if (/<\/style/i.test(css)) throw new Error("The CSS cannot be inlined: it contains </style.");
  return css;
}

/**
 * The boot script's source (src/boot/boot-script.ts), called with its own element, its keys,
 * the theme's own code (src/lib/theme.ts, the same function the app calls), the name of its
 * Trusted Types policy and the one full load a failed load may ask for (src/boot/reload-once.ts,
 * the same function the app calls).
 */
export const BOOT_SCRIPT = `(${boot.toString()})(document.currentScript,${JSON.stringify(EARLY_INPUT_KEY)},${JSON.stringify(THEME_STORAGE_KEY)},${applyTheme.toString()},${JSON.stringify(START_GAMES_KEY)},${JSON.stringify(TRUSTED_TYPES_POLICIES.boot)},${reloadOnce.toString()},${JSON.stringify(RELOAD_MARK)});`;

/** Whether a page's markup has a game (a slot for its frame). */
export const hasGame = (markup: string) => markup.includes("data-game-slot");

/** The hashes the Content-Security-Policy allows for the inline script and style. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** A CSP hash source for an inline element's exact text, e.g. 'sha256-…' (Web Crypto). */
export async function cspHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** An inline script: without `src`, and without `type` (JSON-LD is data, never run). */
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The hashes of the inline elements the pages carry: the boot script, the game pages' script,
 * and each distinct inline stylesheet (one per page, the same in every language), read from the
 * pages as built.
 */
export async function inlineHashes(pages: readonly { contents: string }[]): Promise<InlineHashes> {
  const hashes = async (pattern: RegExp) => {
    const texts = new Set(
      pages.flatMap(({ contents }) => [...contents.matchAll(pattern)]).map((m) => m[1]),
    );
    return (await Promise.all([...texts].map(cspHash))).sort();
  };
  return {
    scripts: await hashes(INLINE_SCRIPT),
    styles: await hashes(/<style>([\s\S]*?)<\/style>/g),
  };
}

/** The tags Vite writes into the HTML template for the entry, its imports and its CSS. */
const VITE_CLIENT_TAGS =
  /[ \t]*(?:<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|stylesheet)"[^>]*>)\n?/g;

/**
 * The built template without Vite's script, preload and stylesheet tags: each page gets the
 * inline style and boot script (pageHead) instead.
 */
export function withoutClientTags(template: string): string {
  const scripts = template.match(/<script type="module"/g)?.length ?? 0;
  if (scripts !== 1) throw new Error(`Expected Vite's one entry script, found ${scripts}.`);
  return template.replace(VITE_CLIENT_TAGS, "");
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * An empty element after the page, the last thing the parser meets (written by
 * render-document.ts): first paint waits for it (RENDER_AFTER_PARSE below). Chromium releases
 * a render-blocking `rel=expect` as soon as its target is inserted, not once the target's
 * content is parsed, so #root itself would release it at the page's first tag.
 */
export const PAGE_END_ID = "page-end";

/**
 * Holds the first paint until the whole prerendered page is parsed (up to the empty element
 * after it, PAGE_END_ID). Otherwise the parser yields mid-page, the browser paints the part it
 * has, and the page is styled and laid out again for each part, the last time in one long task
 * at the end of parsing: on a slow phone that work delays the end of parsing, and so the
 * page's scripts, by about half a second. Browsers without `rel=expect` paint as before.
 */
export const RENDER_AFTER_PARSE = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;

/**
 * The browser toolbar's colour for each system setting. Outside React, in every page ahead of
 * the boot script, which reads them: a forced theme adds a copy of its own tag first
 * (applyTheme in src/lib/theme.ts), and React would take that copy for one of its own tags.
 */
export const THEME_COLOR_TAGS = Object.entries(THEME_COLORS)
  .map(
    ([scheme, color]) =>
      `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${color}">`,
  )
  .join("");

/**
 * The render-blocking hint, the page's inline stylesheet (for `markup`, the page as rendered)
 * and the boot script that loads the whole stylesheet and this page's modules after first paint.
 */
export function pageHead(build: ClientBuild, route: PageRoute, markup: string): string {
  const modules = escapeAttribute(pageModules(build.manifest, route).join(" "));
  const stylesheet = escapeAttribute(`/${siteCss(build)}`);
  const games = hasGame(markup) ? `<script data-games>${GAME_SCRIPT}</script>` : "";
  return `${RENDER_AFTER_PARSE}<style>${inlineCss(build, markup)}</style><script data-modules="${modules}" data-stylesheet="${stylesheet}">${BOOT_SCRIPT}</script>${games}`;
}
