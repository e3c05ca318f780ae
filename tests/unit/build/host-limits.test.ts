// @vitest-environment node
/**
 * The host files for 40 languages, written from a real build's bundles and inline hashes: the
 * language table's folders, then made-up ones up to 40, each with the words chunks the build
 * names per language (vite.config.ts: `words-<folder>-<part>-<hash>.js`). Every host must take
 * every rule: what Cloudflare Pages cannot take it drops (past its 100 `_headers` rules, its
 * 2,000 static and 100 dynamic redirects), Netlify advises against, nginx refuses to start with.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import type { InlineHashes } from "@/server/page-assets";
import {
  HEADERS_FILE,
  NGINX_CONF_FILE,
  REDIRECTS_FILE,
  buildHostFiles,
  pageLocations,
  siteFolders,
} from "@/server/host-files";
import {
  CLOUDFLARE_PAGES_LIMITS,
  NETLIFY_LIMITS,
  NGINX_LIMITS,
  countRules,
  type RuleCounts,
} from "@/server/host-limits";
import { ASSET_CACHE_CONTROL, HTML_CACHE_CONTROL } from "@/server/security-headers";
import { buildMetadataDir } from "../../../scripts/build-metadata.mjs";
import { builtInlineHashes } from "../../hosting/built-inline-hashes";
import { HEADER_HOSTS, headersFor, parseHeaders, timesSet } from "../server/header-rules";

/** As bundle-size.test.ts: a build of its own, or BUILT_DIST_DIR's, read and left as it is. */
const builtDist = process.env.BUILT_DIST_DIR;
const distDir = builtDist
  ? resolve(builtDist)
  : resolve(`node_modules/.tmp/host-limits-dist-${process.pid}`);
const BUILD_TIMEOUT_MS = 240_000;

const LANGUAGE_COUNT = 40;
/** The language whose words chunks each made-up language gets a copy of. */
const SAMPLE_FOLDER = "es";

let builtAssets: string[];
let inline: InlineHashes;

beforeAll(async () => {
  if (!builtDist) {
    execFileSync(process.execPath, ["scripts/build.mjs", "--quiet"], {
      env: { ...process.env, DIST_DIR: distDir },
      stdio: ["ignore", "ignore", "inherit"],
      timeout: BUILD_TIMEOUT_MS,
    });
  }
  builtAssets = readdirSync(join(distDir, "assets")).map((name) => `/assets/${name}`);
  inline = await builtInlineHashes(distDir);
}, BUILD_TIMEOUT_MS);

afterAll(() => {
  if (builtDist) return;
  rmSync(distDir, { recursive: true, force: true });
  rmSync(buildMetadataDir(distDir), { recursive: true, force: true });
});

/** ISO 639 keeps qaa–qtz for local use: no language the table adds can be one of these. */
const madeUpFolder = (i: number) =>
  `q${"abcdefghijklmnopqrst"[Math.floor(i / 26)]}${"abcdefghijklmnopqrstuvwxyz"[i % 26]}`;

/** The table's folders, then made-up ones: `count` in all. */
function foldersFor(count: number): string[] {
  const real = siteFolders();
  const extra = Array.from({ length: Math.max(0, count - real.length) }, (_, i) => madeUpFolder(i));
  return [...real, ...extra].slice(0, count);
}

/** The build's bundles, and for each made-up folder a copy of the sample language's words. */
function assetsFor(folders: string[]): string[] {
  const sample = builtAssets.filter((file) => file.startsWith(`/assets/words-${SAMPLE_FOLDER}-`));
  const copies = folders
    .filter((folder) => !siteFolders().includes(folder))
    .flatMap((folder) =>
      sample.map((file) => {
        const name = file.replace(`words-${SAMPLE_FOLDER}-`, `words-${folder}-`);
        const hash = createHash("sha256").update(name).digest("base64url").slice(0, 8);
        return name.replace(/-[\w-]{8}\.js$/, `-${hash}.js`);
      }),
    );
  return [...builtAssets, ...copies];
}

function hostFiles(count: number) {
  const folders = foldersFor(count);
  const assets = assetsFor(folders);
  const files = buildHostFiles(siteConfig, inline, assets, folders);
  const text = (path: string) => files.find((file) => file.path === path)!.contents;
  return {
    folders,
    assets,
    headers: text(HEADERS_FILE),
    redirects: text(REDIRECTS_FILE),
    nginx: text(NGINX_CONF_FILE),
  };
}

const lines = (text: string) => text.split("\n");

