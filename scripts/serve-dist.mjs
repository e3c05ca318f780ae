// Serves a build folder the way a static host does: canonical URLs without a trailing slash,
// each route's prerendered index.html, the nearest 404.html with status 404 for anything else
// (`es/404.html` in the Spanish folder, as Cloudflare Pages finds it), long-lived caching for
// hashed assets, and the headers of a Netlify-style `_headers` file when present.
// Used by `npm run preview`, the Playwright suite and the Lighthouse benchmark. No dependencies.
//
//   node scripts/serve-dist.mjs            # DIST_DIR (default dist), PORT (4173), HOST (127.0.0.1)
//   import { startServer } from "./serve-dist.mjs"; const { url, close } = await startServer({ dir });
import { readdir, readFile, realpath, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

/** Text types worth compressing, as a CDN would. */
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".map",
  ".xml",
  ".txt",
  ".webmanifest",
]);

/** Host configuration files that live in the build folder but are never served. */
const HIDDEN_FILES = new Set(["_headers", "_redirects"]);

const DEFAULTS = { dir: "dist", port: 4173, host: "127.0.0.1" };
const MAX_PATH_LENGTH = 2048;
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Parses a Netlify / Cloudflare Pages `_headers` file: a path pattern at column 0, followed by
 * indented `Name: value` lines (and `! Name` to drop a header set by an earlier rule).
 * @returns {{ pattern: RegExp, set: [string, string][], unset: string[] }[]}
 */
