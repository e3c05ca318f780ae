// @vitest-environment node
import { GAME_FRAME_ALLOW } from "@/features/game/game-frame";
import { describe, expect, it } from "vitest";
import { createSiteConfig, siteConfig } from "@/config/site";
import { LANGUAGES } from "@/features/languages/languages";
import { TRUSTED_TYPES_POLICIES } from "@/lib/trusted-types";
import { INDEXABLE_PAGE_IDS, pageOutputFile, pagePath } from "@/lib/routes";
import {
  HEADERS_FILE,
  NGINX_CONF_FILE,
  REDIRECTS_FILE,
  buildHostFiles,
  headersFile,
  languageFolders,
  nginxConf,
  pageLocations,
  redirectsFile,
  siteFolders,
} from "@/server/host-files";
import { CLOUDFLARE_PAGES_LIMITS, countRules } from "@/server/host-limits";
import {
  ASSET_CACHE_CONTROL,
  HTML_CACHE_CONTROL,
  contentSecurityPolicy,
  cspDirectives,
  gameOrigins,
  permissionsPolicy,
  securityHeaders,
} from "@/server/security-headers";
import { HEADER_HOSTS, headersFor, parseHeaders, timesSet } from "./header-rules";

const otherConfig = createSiteConfig({
  VITE_SITE_ORIGIN: "https://games.example.org",
  VITE_GAME_URL: "https://play.example.net:8443/tidy/?mode=embed",
  VITE_CHARLIE_GAME_URL: "https://cdn.example.com/charlie/",
});

/* ------------------------------------------------------------ parsers, as the hosts read them */

interface RedirectRule {
  from: string;
  to: string;
  status: string;
}

function parseRedirects(text: string): RedirectRule[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status = "302", ...rest] = line.trim().split(/\s+/);
      expect(rest, line).toEqual([]);
      return { from, to, status };
    });
}

/** Cloudflare Pages: static rules keyed by exact path. */
function cloudflareRule(rules: RedirectRule[], path: string) {
  return rules.find((rule) => rule.from === path);
}

/** Netlify: `/faq` and `/faq/` match the same rules, `/es/*` all below; the first match wins. */
function netlifyRule(rules: RedirectRule[], path: string) {
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/$/, "") : p);
  return rules.find((rule) =>
    rule.from.endsWith("/*")
      ? path.startsWith(rule.from.slice(0, -1))
      : strip(rule.from) === strip(path),
  );
}

/* ------------------------------------------------------------------------------- the tests */

describe("security headers", () => {
  const csp = new Map(cspDirectives(siteConfig));

  it("allow scripts from the site only: no inline script, no eval", () => {
    expect(csp.get("script-src")).toBe("'self'");
    expect(csp.get("default-src")).toBe("'self'");
    expect(contentSecurityPolicy(siteConfig)).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
    for (const [name, value] of csp) {
      if (name !== "style-src-attr") expect(value, name).not.toContain("'unsafe-inline'");
    }
  });

  it("enforce Trusted Types through the site's own named policies only", () => {
    expect(csp.get("require-trusted-types-for")).toBe("'script'");
    const names = csp.get("trusted-types")!.split(" ");
    expect(names).toEqual(Object.values(TRUSTED_TYPES_POLICIES));
    // No policy that would take any string, and no name made twice.
    expect(names).not.toContain("default");
    expect(names).not.toContain("'allow-duplicates'");
    expect(names).not.toContain("*");
  });

  it("allow frames from exactly the two configured game hosts", () => {
    expect(csp.get("frame-src")).toBe(
      `${new URL(siteConfig.games.tidyTime).origin} ${new URL(siteConfig.games.charlie).origin}`,
    );
    expect(new Map(cspDirectives(otherConfig)).get("frame-src")).toBe(
      "https://play.example.net:8443 https://cdn.example.com",
    );
  });

  it("lock down plugins, base, forms, framing and other sources", () => {
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("base-uri")).toBe("'none'");
    expect(csp.get("form-action")).toBe("'self'");
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(csp.get("img-src")).toBe("'self' data:");
    // Fonts, fetches, the manifest, media and workers: the site's own, through default-src.
    expect(csp.get("default-src")).toBe("'self'");
    for (const name of ["font-src", "connect-src", "manifest-src", "media-src", "worker-src"]) {
      expect(csp.has(name), name).toBe(false);
    }
    // Styles: files only; inline style attributes (Radix's CSS variables) only.
    expect(csp.get("style-src")).toBe("'self'");
    expect(csp.get("style-src-attr")).toBe("'unsafe-inline'");
  });

  it("deny unused browser features and leave the game frames' to the page and their allow lists", () => {
    const policy = permissionsPolicy();
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(policy).toContain(`${feature}=()`);
    }
    // Left at their default (the page's origin), from which each frame's `allow` list grants
    // them to its own host; denying them here would take them from the games.
    for (const feature of GAME_FRAME_ALLOW.split("; ")) {
      expect(policy).not.toContain(feature);
    }
  });

  it("include the transport, sniffing and referrer headers", () => {
    expect(securityHeaders(siteConfig)).toMatchObject({
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
  });

  it("count one game origin once when both games share a host", () => {
    const shared = createSiteConfig({
      VITE_GAME_URL: "https://games.example.com/a/",
      VITE_CHARLIE_GAME_URL: "https://games.example.com/b/",
    });
    expect(gameOrigins(shared)).toEqual(["https://games.example.com"]);
  });

  it("refuse a configured host that could break out of a header or config line", () => {
    const evil = createSiteConfig({ VITE_GAME_URL: "https://evil$host.example/" });
    expect(() => securityHeaders(evil)).toThrow(/scheme:\/\/host/);
    expect(() => buildHostFiles(evil)).toThrow();
  });
});

