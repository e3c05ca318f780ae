/**
 * Cloudflare Pages' own runtime (`wrangler pages dev`, workerd) serving the suite's build with
 * the generated `_headers` and `_redirects`: the shared host contract, and what only Pages does
 * (its own statuses are in the URL table), including the `_redirects` lines it skips.
 */
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeHostContract } from "./host-contract";
import { HOST_CONTRACT_OPTIONS } from "./host-rules";
import { hostingSuite } from "./hosting-suite";
import { httpHosts } from "./hosts";
import { FOLDER_LANGUAGES } from "./languages";

const pages = () => httpHosts().cloudflare;

describeHostContract(pages, HOST_CONTRACT_OPTIONS.cloudflare);

/** Rules in a generated file: `_headers` blocks start at column 0, `_redirects` are lines. */
async function generatedRules() {
  const { distDir } = hostingSuite();
  const lines = async (file: string) =>
    (await readFile(join(distDir, file), "utf8"))
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("#"));
  return {
    headers: (await lines("_headers")).filter((line) => line.startsWith("/")),
    redirects: await lines("_redirects"),
  };
}

describe("Cloudflare Pages", () => {
  it("took every generated rule but the Netlify-only 404s, and warned about nothing else", async () => {
    const log = await readFile(hostingSuite().cloudflare.logFile, "utf8");
    const { headers, redirects } = await generatedRules();
    // Each language folder's `/es/* /es/404.html 404`, for Netlify: Pages permits no 404 status.
    const notFoundRules = redirects.filter((line) => line.endsWith(" 404"));
    expect(notFoundRules).toHaveLength(FOLDER_LANGUAGES.length);
    expect(log).toContain(
      `Parsed ${redirects.length - notFoundRules.length} valid redirect rules.`,
    );
    expect(log).toContain(`Parsed ${headers.length} valid header rules.`);
    // Pages' own words for rules it drops (workers-sdk constructRedirects/constructHeaders).
    expect(log).not.toMatch(/Found \d+ invalid header rule/);
    expect(log).toContain(`Found ${notFoundRules.length} invalid redirect rules:`);
    const skipped = [...log.matchAll(/▶︎ (.+)\n\s+at \S+ \| (.+)/g)].map(([, why, line]) => [
      line,
      why,
    ]);
    expect(skipped).toEqual(
      notFoundRules.map((line) => [
        line,
        "Valid status codes are 200, 301, 302 (default), 303, 307, or 308. Got 404.",
      ]),
    );
  });

  it("adds Access-Control-Allow-Origin: * to every answer, as Pages does for static sites", async () => {
    // Pages' asset server sets it (pages-shared handler.ts); every file here is public and no
    // answer depends on cookies, so another site reading one learns nothing it could not fetch.
    for (const path of ["/", "/faq/", "/nope", "/robots.txt"]) {
      expect((await pages().request(path)).headers.get("access-control-allow-origin"), path).toBe(
        "*",
      );
    }
  });

  it("stores no not-found answer, a missing bundle's included (Pages replaces a 404's Cache-Control with no-store)", async () => {
    // After the `_headers` blocks (pages-shared's asset-server, workers-sdk#5875): the
    // `/assets/:file` block gives every bundle a year, and a bundle a deploy took away none.
    const { distDir } = hostingSuite();
    const bundle = `/assets/${(await readdir(join(distDir, "assets")))[0]}`;
    expect((await pages().request(bundle)).headers.get("cache-control")).toMatch(/immutable/);
    for (const path of ["/nope", "/es/nope", "/assets/missing-0000.js", "/assets/x-12345678.js"]) {
      expect((await pages().request(path)).headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
