/**
 * Netlify, by its own published code: the generated `_headers` and `_redirects` read by
 * Netlify's parsers with nothing dropped or changed, the shared host contract under Netlify's
 * rules (netlify-rules.ts) and on Netlify's local server (netlify dev), and the one request
 * netlify dev cannot survive. Each path's answer on both is in the URL table.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeHostContract } from "./host-contract";
import { HOST_CONTRACT_OPTIONS } from "./host-rules";
import { hostingSuite } from "./hosting-suite";
import { httpHosts, loadSuiteNetlifyRules, netlifyRulesHost } from "./hosts";
import type { NetlifyRules } from "./netlify-rules";
import { startNetlifyDev } from "./netlify-dev-server";
import { ensureTestTools } from "../../scripts/test-tools.mjs";
import { rawRequest } from "./raw-http";
import { URL_TABLE } from "./url-cases";
import { publishedFiles } from "./published-files";

let rules: NetlifyRules;

beforeAll(async () => {
  rules = await loadSuiteNetlifyRules();
});

/** The generated file's blocks as written: path, then `Name: value` lines. */
async function generatedHeaderBlocks() {
  const text = await readFile(join(hostingSuite().distDir, "_headers"), "utf8");
  const blocks: { for: string; values: Record<string, string> }[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    if (line.startsWith("/")) blocks.push({ for: line.trim(), values: {} });
    else {
      const colon = line.indexOf(":");
      blocks.at(-1)!.values[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return blocks;
}

async function generatedRedirects() {
  const text = await readFile(join(hostingSuite().distDir, "_redirects"), "utf8");
  return text
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status] = line.trim().split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

describe("Netlify's parsers", () => {
  it("read _headers without an error, keeping every block and every value as written", async () => {
    expect(rules.headerErrors.map(String)).toEqual([]);
    const parsed = rules.headerRules.map((rule) => ({ for: rule.for, values: rule.values }));
    expect(parsed).toEqual(await generatedHeaderBlocks());
  });

  it("read _redirects without an error, keeping every rule, none forced", async () => {
    expect(rules.redirectErrors.map(String)).toEqual([]);
    const parsed = rules.redirectRules.map(({ from, to, status, force }) => ({
      from,
      to,
      status,
      force,
    }));
    expect(parsed).toEqual((await generatedRedirects()).map((r) => ({ ...r, force: false })));
  });

  it("never give one path a header from two blocks (Netlify would join the two values)", async () => {
    const files = (await publishedFiles(hostingSuite().distDir)).map((file) => `/${file}`);
    const paths = [...files, ...URL_TABLE.map((c) => c.path.split("?")[0]), "/Assets/X.JS"];
    for (const path of paths) {
      const names = rules
        .headerRulesFor(path)
        .flatMap((rule) => Object.keys(rule.values).map((name) => name.toLowerCase()));
      expect(new Set(names).size, path.slice(0, 60)).toBe(names.length);
    }
  });
});

describe("Netlify's rules", () => {
  describeHostContract(netlifyRulesHost, HOST_CONTRACT_OPTIONS.netlify);
});

describe("netlify dev", () => {
  describeHostContract(() => httpHosts().netlifyDev, HOST_CONTRACT_OPTIONS.netlifyDev);
});

describe("netlify dev, sent a malformed percent-encoding (rule netlify-dev-terminates)", () => {
  let dir: string;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("still ends its process, so the URL table does not send it those paths", async () => {
    const { distDir, workDir } = hostingSuite();
    dir = await mkdtemp(join(workDir, "netlify-crash-"));
    const server = await startNetlifyDev(dir, distDir, ensureTestTools().env);
    try {
      await rawRequest(server.origin, "/%zz").catch(() => undefined);
      const deadline = Date.now() + 10_000;
      while (!server.exited() && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      expect(server.exited()).toBe(true);
      expect(await readFile(server.logFile, "utf8")).toContain("URIError: URI malformed");
    } finally {
      await server.stop();
    }
  }, 120_000);
});