describe("host files", () => {
  it("are _headers and _redirects in the build folder and the nginx block beside it", () => {
    expect(buildHostFiles().map((file) => file.path)).toEqual([
      HEADERS_FILE,
      REDIRECTS_FILE,
      NGINX_CONF_FILE,
    ]);
    expect(NGINX_CONF_FILE.startsWith("deploy/")).toBe(true);
  });

  it("cover every page in every language, with its canonical path and prerendered file", () => {
    expect(pageLocations()).toEqual(
      LANGUAGES.flatMap((language) =>
        INDEXABLE_PAGE_IDS.map((id) => {
          const [path, file] = [pagePath(id, language), `/${pageOutputFile(id, language)}`];
          const index = file.replace(/\.html$/, "");
          return {
            path,
            file,
            redirectFrom: path === "/" ? [file, index] : [`${path}/`, file, index],
          };
        }),
      ),
    );
    // A language's home page is its folder: `/es/` is a spelling of it, unlike the root's `/`.
    expect(pageLocations(["es"])[0]).toEqual({
      path: "/es",
      file: "/es/index.html",
      redirectFrom: ["/es/", "/es/index.html", "/es/index"],
    });
  });

  it("name each language's folder and its own not-found page, English having none", () => {
    expect(languageFolders()).toHaveLength(LANGUAGES.length - 1);
    expect(languageFolders()).toContainEqual({ root: "/es", notFoundFile: "/es/404.html" });
    expect(languageFolders()).toContainEqual({ root: "/pt-br", notFoundFile: "/pt-br/404.html" });
  });
});

