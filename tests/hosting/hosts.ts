/**
 * The hosts the suite checks, each answering a request for a raw path: the three real servers
 * and the preview server over HTTP, and Netlify's published rules in-process.
 */
import type { PageId } from "@/lib/routes";
import { hostingSuite } from "./hosting-suite";
import { loadNetlifyRules, type NetlifyRules } from "./netlify-rules";
import { rawRequest, type Answer, type RequestOptions } from "./raw-http";

export type HostId = "preview" | "nginx" | "cloudflare" | "netlify" | "netlifyDev";

export interface Host {
  id: HostId;
  /** For test names and the URL table. */
  name: string;
  /** One request, redirects not followed. */
  request(path: string, options?: RequestOptions): Promise<Answer>;
}

export const HOST_NAMES: Record<HostId, string> = {
  preview: "preview server",
  nginx: "nginx",
  cloudflare: "Cloudflare Pages (wrangler)",
  netlify: "Netlify rules",
  netlifyDev: "netlify dev",
};

function httpHost(id: HostId, origin: string): Host {
  return {
    id,
    name: HOST_NAMES[id],
    request: (path, options) => rawRequest(origin, path, options),
  };
}

export function httpHosts(): Record<Exclude<HostId, "netlify">, Host> {
  const suite = hostingSuite();
  return {
    preview: httpHost("preview", suite.preview.origin),
    nginx: httpHost("nginx", suite.nginx.origin),
    cloudflare: httpHost("cloudflare", suite.cloudflare.origin),
    netlifyDev: httpHost("netlifyDev", suite.netlifyDev.origin),
  };
}

let netlifyRules: Promise<NetlifyRules> | undefined;

/** Netlify's parsers and redirect engine over the suite's build (loaded once per file). */
export function loadSuiteNetlifyRules(): Promise<NetlifyRules> {
  const { toolsDir, distDir } = hostingSuite();
  netlifyRules ??= loadNetlifyRules(toolsDir, distDir);
  return netlifyRules;
}

/** Netlify's rules as a host: GET only, the way Netlify's documentation and code decide it. */
export function netlifyRulesHost(): Host {
  return {
    id: "netlify",
    name: HOST_NAMES.netlify,
    request: async (path, options) => {
      if (options?.method && options.method !== "GET") {
        throw new Error(`${HOST_NAMES.netlify} model only GET requests, not ${options.method}.`);
      }
      return (await loadSuiteNetlifyRules()).answer(path);
    },
  };
}

/** The page a prerendered document is (its root's data-page), if it is one. */
export function pageOf(body: string): PageId | undefined {
  return /<div id="root" data-page="([^"]+)">/.exec(body)?.[1] as PageId | undefined;
}

export interface Hop {
  path: string;
  answer: Answer;
}

const MAX_REDIRECTS = 5;

/** Requests `path` and follows same-site redirects, as a browser would. */
export async function followRedirects(host: Host, path: string): Promise<Hop[]> {
  const hops: Hop[] = [];
  let next: string | undefined = path;
  while (next !== undefined && hops.length <= MAX_REDIRECTS) {
    const answer = await host.request(next);
    hops.push({ path: next, answer });
    const location = answer.status >= 300 && answer.status < 400 && answer.headers.get("location");
    // Followed only within the site: a browser would take `//x` or a URL to another host, and
    // the hop's description shows where it was sent.
    next = location && /^\/(?!\/)/.test(location) ? location : undefined;
  }
  return hops;
}

/** A hop chain as the URL table shows it: `301 /faq → 200 faq`, `404 notFound`. */
export function describeHops(hops: Hop[]): string {
  return hops
    .map(({ answer }) => {
      const location = answer.headers.get("location");
      if (answer.status >= 300 && answer.status < 400) return `${answer.status} ${location}`;
      return `${answer.status} ${pageOf(answer.body) ?? "(no page)"}`;
    })
    .join(" → ");
}