describe(`the host files for ${LANGUAGE_COUNT} languages, from this build's bundles`, () => {
  it("hold the sample language's words chunks for each made-up language", () => {
    const { folders, assets } = hostFiles(LANGUAGE_COUNT);
    expect(folders).toHaveLength(LANGUAGE_COUNT);
    const perLanguage = builtAssets.filter((file) => file.includes(`/words-${SAMPLE_FOLDER}-`));
    expect(perLanguage.length).toBeGreaterThan(0);
    expect(assets).toHaveLength(
      builtAssets.length + perLanguage.length * (LANGUAGE_COUNT - siteFolders().length),
    );
  });

  it("fit Cloudflare Pages: 100 _headers rules, 2,000 characters a line; 2,000 static and 100 dynamic redirects, 1,000 characters a line", () => {
    const { headers, redirects } = hostFiles(LANGUAGE_COUNT);
    const counts = countRules(headers, redirects);
    const limits = CLOUDFLARE_PAGES_LIMITS;
    expect(counts.headerRules).toBeLessThanOrEqual(limits.headerRules);
    expect(counts.staticRedirects).toBeLessThanOrEqual(limits.staticRedirects);
    expect(counts.dynamicRedirects).toBeLessThanOrEqual(limits.dynamicRedirects);
    for (const line of lines(headers))
      expect(line.length).toBeLessThanOrEqual(limits.headerLineChars);
    for (const line of lines(redirects)) {
      expect(line.length).toBeLessThanOrEqual(limits.redirectLineChars);
    }
    // One splat a path, each placeholder once: Pages skips any other path without a word.
    for (const path of lines(headers).filter((line) => line.startsWith("/"))) {
      expect(path.match(/\*/g)?.length ?? 0, path).toBeLessThanOrEqual(1);
      const placeholders = path.match(/:\w+/g) ?? [];
      expect(new Set(placeholders).size, path).toBe(placeholders.length);
    }
  });

  it("fit Netlify (under 10,000 redirects) and nginx (no parameter over its 4 KB buffer)", () => {
    const { redirects, nginx } = hostFiles(LANGUAGE_COUNT);
    const redirectRules = lines(redirects).filter((line) => line.startsWith("/"));
    expect(redirectRules.length).toBeLessThan(NETLIFY_LIMITS.redirects);
    const parameters = nginx.match(/"(?:[^"\\]|\\.)*"|\S+/g) ?? [];
    const longest = Math.max(...parameters.map((token) => Buffer.byteLength(token)));
    expect(longest).toBeLessThan(NGINX_LIMITS.parameterBytes);
  });

  it("give no language and no bundle a _headers rule of its own", () => {
    const today = hostFiles(siteFolders().length).headers;
    for (const count of [1, 20, 30, LANGUAGE_COUNT]) expect(hostFiles(count).headers).toBe(today);
  });

  it("cache every bundle a year and revalidate every page, each from one block, on both hosts", () => {
    const { headers, assets } = hostFiles(LANGUAGE_COUNT);
    const rules = parseHeaders(headers);
    const pages = pageLocations(foldersFor(LANGUAGE_COUNT));
    for (const host of HEADER_HOSTS) {
      for (const asset of assets) {
        expect(headersFor(host, rules, asset)["Cache-Control"], asset).toBe(ASSET_CACHE_CONTROL);
      }
      for (const { path, file } of pages) {
        for (const url of [path, file]) {
          expect(headersFor(host, rules, url)["Cache-Control"], url).toBe(HTML_CACHE_CONTROL);
        }
      }
      for (const url of [
        ...assets,
        ...pages.flatMap(({ path, redirectFrom }) => [path, ...redirectFrom]),
      ]) {
        for (const [name, times] of timesSet(host, rules, url)) {
          expect(times, `${name} for ${url} on ${host}`).toBe(1);
        }
      }
    }
  });

  afterAll(() => {
    // The counts at each size, as Cloudflare Pages counts them, for deploy/README.md.
    const row = (count: number, { headerRules, staticRedirects, dynamicRedirects }: RuleCounts) =>
      `| ${count} | ${headerRules} | ${staticRedirects} | ${dynamicRedirects} |`;
    const table = [10, 20, 30, LANGUAGE_COUNT].map((count) => {
      const { headers, redirects } = hostFiles(count);
      return row(count, countRules(headers, redirects));
    });
    process.stdout.write(
      `\nHost rules by language count (bundles: ${builtAssets.length} built):\n` +
        "| languages | _headers rules | static redirects | dynamic redirects |\n| --- | --- | --- | --- |\n" +
        `${table.join("\n")}\n`,
    );
  });
});
