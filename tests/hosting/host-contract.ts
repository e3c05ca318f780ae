/**
 * What every host must do with the build, beyond the URL table: pages with their security
 * headers and the inline code their policy allows, queries kept, each language's pages and its
 * own not-found page, hashed assets cached for a year and HTML revalidated, a missing asset not
 * cached (or, where a host cannot keep that, what it sends), the crawler files, HEAD,
 * revalidation and odd methods. Each host's test file runs it against that host; where a host
 * differs, the option names the host rule (host-rules.ts) that says why.
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import { LANGUAGES } from "@/features/languages/languages";
import { INDEXABLE_PAGE_IDS, ROUTES, languageRoot, pageKey, pagePath } from "@/lib/routes";
import type { InlineHashes } from "@/server/page-assets";
import { ASSET_CACHE_CONTROL, securityHeaders } from "@/server/security-headers";
import { allowedInline, builtInlineHashes, pageInlineHashes } from "./built-inline-hashes";
import type { HostRuleId } from "./host-rules";
import { hostingSuite } from "./hosting-suite";
import { pageOf, type Host } from "./hosts";
import {
  LANGUAGE_NOT_FOUND,
  LANGUAGE_PAGES,
  NOT_A_FOLDER,
  SAMPLE_LANGUAGE,
  documentLanguage,
  languageDir,
  notFoundKey,
} from "./languages";
import type { Answer } from "./raw-http";

export interface ContractOptions {
  /**
   * A host's published rules run in-process (Netlify's): they decide status, target and
   * headers for a GET; media types, HEAD, revalidation and other methods are the server's.
   */
  rulesOnly?: true;
  /** The host serves every spelling of a page itself instead of redirecting it. */
  servesSpellings?: HostRuleId;
  /** The host sets its own Cache-Control instead of the generated one. */
  ownCacheControl?: HostRuleId;
  /** The host never answers a TRACE request. */
  traceUnanswered?: HostRuleId;
  /** The host gives a bundle the build does not have the year-long Cache-Control of bundles. */
  missingAssetCachedLong?: HostRuleId;
}

/** Must revalidate before reuse: what HTML and other unhashed files need. */
export function expectRevalidated(answer: Answer, label: string) {
  const cacheControl = answer.headers.get("cache-control") ?? "";
  expect(cacheControl, label).toMatch(/\bno-cache\b|\bno-store\b|\bmax-age=0\b/);
  expect(cacheControl, label).not.toMatch(/immutable/);
}

/** Not kept for long by a browser or a CDN: what a 404 needs, so a later deploy shows. */
function expectNotCachedLong(answer: Answer, label: string) {
  const cacheControl = answer.headers.get("cache-control") ?? "";
  expect(cacheControl, label).not.toMatch(/immutable/);
  for (const [, seconds] of cacheControl.matchAll(/max-age=(\d+)/g)) {
    expect(Number(seconds), label).toBe(0);
  }
}

async function builtAssets(distDir: string): Promise<string[]> {
  return (await readdir(join(distDir, "assets"))).map((name) => `/assets/${name}`);
}

