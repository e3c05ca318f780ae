/**
 * What Netlify answers for a path, decided by Netlify's own published code: the `_headers` and
 * `_redirects` parsers (@netlify/headers-parser, @netlify/redirect-parser, which Netlify's build
 * runs) and its redirect engine (netlify-redirector, libredirect compiled to WebAssembly, which
 * netlify-cli runs). Around them, Netlify's documented serving rules
 * (docs.netlify.com/routing/redirects/rewrites-proxies/#shadowing):
 * - a rule does not apply where a file exists at the path, unless forced (`!`), so the file is
 *   served: "shadowing";
 * - a path finds its file as netlify-cli's static lookup does: the path itself, then `.html`,
 *   then `/index.html` (a trailing slash: `<path>.html`, `<path>/index.html`), resolved inside
 *   the publish folder, a run of slashes counting as one (netlify dev serves `//faq` the FAQ);
 * - otherwise the first matching rule applies (a 3xx answers with its target, keeping the
 *   query; a 200 or 404 serves its target's file with that status: `/es/* /es/404.html 404` is
 *   a folder's own not-found page), and anything else is 404 with `404.html`;
 * - headers: every `_headers` block whose pattern matches the path (case-insensitive, trailing
 *   slash optional, as the parser's own `forRegExp` reads it); without a Cache-Control from
 *   them, Netlify's default, which has browsers revalidate
 *   (docs.netlify.com/build/caching/caching-overview).
 * Paths reach the engine decoded, as netlify-cli sends them. A path that cannot be decoded is
 * looked up as written (assumed: Netlify does not document it, and netlify-cli crashes on it).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, posix } from "node:path";
import { pathToFileURL } from "node:url";
import type { Answer } from "./raw-http";
import { publishedFiles } from "./published-files";

export interface NetlifyHeaderRule {
  for: string;
  forRegExp: RegExp;
  values: Record<string, string>;
}

export interface NetlifyRedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  query: Record<string, string>;
  conditions: Record<string, unknown>;
}

interface RedirectorMatch {
  to: string;
  status: number;
  force: boolean;
}

interface Redirector {
  match(request: Record<string, unknown>): RedirectorMatch | null;
}

export interface NetlifyRules {
  headerRules: NetlifyHeaderRule[];
  headerErrors: Error[];
  redirectRules: NetlifyRedirectRule[];
  redirectErrors: Error[];
  /** The answer Netlify gives a GET of `target` (path and query, as sent). */
  answer(target: string): Promise<Answer>;
  /** The `_headers` blocks that match a path. */
  headerRulesFor(path: string): NetlifyHeaderRule[];
}

const NETLIFY_DEFAULT_CACHE_CONTROL = "public,max-age=0,must-revalidate";

function decodeOrAsWritten(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** netlify-cli's lookup (utils/proxy.js, getStatic and alternativePathsFor). */
function staticLookup(files: Set<string>, requested: string): string | undefined {
  const path = requested.replace(/\/{2,}/g, "/");
  const candidates = [path];
  if (path.endsWith("/")) {
    if (path !== "/") candidates.push(`${path.slice(0, -1)}.html`);
    candidates.push(`${path}index.html`);
  } else if (!/\.(html?|png|jpg|js|css|svg|gif|ico|woff|woff2)$/.test(path)) {
    candidates.push(`${path}.html`, `${path}/index.html`);
  }
  // Resolved against the publish folder as a path on disk, never outside it.
  return candidates
    .map((candidate) => posix.resolve("/publish", candidate.slice(1)))
    .filter((resolved) => resolved.startsWith("/publish/"))
    .map((resolved) => resolved.slice("/publish".length))
    .find((file) => files.has(file));
}

export async function loadNetlifyRules(toolsDir: string, distDir: string): Promise<NetlifyRules> {
  const require = createRequire(join(toolsDir, "package.json"));
  const load = (name: string) => import(pathToFileURL(require.resolve(name)).href);
  const { parseAllHeaders } = await load("@netlify/headers-parser");
  const { parseAllRedirects } = await load("@netlify/redirect-parser");
  const redirector = require("netlify-redirector") as {
    parseJSON(json: string, options: object): Promise<Redirector>;
  };

  const headers = await parseAllHeaders({
    headersFiles: [join(distDir, "_headers")],
    configHeaders: [],
    minimal: false,
  });
  const redirects = await parseAllRedirects({
    redirectsFiles: [join(distDir, "_redirects")],
    configRedirects: [],
    minimal: false,
  });
  const headerRules = headers.headers as NetlifyHeaderRule[];
  const redirectRules = redirects.redirects as NetlifyRedirectRule[];
  // The engine's own field names, as netlify-cli hands them over (utils/redirects.js).
  const engineRules = redirectRules.map(({ from, query, ...rule }) => ({
    ...rule,
    origin: from,
    params: query,
  }));
  const engine = await redirector.parseJSON(JSON.stringify(engineRules), {});
  const files = new Set((await publishedFiles(distDir)).map((file) => `/${file}`));

  const headerRulesFor = (path: string) => headerRules.filter((rule) => rule.forRegExp.test(path));

  const serve = async (path: string, status: number, file: string): Promise<Answer> => {
    const answer = new Headers();
    for (const rule of headerRulesFor(path)) {
      for (const [name, value] of Object.entries(rule.values)) answer.append(name, value);
    }
    if (!answer.has("cache-control")) answer.set("cache-control", NETLIFY_DEFAULT_CACHE_CONTROL);
    return { status, headers: answer, body: await readFile(join(distDir, file), "utf8") };
  };

  async function answer(target: string): Promise<Answer> {
    const queryAt = target.indexOf("?");
    const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
    const query = queryAt < 0 ? "" : target.slice(queryAt + 1);
    const path = decodeOrAsWritten(rawPath);
    const match = engine.match({
      scheme: "https",
      host: "tidytime.example",
      path,
      query,
      headers: {},
      cookieValues: {},
      getHeader: () => "",
      getCookie: () => "",
    });
    const file = staticLookup(files, path);
    if (file && !match?.force) return serve(rawPath, 200, file);
    if (match && match.status >= 300 && match.status < 400) {
      const location = `${match.to}${query && !match.to.includes("?") ? `?${query}` : ""}`;
      return { status: match.status, headers: new Headers({ Location: location }), body: "" };
    }
    const rewritten = match && staticLookup(files, match.to);
    if (rewritten) return serve(rawPath, match.status, rewritten);
    return serve(rawPath, 404, "/404.html");
  }

  return {
    headerRules,
    headerErrors: headers.errors,
    redirectRules,
    redirectErrors: redirects.errors,
    answer,
    headerRulesFor,
  };
}
