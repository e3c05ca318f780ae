/**
 * Cloudflare Pages' own runtime (`wrangler pages dev`, workerd) serving the suite's build with
 * the generated `_headers` and `_redirects`: the shared host contract, and what only Pages does
 * (its own statuses are in the URL table).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeHostContract } from "./host-contract";
import { HOST_CONTRACT_OPTIONS } from "./host-rules";
import { hostingSuite } from "./hosting-suite";
import { httpHosts } from "./hosts";

const pages = () => httpHosts().cloudflare;

describeHostContract(pages, HOST_CONTRACT_OPTIONS.cloudflare);

/** Rules in a generated file: `_headers` blocks start at column 0, `_redirects` are lines. */
async function generatedRuleCounts() {
  const { distDir } = hostingSuite();
  const lines = async (file: string) =>
    (await readFile(join(distDir, file), "utf8"))
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("#"));
  return {
    headers: (await lines("_headers")).filter((line) => line.startsWith("/")).length,
    redirects: (await lines("_redirects")).length,
  };
}

describe("Cloudflare Pages", () => {
  it("took every generated rule, and warned about none", async () => {
    const log = await readFile(hostingSuite().cloudflare.logFile, "utf8");
    const { headers, redirects } = await generatedRuleCounts();
    expect(log).toContain(`Parsed ${redirects} valid redirect rules.`);
    expect(log).toContain(`Parsed ${headers} valid header rules.`);
    // Pages' own words for rules it drops (workers-sdk constructRedirects/constructHeaders).
    expect(log).not.toMatch(/Found \d+ invalid (redirect|header) rule/);
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

  it("stores no not-found answer (Pages replaces Cache-Control on a 404 with no-store)", async () => {
    for (const path of ["/nope", "/assets/missing-0000.js"]) {
      expect((await pages().request(path)).headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