export function describeHostContract(host: () => Host, options: ContractOptions = {}) {
  let inline: InlineHashes;
  let expectedHeaders: Record<string, string>;
  let assets: string[];

  beforeAll(async () => {
    const { distDir } = hostingSuite();
    inline = await builtInlineHashes(distDir);
    expectedHeaders = securityHeaders(siteConfig, inline);
    assets = await builtAssets(distDir);
  });

  const get = (path: string) => host().request(path);

  function expectSecurityHeaders(answer: Answer, label: string) {
    for (const [name, value] of Object.entries(expectedHeaders)) {
      expect(answer.headers.get(name), `${name} on ${label}`).toBe(value);
    }
  }

  describe("pages", () => {
    it.each(INDEXABLE_PAGE_IDS)("serves the %s page, revalidated, under its policy", async (id) => {
      const answer = await get(ROUTES[id]);
      expect(answer.status).toBe(200);
      expect(pageOf(answer.body)).toBe(id);
      expect(answer.body.match(/<title>/g), "one <title>").toHaveLength(1);
      // The policy allows the page's own inline style and boot script.
      expect(allowedInline(pageInlineHashes(answer.body), inline)).toBe(true);
      expectSecurityHeaders(answer, ROUTES[id]);
      if (!options.ownCacheControl) {
        expect(answer.headers.get("cache-control")).toBe("no-cache");
      }
      expectRevalidated(answer, ROUTES[id]);
    });

    it.each(INDEXABLE_PAGE_IDS)("keeps the query string on the %s page", async (id) => {
      const answer = await get(`${ROUTES[id]}?utm_source=test&x=1`);
      expect(answer.status).toBe(200);
      expect(pageOf(answer.body)).toBe(id);
    });

    it("keeps the query string through a redirect to the canonical URL", async () => {
      for (const from of ["/faq/", "/faq/index.html", "/index.html"]) {
        const to = from === "/index.html" ? "/" : "/faq";
        const answer = await get(`${from}?a=1&b=%3Cx%3E`);
        if (options.servesSpellings) {
          expect(answer.status, from).toBe(200);
          continue;
        }
        expect(answer.status, from).toBe(301);
        expect(answer.headers.get("location"), from).toBe(`${to}?a=1&b=%3Cx%3E`);
        expectSecurityHeaders(answer, `301 ${from}`);
      }
    });
  });

  describe("language folders", () => {
    const pages = LANGUAGE_PAGES.map((route): [string, (typeof LANGUAGE_PAGES)[number]] => [
      pagePath(route.page, route.language),
      route,
    ]);

    it.each(pages)(
      "serves %s in its language, revalidated, under the policy",
      async (path, route) => {
        const answer = await get(path);
        expect(answer.status).toBe(200);
        expect(pageOf(answer.body)).toBe(pageKey(route));
        expect(documentLanguage(answer.body)).toEqual({
          lang: route.language,
          dir: languageDir(route.language),
        });
        expect(allowedInline(pageInlineHashes(answer.body), inline)).toBe(true);
        expectSecurityHeaders(answer, path);
        if (!options.ownCacheControl) {
          expect(answer.headers.get("cache-control")).toBe("no-cache");
        }
        expectRevalidated(answer, path);
      },
    );

    it("keeps the query string through a redirect to a language page's canonical URL", async () => {
      const home = languageRoot(SAMPLE_LANGUAGE);
      const faq = pagePath("faq", SAMPLE_LANGUAGE);
      const spellings = [`${home}/`, `${home}/index.html`, `${faq}/`, `${faq}/index`];
      for (const from of spellings) {
        const to = from.startsWith(faq) ? faq : home;
        const answer = await get(`${from}?a=1&b=%3Cx%3E`);
        if (options.servesSpellings) {
          expect(answer.status, from).toBe(200);
          expect(pageOf(answer.body), from).toBe(
            pageKey({ language: SAMPLE_LANGUAGE, page: to === faq ? "faq" : "home" }),
          );
          continue;
        }
        expect(answer.status, from).toBe(301);
        expect(answer.headers.get("location"), from).toBe(`${to}?a=1&b=%3Cx%3E`);
        expectSecurityHeaders(answer, `301 ${from}`);
      }
    });

    it.each(LANGUAGE_NOT_FOUND)(
      "answers %s 404 with the %s not-found page, under the policy, not cached for long",
      async (path, language) => {
        const answer = await get(path);
        expect(answer.status).toBe(404);
        expect(pageOf(answer.body)).toBe(notFoundKey(language));
        expect(documentLanguage(answer.body)).toEqual({
          lang: language,
          dir: languageDir(language),
        });
        expect(allowedInline(pageInlineHashes(answer.body), inline)).toBe(true);
        expectSecurityHeaders(answer, path);
        expectNotCachedLong(answer, path);
      },
    );

    it("answers an unknown language or a folder in odd case with the English not-found page", async () => {
      for (const path of NOT_A_FOLDER) {
        const answer = await get(path);
        expect(answer.status, path).toBe(404);
        expect(pageOf(answer.body), path).toBe("notFound");
        expect(documentLanguage(answer.body).lang, path).toBe("en");
        expectSecurityHeaders(answer, path);
      }
    });
  });

  describe("assets", () => {
    it("serves every hashed asset with the security headers, cached a year unless revalidated", async () => {
      expect(assets.length).toBeGreaterThan(0);
      for (const path of assets) {
        const answer = await get(path);
        expect(answer.status, path).toBe(200);
        expectSecurityHeaders(answer, path);
        const type = answer.headers.get("content-type") ?? "";
        if (!options.rulesOnly && path.endsWith(".js")) {
          expect(type, path).toMatch(/^(?:text|application)\/javascript/);
        }
        if (!options.rulesOnly && path.endsWith(".css")) expect(type, path).toMatch(/^text\/css/);
        if (options.ownCacheControl) expectRevalidated(answer, path);
        else expect(answer.headers.get("cache-control"), path).toBe(ASSET_CACHE_CONTROL);
      }
    });

    const missingAsset = options.missingAssetCachedLong
      ? `cached a year like a bundle (rule ${options.missingAssetCachedLong})`
      : "not cached for long";
    it(`answers a missing asset 404 with the not-found page, ${missingAsset}`, async () => {
      const answer = await get("/assets/missing-0000.js");
      expect(answer.status).toBe(404);
      expect(pageOf(answer.body)).toBe("notFound");
      expectSecurityHeaders(answer, "missing asset");
      if (options.missingAssetCachedLong) {
        expect(answer.headers.get("cache-control")).toBe(ASSET_CACHE_CONTROL);
      } else expectNotCachedLong(answer, "missing asset");
    });

    it("does not cache the not-found page for long", async () => {
      expectNotCachedLong(await get("/no-such-page"), "/no-such-page");
    });
  });

  describe("crawler and app files", () => {
    it.each([
      ["/sitemap.xml", /^(?:text|application)\/xml/],
      ["/robots.txt", /^text\/plain/],
      ["/manifest.webmanifest", /^application\/(?:manifest\+)?json/],
      ["/favicon.svg", /^image\/svg\+xml/],
    ])("serves %s with its media type and the security headers", async (path, type) => {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      if (!options.rulesOnly) expect(answer.headers.get("content-type")).toMatch(type);
      expectSecurityHeaders(answer, path);
      expectRevalidated(answer, path);
    });

    it("lists every page's canonical URL in the sitemap, each answering 200 as it is", async () => {
      const { body } = await get("/sitemap.xml");
      const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual(
        LANGUAGES.flatMap((language) =>
          INDEXABLE_PAGE_IDS.map((id) => `${siteConfig.origin}${pagePath(id, language)}`),
        ),
      );
      for (const loc of locs) expect((await get(new URL(loc).pathname)).status, loc).toBe(200);
    });
  });

  if (options.rulesOnly) return;

  describe("requests other than GET", () => {
    it("answers HEAD like GET, without a body", async () => {
      const answer = await host().request(ROUTES.faq, { method: "HEAD" });
      expect(answer.status).toBe(200);
      expect(answer.body).toBe("");
      expectSecurityHeaders(answer, "HEAD /faq");
    });

    it("answers a revalidation with 304 and the security headers", async () => {
      const etag = (await get(ROUTES.faq)).headers.get("etag");
      expect(etag).toBeTruthy();
      const answer = await host().request(ROUTES.faq, { headers: { "If-None-Match": etag! } });
      expect(answer.status).toBe(304);
      expectSecurityHeaders(answer, "304 /faq");
    });

    const methods = ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"];
    if (!options.traceUnanswered) methods.push("TRACE");
    it.each(methods)(
      "refuses %s with 405 and the security headers, on a page, an asset and an unknown path",
      async (method) => {
        for (const path of [ROUTES.contact, "/robots.txt", "/no-such-page"]) {
          // A form's body where a form could send one.
          const body = ["POST", "PUT", "PATCH"].includes(method) ? "name=x" : undefined;
          const answer = await host().request(path, { method, body });
          // Nothing is there to refuse the method for: not found is as good an answer.
          const allowed = path === "/no-such-page" ? [404, 405] : [405];
          expect(allowed, `${method} ${path}`).toContain(answer.status);
          expectSecurityHeaders(answer, `${method} ${path}`);
          expect(answer.body, `${method} ${path}`).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
        }
      },
    );

    if (options.traceUnanswered) {
      it(`leaves TRACE unanswered, and serves on (rule ${options.traceUnanswered})`, async () => {
        const trace = host().request(ROUTES.contact, { method: "TRACE", timeoutMs: 3_000 });
        await expect(trace).rejects.toThrow(/timed out/);
        expect((await get(ROUTES.faq)).status).toBe(200);
      });
    }
  });
}
