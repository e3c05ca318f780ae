import type { SiteConfig } from "@/config/site";
import { TRUSTED_TYPES_POLICIES } from "@/lib/trusted-types";
import type { InlineHashes } from "./page-assets";

/**
 * The HTTP headers every response of the site carries, and its caching rules, as data: the
 * host configuration generator (host-files.ts), the hosting tests and the static test server
 * (which applies the generated `_headers`) all use these values.
 */

/** HTML, sitemap, robots and other unhashed files: always revalidate (ETag / Last-Modified). */
export const HTML_CACHE_CONTROL = "no-cache";

/** Vite's content-hashed files: a changed file gets a new name, so a year and immutable is safe. */
export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Where Vite writes the hashed bundles (build.assetsDir). */
export const ASSETS_PREFIX = "/assets/";

/**
 * Browser features nothing on the site uses: denied to the page and every frame in it. What the
 * game frames use (fullscreen, autoplay, encrypted media: GAME_FRAME_ALLOW) is left at its
 * default, the page's own origin, from which each frame's `allow` list grants it to that frame's
 * host alone; frame-src admits no other frame. Listing them here with both hosts would say the
 * same in more bytes on every response, the first round trip's (bench/README.md, "Figures
 * behind the code").
 */
const DENIED_FEATURES = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "usb",
  "xr-spatial-tracking",
] as const;

/** A bare `scheme://host[:port]` origin: nothing that could break out of a header or config line. */
const SAFE_ORIGIN = /^https?:\/\/[a-z0-9._-]+(?::\d{1,5})?$/;

function checkedOrigin(url: string): string {
  const { origin } = new URL(url);
  if (!SAFE_ORIGIN.test(origin)) {
    throw new Error(
      `Cannot use "${origin}" in the security headers: expected scheme://host[:port].`,
    );
  }
  return origin;
}

/** The origins the two game frames load from, in config order, without duplicates. */
export function gameOrigins(config: SiteConfig): string[] {
  return [...new Set([config.games.tidyTime, config.games.charlie].map(checkedOrigin))];
}

/** The site's own origin, checked like the game origins (it ends up in server_name). */
export function siteOrigin(config: SiteConfig): string {
  return checkedOrigin(config.origin);
}

/** No inline script or style: what a page without the build's inline elements needs. */
export const NO_INLINE: InlineHashes = { scripts: [], styles: [] };

/**
 * The Content-Security-Policy directives, in order. `inline` holds the hashes of the build's
 * inline boot script and stylesheet (page-assets.ts), computed at build from their exact text.
 */
export function cspDirectives(
  config: SiteConfig,
  inline: InlineHashes = NO_INLINE,
): [name: string, value: string][] {
  return [
    ["default-src", "'self'"],
    // The bundles Vite emits and the boot script, by hash. JSON-LD <script
    // type="application/ld+json"> blocks are data, never executed, so they need no hash.
    ["script-src", ["'self'", ...inline.scripts].join(" ")],
    // Trusted Types: a string written to a DOM sink that runs script (a script's URL or text,
    // markup) must come from one of the site's named policies, each accepting only what its
    // sink needs (src/lib/trusted-types.ts); no `default` policy, so any other string is refused.
    ["require-trusted-types-for", "'script'"],
    ["trusted-types", Object.values(TRUSTED_TYPES_POLICIES).join(" ")],
    // Stylesheets from the site, and the inlined stylesheet by hash: no 'unsafe-inline'.
    ["style-src", ["'self'", ...inline.styles].join(" ")],
    // Radix renders `style="--radix-…"` attributes (CSS custom properties on accordion panels,
    // pointer-events on the toast region) into the prerendered HTML; a style-src without
    // 'unsafe-inline' blocks them with a console error and breaks the accordion animation.
    // Attributes only (CSP Level 3 style-src-attr): inline <style> elements stay blocked, and an
    // attribute cannot load anything (img-src, font-src still apply) or select other elements.
    ["style-src-attr", "'unsafe-inline'"],
    // Fonts, fetches, the manifest, media and workers fall back to default-src: the site's own.
    ["img-src", "'self' data:"],
    ["frame-src", gameOrigins(config).join(" ")],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    // The contact form never submits anywhere; its submit is handled in the page.
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
}

export function contentSecurityPolicy(config: SiteConfig, inline = NO_INLINE): string {
  return cspDirectives(config, inline)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

export function permissionsPolicy(): string {
  return DENIED_FEATURES.map((feature) => `${feature}=()`).join(", ");
}

/** Headers sent with every response: pages, assets, redirects, the not-found page and errors. */
export function securityHeaders(config: SiteConfig, inline = NO_INLINE): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(config, inline),
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy(),
    // For browsers without CSP frame-ancestors; same meaning.
    "X-Frame-Options": "DENY",
    // No Cross-Origin-Opener-Policy. `same-origin` makes Chromium commit each page opened from a
    // blank tab in a new process, and that commit lands in Lighthouse's mobile TBT, enough to
    // take loads over the 50 ms budget on every route (bench/README.md, "Where TBT comes from",
    // and "Figures behind the code"). What it guards
    // against, a window that opened the site keeping a handle on it, finds nothing here to read
    // or act on: no sign-in, nothing stored but a theme, links out opened with `noopener`.
  };
}