describe("_headers", () => {
  const assets = ["/assets/index-BLlq_lYk.js", "/assets/words-es-faq-8Jjjqcrd.js"];
  const rules = parseHeaders(headersFile(siteConfig, undefined, assets));
  const security = securityHeaders(siteConfig);
  /** Made-up language folders: ISO 639 keeps qaa–qtz for local use, so none is ever real. */
  const madeUp = (count: number) =>
    Array.from(
      { length: count },
      (_, i) =>
        `q${"abcdefghijklmnopqrst"[Math.floor(i / 26)]}${"abcdefghijklmnopqrstuvwxyz"[i % 26]}`,
    );

  it("sends the security headers with every path, on both hosts", () => {
    const paths = ["/", "/faq", "/nope", "/assets/index-BLlq_lYk.js", "/robots.txt", "/faq/"];
    for (const path of [...paths, "/es", "/es/faq", "/es/nope", "/pt-br/", "/ar/404.html"]) {
      for (const host of HEADER_HOSTS) {
        expect(headersFor(host, rules, path), `${path} on ${host}`).toMatchObject(security);
      }
    }
  });

  it("sets each header in one matching rule only, so no host joins two values", () => {
    const pages = pageLocations().flatMap(({ path, file, redirectFrom }) => [
      path,
      file,
      ...redirectFrom,
    ]);
    const other = ["/FAQ", "/ES/faq", "/esx", "/404.html", "/es/404", "/x", "/assets", "/assets/"];
    const notFound = ["/es/nope", "/es/faq/nope", "/es/faq/index.html/", "/Assets/X.JS"];
    for (const path of [...pages, ...assets, ...other, ...notFound]) {
      for (const host of HEADER_HOSTS) {
        for (const [name, times] of timesSet(host, rules, path)) {
          expect(times, `${name} for ${path} on ${host}`).toBe(1);
        }
      }
    }
  });

  it("caches each built asset for a year and revalidates every page URL a host serves", () => {
    for (const host of HEADER_HOSTS) {
      for (const asset of assets) {
        expect(headersFor(host, rules, asset)["Cache-Control"], asset).toBe(ASSET_CACHE_CONTROL);
      }
      for (const { path, file, redirectFrom } of pageLocations()) {
        // Pages redirects `/faq/` (without a Cache-Control, as nginx does); Netlify serves the
        // page at every spelling.
        const served =
          host === "netlify" ? redirectFrom : redirectFrom.filter((from) => !from.endsWith("/"));
        for (const url of [path, file, ...served]) {
          expect(headersFor(host, rules, url)["Cache-Control"], `${url} on ${host}`).toBe(
            HTML_CACHE_CONTROL,
          );
        }
      }
      // Each language's not-found page, asked for by name or as its folder's answer: never kept
      // long (a 404 without a rule gets the host's own revalidating value).
      for (const { root, notFoundFile } of languageFolders()) {
        for (const url of [notFoundFile, `${root}/404`, `${root}/nope`, `${root}/faq/nope`]) {
          expect([HTML_CACHE_CONTROL, undefined], `${url} on ${host}`).toContain(
            headersFor(host, rules, url)["Cache-Control"],
          );
        }
      }
    }
  });

  it("writes the same rules for any number of languages and bundles", () => {
    const headersWith = (folders: string[], bundles: number) =>
      buildHostFiles(
        siteConfig,
        undefined,
        Array.from({ length: bundles }, (_, i) => `/assets/chunk-${String(i).padStart(8, "0")}.js`),
        folders,
      ).find((file) => file.path === HEADERS_FILE)!.contents;
    const today = headersWith(siteFolders(), 80);
    expect(headersWith(["", "es"], 1)).toBe(today);
    expect(headersWith(["", ...madeUp(79)], 800)).toBe(today);
    expect(countRules(today, "").headerRules).toBeLessThanOrEqual(
      CLOUDFLARE_PAGES_LIMITS.headerRules / 4,
    );
  });

  it("stops the build for a file under /assets/ without a content hash, which would be immutable", () => {
    expect(() => headersFile(siteConfig, undefined, ["/assets/logo.svg"])).toThrow(
      /\/assets\/logo\.svg .*without a content hash/,
    );
    expect(() => headersFile(siteConfig, undefined, ["/assets/fonts/a-12345678.woff2"])).toThrow();
  });

  it("stops the build rather than write more redirects than Cloudflare Pages applies", () => {
    // Twenty static redirects a language: about a hundred languages fill Pages' 2,000.
    expect(() => buildHostFiles(siteConfig, undefined, [], ["", ...madeUp(99)])).not.toThrow();
    expect(() => buildHostFiles(siteConfig, undefined, [], ["", ...madeUp(100)])).toThrow(
      /static rules/,
    );
  });

  it("follows the configured game hosts", () => {
    const other = parseHeaders(headersFile(otherConfig));
    expect(headersFor("cloudflare", other, "/")["Content-Security-Policy"]).toContain(
      "frame-src https://play.example.net:8443 https://cdn.example.com;",
    );
  });
});

