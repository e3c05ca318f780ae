import { readFileSync } from "node:fs";
import { request } from "node:http";
import { gzipSync } from "node:zlib";
import type { BuildManifest } from "@/server/page-assets";
import { buildManifestFile } from "../../../scripts/build-metadata.mjs";

/** Vite's manifest of a finished build, kept beside the build folder (never published). */
export function readManifest(distDir: string): BuildManifest {
  return JSON.parse(readFileSync(buildManifestFile(distDir), "utf8")) as BuildManifest;
}

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * Root-relative paths (no leading slash) of the modules a page loads: those its boot script
 * lists (`data-modules`, fetched after first paint), and any module script or modulepreload.
 */
export function referencedModules(html: string): string[] {
  const refs: string[] = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const modules = /\bdata-modules="([^"]+)"/.exec(tag)?.[1];
    if (modules) refs.push(...modules.split(" "));
    const isModuleScript = tag.startsWith("<script") && /\btype="module"/.test(tag);
    const isModulePreload = tag.startsWith("<link") && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isModulePreload) && url) refs.push(url);
  }
  return refs.map((url) => url.replace(/^\//, ""));
}

/**
 * Everything a page loads before interaction: the modules its HTML names plus, transitively,
 * their static imports (dynamic imports load later, on navigation).
 */
export function initialJs(html: string, manifest: BuildManifest): Set<string> {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const key = keyOfFile.get(file);
    if (key === undefined) throw new Error(`${file} is not in the build manifest`);
    for (const imported of manifest[key].imports ?? []) visit(manifest[imported].file);
  };
  for (const file of referencedModules(html)) visit(file);
  return files;
}

/** Every URL a page's markup makes the browser fetch by itself, with the tag that asks for it. */
export function fetchedUrls(html: string): { tag: string; url: string }[] {
  const found: { tag: string; url: string }[] = [];
  for (const element of html.match(/<(?:script|link|img|iframe|source)\b[^>]*>/g) ?? []) {
    // Never fetched: the page's own address and its other languages'.
    if (/^<link\b/.test(element) && /\brel="(?:canonical|alternate)"/.test(element)) continue;
    const url = /\b(?:src|href)="([^"]*)"/.exec(element)?.[1];
    if (url !== undefined) found.push({ tag: /^<(\w+)/.exec(element)![1], url });
  }
  return found;
}

/** Absolute or protocol-relative: another host, as far as a static page is concerned. */
export const isExternal = (url: string) => /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(url);

/**
 * How many bytes a server sends for a URL, asked as a browser asks (gzip accepted): the status
 * line and headers as written, and the body as sent.
 */
export function rawResponseBytes(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
      // Each name is followed by ": " and each value by the line's CRLF.
      const head = res.rawHeaders.reduce(
        (sum, text) => sum + text.length + 2,
        `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length,
      );
      let body = 0;
      res.on("data", (chunk: Buffer) => (body += chunk.length));
      res.on("end", () => resolve(head + body));
    });
    req.on("error", reject);
    req.end();
  });
}
