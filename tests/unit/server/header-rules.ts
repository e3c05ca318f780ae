/**
 * A `_headers` file read the way each host reads it, written here from the hosts' own code (the
 * hosting suite runs that code itself): which blocks a path matches, and the headers it gets.
 */

export interface HeaderRule {
  path: string;
  headers: [string, string][];
}

export type HeaderHost = "cloudflare" | "netlify";
export const HEADER_HOSTS: HeaderHost[] = ["cloudflare", "netlify"];

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

/**
 * Cloudflare Pages (workers-shared's rules engine): `*` is any run of characters, `:name` one
 * segment, the rest as written; the whole path, in case.
 * Netlify (@netlify/headers-parser's forRegExp): segment by segment, a lone `*` segment also
 * takes the slash before it, `:name` is one segment; any case, a trailing slash optional.
 */
export function hostPattern(host: HeaderHost, path: string): RegExp {
  if (host === "cloudflare") {
    const source = path
      .split(/(\*|:[A-Za-z]\w*)/)
      .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : escape(part)))
      .join("");
    return new RegExp(`^${source}$`);
  }
  const parts = path
    .split("/")
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "[^/]+";
      if (part === "*") return "?.*";
      // As Netlify's parser does: a `*` inside a segment leaves the rest of it unescaped.
      return part.includes("*") ? part.replaceAll("*", ".*") : escape(part);
    });
  return new RegExp(`^/${parts.join("/")}/?$`, "i");
}

const compiled = new Map<string, RegExp>();

export function rulesFor(host: HeaderHost, rules: HeaderRule[], path: string): HeaderRule[] {
  return rules.filter((rule) => {
    const key = `${host} ${rule.path}`;
    if (!compiled.has(key)) compiled.set(key, hostPattern(host, rule.path));
    return compiled.get(key)!.test(path);
  });
}

/** Both hosts apply every matching block; a header two blocks set is joined with ", ". */
export function headersFor(
  host: HeaderHost,
  rules: HeaderRule[],
  path: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rulesFor(host, rules, path)) {
    for (const [name, value] of rule.headers) {
      out[name] = out[name] ? `${out[name]}, ${value}` : value;
    }
  }
  return out;
}

/** How many matching blocks set each header, by lower-case name. */
export function timesSet(host: HeaderHost, rules: HeaderRule[], path: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const rule of rulesFor(host, rules, path)) {
    for (const [name] of rule.headers) {
      counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
    }
  }
  return counts;
}
