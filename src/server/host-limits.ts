/**
 * What each host takes from the generated files, counted the way its own parser counts, so the
 * build stops instead of shipping rules a host would drop without a word on the site (only in
 * its deploy log). deploy/README.md gives the counts for this site.
 */

/**
 * Cloudflare Pages (developers.cloudflare.com/pages/configuration/headers and /redirects, and
 * workers-shared's parseHeaders and parseRedirects, which wrangler and Pages run).
 */
export const CLOUDFLARE_PAGES_LIMITS = {
  /** `_headers` rules applied: the rest of the file is skipped. */
  headerRules: 100,
  headerLineChars: 2_000,
  /** Rules without a splat or placeholder, up to the first rule that has one. */
  staticRedirects: 2_000,
  /** Every rule from the first with a splat or placeholder on, valid or not. */
  dynamicRedirects: 100,
  redirectLineChars: 1_000,
} as const;

/**
 * Netlify documents no count for `_headers`; for `_redirects`, it advises splats and
 * placeholders from 10,000 rules on, and may fail a deploy whose rules serialise too large
 * (docs.netlify.com/routing/redirects).
 */
export const NETLIFY_LIMITS = { redirects: 10_000 } as const;

/**
 * nginx reads its configuration through a 4 KB buffer and refuses a parameter that does not fit
 * ("too long parameter": NGX_CONF_BUFFER in ngx_conf_file.c), such as a long header value.
 */
export const NGINX_LIMITS = { parameterBytes: 4_096 } as const;

export interface RuleCounts {
  headerRules: number;
  staticRedirects: number;
  dynamicRedirects: number;
}

const ruleLines = (text: string) =>
  text.split("\n").filter((line) => line.trim() !== "" && !line.trimStart().startsWith("#"));

/** A `_headers` rule starts at a path line; a redirect is dynamic with a splat or placeholder. */
const isPattern = (path: string) => /\*|:[A-Za-z]\w*/.test(path);

export function countRules(headers: string, redirects: string): RuleCounts {
  let dynamic = false;
  const counts = { headerRules: 0, staticRedirects: 0, dynamicRedirects: 0 };
  counts.headerRules = ruleLines(headers).filter((line) => line.startsWith("/")).length;
  for (const line of ruleLines(redirects)) {
    dynamic ||= isPattern(line.trim().split(/\s+/)[0]);
    if (dynamic) counts.dynamicRedirects += 1;
    else counts.staticRedirects += 1;
  }
  return counts;
}

/**
 * What Cloudflare Pages would drop from these files, one line per problem (none when they fit).
 * Pages compiles each path's splat and placeholders into named groups, so a path with two
 * splats, or a placeholder twice, is skipped without a warning.
 */
export function cloudflareProblems(headers: string, redirects: string): string[] {
  const limits = CLOUDFLARE_PAGES_LIMITS;
  const counts = countRules(headers, redirects);
  const problems: string[] = [];
  if (counts.headerRules > limits.headerRules) {
    problems.push(`_headers has ${counts.headerRules} rules; Pages applies ${limits.headerRules}.`);
  }
  if (counts.staticRedirects > limits.staticRedirects) {
    problems.push(
      `_redirects has ${counts.staticRedirects} static rules (${limits.staticRedirects}).`,
    );
  }
  if (counts.dynamicRedirects > limits.dynamicRedirects) {
    problems.push(
      `_redirects has ${counts.dynamicRedirects} dynamic rules (${limits.dynamicRedirects}).`,
    );
  }
  const paths = [
    ...ruleLines(headers).filter((line) => line.startsWith("/")),
    ...ruleLines(redirects).map((line) => line.trim().split(/\s+/)[0]),
  ];
  for (const path of paths) {
    const placeholders = path.match(/:[A-Za-z]\w*/g) ?? [];
    if ((path.match(/\*/g) ?? []).length > 1 || new Set(placeholders).size < placeholders.length) {
      problems.push(`${path}: Pages takes one splat and each placeholder once.`);
    }
  }
  for (const [file, text, max] of [
    ["_headers", headers, limits.headerLineChars],
    ["_redirects", redirects, limits.redirectLineChars],
  ] as const) {
    const long = text.split("\n").filter((line) => line.length > max);
    if (long.length > 0) problems.push(`${file} has ${long.length} lines over ${max} characters.`);
  }
  return problems;
}

/** What Netlify advises against or nginx refuses in these files (none when they fit). */
export function netlifyAndNginxProblems(redirects: string, nginxConf: string): string[] {
  const problems: string[] = [];
  const redirectRules = ruleLines(redirects).length;
  if (redirectRules >= NETLIFY_LIMITS.redirects) {
    problems.push(`_redirects has ${redirectRules} rules; Netlify advises patterns from 10,000.`);
  }
  const tooLong = (nginxConf.match(/"(?:[^"\\]|\\.)*"|\S+/g) ?? []).filter(
    (token) => new TextEncoder().encode(token).length >= NGINX_LIMITS.parameterBytes,
  );
  if (tooLong.length > 0) {
    problems.push(`nginx.conf has ${tooLong.length} parameters over nginx's 4 KB buffer.`);
  }
  return problems;
}