function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === "" || raw.trim().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: patternToRegExp(raw.trim()), set: [], unset: [] };
      rules.push(current);
      continue;
    }
    if (!current) continue;
    const line = raw.trim();
    if (line.startsWith("!")) {
      current.unset.push(line.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    current.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** `/*` matches everything, `/assets/*` everything below it, `:name` one path segment. */
function patternToRegExp(pattern) {
  // A rule may name a full URL (https://host/path); only its path matters here.
  const path = pattern.replace(/^https?:\/\/[^/]+/, "");
  const source = path
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === "*") return ".*";
      if (part.startsWith(":")) return "[^/]+";
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}$`);
}

/** The headers the `_headers` rules give a path. Repeated names are joined with ", ". */
function headersFor(rules, pathname) {
  const out = new Map();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const name of rule.unset) out.delete(name);
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const previous = out.get(key);
      out.set(key, previous ? { name, value: `${previous.value}, ${value}` } : { name, value });
    }
  }
  return out;
}

/** Segments back to an encoded absolute path: always one leading slash, never `//host`. */
function toPath(segments) {
  return `/${segments.map(encodeURIComponent).join("/")}`;
}

async function statOrNull(path) {
  try {
    return await stat(path);
  } catch {
    return null;
  }
}

/**
 * The file inside `root` for these path segments, matched with exact case (so `/FAQ` is not
 * `/faq` even on a case-insensitive disk) and never outside `root` (symlinks included).
 */
async function resolveInside(root, segments) {
  let dir = root;
  for (const segment of segments) {
    let names;
    try {
      names = await readdir(dir);
    } catch {
      return null;
    }
    if (!names.includes(segment)) return null;
    dir = join(dir, segment);
  }
  let real;
  try {
    real = await realpath(dir);
  } catch {
    return null;
  }
  if (real !== root && !real.startsWith(root + sep)) return null;
  const info = await statOrNull(real);
  return info ? { path: real, info } : null;
}

function decodeOrAsWritten(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The not-found page for a path: the 404.html nearest it up its folders, as Cloudflare Pages
 * looks for it (`es/404.html` for `/es/nope` and `/es/faq/nope`), else the root's. The folders
 * are read as the router reads them: slash runs as one, and each segment decoded where it can
 * be (`/es/%zz` is still in `es`); a folder is only looked into if it exists, in exact case.
 */
async function notFoundPage(root, rawPath) {
  const segments =
    rawPath.length > MAX_PATH_LENGTH
      ? []
      : rawPath.split("/").filter(Boolean).map(decodeOrAsWritten);
  // `/es/nope` is in `es`; `/es/nope/` in `es/nope`.
  const folders = rawPath.endsWith("/") ? segments : segments.slice(0, -1);
  let nearest = await resolveInside(root, ["404.html"]);
  for (let depth = 1; depth <= folders.length; depth++) {
    const folder = folders.slice(0, depth);
    if (!(await resolveInside(root, folder))?.info.isDirectory()) break;
    const page = await resolveInside(root, [...folder, "404.html"]);
    if (page?.info.isFile()) nearest = page;
  }
  return nearest?.info.isFile() ? nearest : null;
}

/**
 * Decides what a path is: a file to serve, a redirect to its canonical form, or not found.
 * @returns {Promise<{ kind: "file", path: string, info: import("node:fs").Stats } | { kind: "redirect", location: string } | { kind: "missing" }>}
 */
async function route(root, rawPath) {
  const missing = { kind: "missing" };
  if (rawPath.length > MAX_PATH_LENGTH) return missing;
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return missing; // malformed percent-encoding
  }
  if (!pathname.startsWith("/") || /[\0\\]/.test(pathname)) return missing;

  // Runs of slashes (`//faq`, `/faq//`) count as one, as nginx's merge_slashes has it, and such a
  // URL is redirected to its canonical spelling; so is a page's path spelled with escapes
  // (`/fa%71`), as nginx does.
  const merged = pathname.replace(/\/{2,}/g, "/");
  const canonicalLocation = (segments) =>
    merged === pathname ? null : { kind: "redirect", location: toPath(segments) };
  const canonicalPageLocation = (segments) =>
    rawPath === toPath(segments) ? null : { kind: "redirect", location: toPath(segments) };
  const trailingSlash = merged.length > 1 && merged.endsWith("/");
  const segments = merged.slice(1, trailingSlash ? -1 : undefined).split("/");
  if (merged === "/") segments.length = 0;
  // Dot segments and dotfiles (`.vite`, `..`) are never pages.
  if (segments.some((s) => s.startsWith("."))) return missing;
  if (segments.length > 0 && HIDDEN_FILES.has(segments.at(-1))) return missing;

  // `/index.html` and `/faq/index.html`, or without `.html`, are the same pages as `/` and `/faq`.
  if (["index.html", "index"].includes(segments.at(-1)) && !trailingSlash) {
    const folder = segments.slice(0, -1);
    const found = await resolveInside(root, [...folder, "index.html"]);
    if (!found?.info.isFile()) return missing;
    return { kind: "redirect", location: toPath(folder) };
  }

  const found = await resolveInside(root, segments);
  if (!found) return missing;
  if (found.info.isDirectory()) {
    const index = await resolveInside(root, [...segments, "index.html"]);
    if (!index?.info.isFile()) return missing; // never a directory listing
    if (trailingSlash) return { kind: "redirect", location: toPath(segments) };
    return canonicalPageLocation(segments) ?? { kind: "file", path: index.path, info: index.info };
  }
  if (trailingSlash || !found.info.isFile()) return missing;
  return canonicalLocation(segments) ?? { kind: "file", ...found };
}

/**
 * Starts the server. Port 0 picks a free port.
 * @param {{ dir?: string, port?: number, host?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startServer({
  dir = DEFAULTS.dir,
  port = DEFAULTS.port,
  host = DEFAULTS.host,
} = {}) {
  let root;
  try {
    root = await realpath(resolve(dir));
  } catch {
    throw new Error(
      `Nothing to serve: ${resolve(dir)} does not exist. Run \`npm run build\` first.`,
    );
  }
  if (!(await statOrNull(root))?.isDirectory()) throw new Error(`${root} is not a folder.`);

  /** Compressed bodies, keyed by path, size and modification time. */
  const gzipCache = new Map();

  async function loadHeaderRules() {
    try {
      return parseHeadersFile(await readFile(join(root, "_headers"), "utf8"));
    } catch {
      return [];
    }
  }

  async function handle(req, res) {
    // Read on every request: the folder may be rebuilt while the server runs.
    const rules = await loadHeaderRules();
    // Split by hand: `new URL("//faq", base)` would read `faq` as a host name.
    const requestTarget = req.url ?? "/";
    const queryAt = requestTarget.indexOf("?");
    const rawPath = queryAt < 0 ? requestTarget : requestTarget.slice(0, queryAt);
    const search = queryAt < 0 ? "" : requestTarget.slice(queryAt);

    const send = (status, headers, body) => {
      const merged = { ...headers };
      for (const { name, value } of headersFor(rules, rawPath).values()) {
        // As Cloudflare Pages does, a 404 keeps the server's own Cache-Control: a pattern such as
        // `/assets/:file` must not make a missing bundle's answer immutable.
        if (status === 404 && name.toLowerCase() === "cache-control") continue;
        for (const key of Object.keys(merged))
          if (key.toLowerCase() === name.toLowerCase()) delete merged[key];
        merged[name] = value;
      }
      res.writeHead(status, merged);
      res.end(req.method === "HEAD" ? undefined : body);
    };

    if (req.method !== "GET" && req.method !== "HEAD") {
      send(
        405,
        { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
        "Method Not Allowed\n",
      );
      return;
    }

    const target = await route(root, rawPath);
    if (target.kind === "redirect") {
      const location = `${target.location}${search}`;
      send(
        301,
        { Location: location, "Content-Type": "text/plain; charset=utf-8" },
        `Moved to ${location}\n`,
      );
      return;
    }

    let status = 200;
    let file = target.kind === "file" ? target : null;
    if (!file) {
      status = 404;
      const notFound = await notFoundPage(root, rawPath);
      if (!notFound) {
        send(
          404,
          { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
          "Not Found\n",
        );
        return;
      }
      file = notFound;
    }

    const ext = extname(file.path).toLowerCase();
    const headers = {
      "Content-Type": CONTENT_TYPES[ext] ?? "application/octet-stream",
      "X-Content-Type-Options": "nosniff",
    };
    const underAssets = rawPath.startsWith("/assets/") && status === 200;
    headers["Cache-Control"] = underAssets ? IMMUTABLE : "no-cache";

    const etag = `W/"${file.info.size.toString(16)}-${Math.floor(file.info.mtimeMs).toString(16)}"`;
    if (status === 200) {
      headers.ETag = etag;
      headers["Last-Modified"] = file.info.mtime.toUTCString();
      if (req.headers["if-none-match"] === etag) {
        send(304, { ETag: etag, "Cache-Control": headers["Cache-Control"] }, undefined);
        return;
      }
    }

    let body = await readFile(file.path);
    if (COMPRESSIBLE.has(ext)) {
      headers.Vary = "Accept-Encoding";
      if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) && body.length > 1024) {
        const key = `${file.path}:${etag}`;
        let zipped = gzipCache.get(key);
        if (!zipped) {
          zipped = gzipSync(body);
          gzipCache.set(key, zipped);
        }
        body = zipped;
        headers["Content-Encoding"] = "gzip";
      }
    }
    headers["Content-Length"] = String(body.length);
    send(status, headers, body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`serve-dist: ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error\n");
    });
  });

  await new Promise((resolveListen, rejectListen) => {
    server.once("error", rejectListen);
    server.listen(port, host, () => {
      server.off("error", rejectListen);
      resolveListen();
    });
  });

  const address = server.address();
  const shownHost = host.includes(":") ? `[${host}]` : host;
  const url = `http://${shownHost}:${typeof address === "object" && address ? address.port : port}`;
  return {
    url,
    close: () =>
      new Promise((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

const invokedDirectly =
  process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (invokedDirectly) {
  const dir = process.env.DIST_DIR || DEFAULTS.dir;
  const port = Number(process.env.PORT || DEFAULTS.port);
  const host = process.env.HOST || DEFAULTS.host;
  try {
    const { url, close } = await startServer({ dir, port, host });
    console.log(`Serving ${resolve(dir)} at ${url}`);
    const stop = () => close().then(() => process.exit(0));
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  } catch (error) {
    const message =
      error?.code === "EADDRINUSE"
        ? `Port ${port} on ${host} is already in use; set PORT.`
        : error.message;
    console.error(`serve-dist: ${message}`);
    process.exit(1);
  }
}