describe("_redirects", () => {
  const rules = parseRedirects(redirectsFile());

  // Netlify's own not-found page for each language folder: the only lines Pages skips.
  const notFoundRules = rules.filter((rule) => rule.status === "404");
  const cloudflareRules = rules.filter((rule) => rule.status !== "404");

  it("uses only syntax Cloudflare Pages accepts (no `!`, permitted codes, no duplicates)", () => {
    const permitted = new Set(["200", "301", "302", "303", "307", "308"]);
    for (const rule of cloudflareRules) {
      expect(permitted.has(rule.status), `${rule.from} ${rule.status}`).toBe(true);
      expect(rule.from.startsWith("/") && rule.to.startsWith("/"), rule.from).toBe(true);
      // Cloudflare drops `/x/ → …/index` rules as loops.
      expect(rule.from.endsWith("/") && /\/index(\.html)?$/.test(rule.to)).toBe(false);
      // Pages reads every rule after a splat as dynamic (100 at most): the static ones come first.
      expect(rule.from, rule.from).not.toMatch(/[*:]/);
    }
    expect(new Set(rules.map((rule) => rule.from)).size).toBe(rules.length);
  });

  it("ends with each language folder's not-found page for Netlify, and nothing else Pages skips", () => {
    expect(notFoundRules).toEqual(
      languageFolders().map(({ root, notFoundFile }) => ({
        from: `${root}/*`,
        to: notFoundFile,
        status: "404",
      })),
    );
    expect(rules.slice(-notFoundRules.length)).toEqual(notFoundRules);
  });

  it("on Cloudflare Pages: serves each page at its canonical URL and 301s the rest there", () => {
    for (const { path, redirectFrom } of pageLocations()) {
      if (path !== "/") {
        // Pages would otherwise send /faq to /faq/ (the file is faq/index.html).
        expect(cloudflareRule(rules, path)).toEqual({ from: path, to: `${path}/`, status: "200" });
      }
      for (const from of redirectFrom) {
        expect(cloudflareRule(rules, from)).toEqual({ from, to: path, status: "301" });
      }
    }
    expect(cloudflareRule(rules, "/FAQ")).toBeUndefined();
  });

  it("on Netlify: answers an unknown path in a language folder with its not-found page", () => {
    for (const { root, notFoundFile } of languageFolders()) {
      for (const path of [`${root}/nope`, `${root}/faq/nope`, `${root}/faq/extra/deeper`]) {
        expect(netlifyRule(rules, path), path).toEqual({
          from: `${root}/*`,
          to: notFoundFile,
          status: "404",
        });
      }
    }
    // Not a folder: the root's 404.html, in English.
    for (const path of ["/nope", "/xx/faq", "/ES/faq", "/esx", "/en/faq"]) {
      expect(netlifyRule(rules, path), path).toBeUndefined();
    }
  });

  it("on Netlify: can never loop, as /faq and /faq/ both reach the rewrite first", () => {
    for (const { path } of pageLocations()) {
      for (const url of [path, `${path}/`]) {
        const rule = netlifyRule(rules, url);
        if (path === "/") expect(rule).toBeUndefined();
        else expect(rule?.status, url).toBe("200");
      }
    }
  });
});

describe("nginx.conf", () => {
  const conf = nginxConf(siteConfig);
  const security = securityHeaders(siteConfig);

  it("sets every header once, at server level, with `always`", () => {
    const addHeaders = conf.split("\n").filter((line) => line.trim().startsWith("add_header"));
    for (const line of addHeaders) {
      // Four spaces: directly inside server {}. An add_header in a location would drop the rest.
      expect(line, line).toMatch(/^ {4}add_header \S+ .+ always;$/);
    }
    for (const [name, value] of Object.entries(security)) {
      const escaped = value.replace(/"/g, '\\"');
      expect(addHeaders).toContain(`    add_header ${name} "${escaped}" always;`);
    }
    expect(addHeaders).toHaveLength(Object.keys(security).length + 1); // + Cache-Control
  });

  it("serves each page's file at its canonical URL and redirects the other spellings", () => {
    for (const { path, file, redirectFrom } of pageLocations()) {
      expect(conf).toContain(`    location = ${path} {`);
      expect(conf).toContain(`        try_files ${file} =404;`);
      for (const from of redirectFrom) {
        expect(conf).toContain(`    location = ${from} { return 301 ${path}$is_args$args; }`);
      }
    }
  });

  it("shows each language folder's own 404.html for anything in it but its pages", () => {
    for (const { root, notFoundFile } of languageFolders()) {
      // `^~`: no regular-expression location (dotfiles, .webmanifest) answers in English there.
      expect(conf).toContain(
        `    location ^~ ${root}/ {\n        error_page 404 ${notFoundFile};\n        try_files $uri =404;\n    }`,
      );
      // Internal, and not found in its own language when asked for by name.
      expect(conf).toContain(
        `    location = ${notFoundFile} {\n        internal;\n        error_page 404 ${notFoundFile};\n`,
      );
    }
  });

  it("shows 404.html for unknown and refused requests, and hides build metadata", () => {
    expect(conf).toContain("    error_page 404 /404.html;");
    expect(conf).toContain("    error_page 400 414 /404.html;");
    expect(conf).toMatch(/location = \/404\.html \{\s+internal;/);
    expect(conf).toContain("location = /_headers { return 404; }");
    expect(conf).toContain("location = /_redirects { return 404; }");
  });

  it("names the configured host and never puts a decoded path into a redirect", () => {
    expect(nginxConf(otherConfig)).toContain("server_name games.example.org;");
    // $uri is decoded (CRLF injection); redirects use fixed paths and the raw $args only.
    expect(conf).not.toMatch(/return 30\d [^;]*\$(uri|request_uri|document_uri)/);
  });
});
