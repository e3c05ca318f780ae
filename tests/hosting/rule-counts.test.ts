/**
 * The generated files' rules as the hosts count them, within each host's limits: `_headers`
 * rules and `_redirects` static and dynamic rules (Cloudflare Pages' own counting), the same
 * rules as Pages' runtime and Netlify's parsers took them, and nginx's locations. Printed at the
 * end of the run, beside the URL table.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  CLOUDFLARE_PAGES_LIMITS,
  cloudflareProblems,
  countRules,
  netlifyAndNginxProblems,
  type RuleCounts,
} from "@/server/host-limits";
import { hostingSuite } from "./hosting-suite";
import { loadSuiteNetlifyRules } from "./hosts";
import { FOLDER_LANGUAGES } from "./languages";

let counts: RuleCounts | undefined;
let nginxLocations = 0;

describe("the generated rules", () => {
  it("fit every host's limits, counted as Pages and Netlify took them", async () => {
    const { distDir, cloudflare, shippedNginxConf } = hostingSuite();
    const [headers, redirects] = await Promise.all(
      ["_headers", "_redirects"].map((file) => readFile(join(distDir, file), "utf8")),
    );
    counts = countRules(headers, redirects);
    nginxLocations = shippedNginxConf.match(/^\s*location /gm)?.length ?? 0;
    const log = await readFile(cloudflare.logFile, "utf8");
    expect(log).toContain(`Parsed ${counts.headerRules} valid header rules.`);
    const netlify = await loadSuiteNetlifyRules();
    expect(netlify.headerRules).toHaveLength(counts.headerRules);
    expect(netlify.redirectRules).toHaveLength(counts.staticRedirects + counts.dynamicRedirects);
    // Each language folder's Netlify-only 404 line is Pages' one dynamic rule a language.
    expect(counts.dynamicRedirects).toBe(FOLDER_LANGUAGES.length);
    expect(cloudflareProblems(headers, redirects)).toEqual([]);
    expect(netlifyAndNginxProblems(redirects, shippedNginxConf)).toEqual([]);
  });
});

afterAll(() => {
  if (!counts) return;
  const limits = CLOUDFLARE_PAGES_LIMITS;
  process.stdout.write(
    `\nHost rules (${FOLDER_LANGUAGES.length + 1} languages):\n` +
      `  _headers: ${counts.headerRules} rules (Cloudflare Pages applies ${limits.headerRules})\n` +
      `  _redirects: ${counts.staticRedirects} static (${limits.staticRedirects}), ` +
      `${counts.dynamicRedirects} dynamic (${limits.dynamicRedirects})\n` +
      `  nginx.conf: ${nginxLocations} locations\n`,
  );
});
