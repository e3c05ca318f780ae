/**
 * Every path of the URL table (url-cases.ts) sent to every host: the preview server, nginx,
 * Cloudflare Pages' runtime, Netlify's rules and netlify dev. Each answer, hop by hop, is the
 * table's; each carries the security headers; the page a host serves is the page the router
 * reads at that address (or a named rule says why not); and the browser suite's URL cases are
 * all in the table with the page they expect. The table the hosts gave is printed at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import { pageKey } from "@/lib/routes";
import { routablePath } from "@/lib/safe-path";
import { matchPage } from "@/routes";
import { securityHeaders } from "@/server/security-headers";
import { URL_CASES as BROWSER_URL_CASES } from "../e2e/hardening/url-cases";
import { builtInlineHashes } from "./built-inline-hashes";
import { HOST_CONTRACT_OPTIONS, HOST_RULES, type HostRule, type HostRuleId } from "./host-rules";
import { hostingSuite } from "./hosting-suite";
import {
  HOST_NAMES,
  describeHops,
  followRedirects,
  httpHosts,
  netlifyRulesHost,
  pageOf,
  type Hop,
  type Host,
  type HostId,
} from "./hosts";
import { URL_TABLE, type UrlCase } from "./url-cases";

const HOST_IDS = Object.keys(HOST_NAMES) as HostId[];
let hosts: Record<HostId, Host>;
let expectedSecurityHeaders: Record<string, string>;
/** What each host answered, for the printed table. */
const seen = new Map<string, Partial<Record<HostId, string>>>();

beforeAll(async () => {
  hosts = { ...httpHosts(), netlify: netlifyRulesHost() };
  expectedSecurityHeaders = securityHeaders(
    siteConfig,
    await builtInlineHashes(hostingSuite().distDir),
  );
});

/** The address a browser shows for a path it was served (dot segments resolved). */
const addressOf = (path: string) => new URL(`http://site${path}`).pathname;
/** The page the router shows at an address, as a page names itself ("es/faq"). */
const routerPage = (path: string) => pageKey(matchPage(routablePath(addressOf(path))));
const shorten = (path: string) =>
  path.length > 44 ? `${path.slice(0, 24)}… (${path.length})` : path;

const rulesOf = (ids: HostRuleId[]): HostRule[] => ids.map((id) => HOST_RULES[id]);

function expectSiteAnswer(hop: Hop, label: string) {
  const { status, headers } = hop.answer;
  expect(status, label).toBeLessThan(500);
  for (const [name, value] of Object.entries(expectedSecurityHeaders)) {
    expect(headers.get(name), `${name} on ${label}`).toBe(value);
  }
}

/** Never a stack trace, a directory listing or markup from the URL, whatever answered. */
function expectNothingLeaked(hop: Hop, label: string) {
  expect(hop.answer.body, label).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(hop.answer.body, label).not.toMatch(/Index of \/|<a href="[^"]*\/">[^<]*\/<\/a>/i);
  expect(hop.answer.body, label).not.toMatch(/<script>alert|<img src=x|<svg onload/i);
}

describe.each(URL_TABLE.map((c): [string, UrlCase] => [shorten(c.path), c]))("%s", (_, urlCase) => {
  it.each(HOST_IDS)("on %s", async (hostId) => {
    const expected = urlCase.expected[hostId];
    const cells = seen.get(urlCase.path) ?? {};
    seen.set(urlCase.path, cells);
    if ("notSent" in expected) {
      cells[hostId] = "not sent";
      return;
    }
    const hops = await followRedirects(hosts[hostId], urlCase.path);
    cells[hostId] = describeHops(hops);
    const label = `${shorten(urlCase.path)} on ${HOST_NAMES[hostId]}`;
    expect(describeHops(hops), label).toBe(expected.answer);

    const rules = rulesOf(expected.rules);
    for (const hop of hops) {
      expectNothingLeaked(hop, label);
      if (!rules.some((rule) => rule.notASiteAnswer)) expectSiteAnswer(hop, label);
    }
    const final = hops.at(-1)!;
    const served = pageOf(final.answer.body);
    if (!urlCase.raw && served && !rules.some((rule) => rule.routerReadsOtherPage)) {
      expect(routerPage(final.path), `the router's page for ${label}`).toBe(served);
    }
  });
});

describe("the URL table", () => {
  /** Every (host, rule) the table and the contract runs name. */
  const namedRules = (): [HostId, HostRuleId, string][] => [
    ...URL_TABLE.flatMap(({ path, expected }) =>
      HOST_IDS.flatMap((hostId) => {
        const e = expected[hostId];
        return ("notSent" in e ? [e.notSent] : e.rules).map((id): [HostId, HostRuleId, string] => [
          hostId,
          id,
          path,
        ]);
      }),
    ),
    ...HOST_IDS.flatMap((hostId) =>
      Object.values(HOST_CONTRACT_OPTIONS[hostId])
        .filter((value): value is HostRuleId => typeof value === "string")
        .map((id): [HostId, HostRuleId, string] => [hostId, id, "the contract"]),
    ),
  ];

  it("tags every answer that differs from the others with a rule for that host", () => {
    for (const { path, every, expected } of URL_TABLE) {
      for (const hostId of HOST_IDS) {
        const e = expected[hostId];
        const differs = "notSent" in e || e.answer !== every;
        if (differs) expect("notSent" in e || e.rules.length > 0, `${hostId}, ${path}`).toBe(true);
      }
    }
    for (const [hostId, id, where] of namedRules()) {
      expect(HOST_RULES[id].hosts, `${id} on ${hostId}, ${where}`).toContain(hostId);
    }
  });

  it("uses every documented host rule", () => {
    const used = new Set(namedRules().map(([, id]) => id));
    expect([...used].sort()).toEqual(Object.keys(HOST_RULES).sort());
  });

  it("ends every path a visitor can send on its page, on every host unless a rule says why", () => {
    for (const { path, page, raw, every } of URL_TABLE) {
      expect(every.endsWith(` ${page}`), path).toBe(true);
      if (!raw) expect(routerPage(path), `the router's reading of ${path}`).toBe(page);
    }
  });

  it("holds every URL the browser suite opens, with the page and status it expects there", () => {
    for (const { path, shows, status, landsOn } of BROWSER_URL_CASES) {
      const url = new URL(`http://site${path}`);
      const sent = url.pathname + url.search;
      const tableCase = URL_TABLE.find((c) => c.path === sent);
      expect(tableCase, `${shorten(path)} (sent as ${shorten(sent)})`).toBeDefined();
      expect(tableCase!.page, path).toBe(shows);
      // The browser suite runs against the preview server.
      const preview = tableCase!.expected.preview;
      const finalHop = "answer" in preview ? preview.answer.split(" → ").at(-1)! : "";
      expect(status, `${path} on the preview server`).toContain(Number(finalHop.split(" ")[0]));
      if (landsOn)
        expect(preview, path).toMatchObject({
          answer: expect.stringContaining(`301 ${landsOn} → `),
        });
    }
  });
});

afterAll(() => {
  const header = ["path", "router", ...HOST_IDS.map((id) => HOST_NAMES[id])];
  const lines = URL_TABLE.map(({ path, raw }) => [
    shorten(path),
    raw ? "(raw only)" : routerPage(path),
    ...HOST_IDS.map((id) => seen.get(path)?.[id] ?? "(not run)"),
  ]);
  const table = [header, header.map(() => "---"), ...lines]
    .map((cells) => `| ${cells.join(" | ")} |`)
    .join("\n");
  process.stdout.write(`\nURL table (what each host answered):\n${table}\n`);
});
