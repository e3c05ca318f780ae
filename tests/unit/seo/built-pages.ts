import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { DEFAULT_LANGUAGE } from "@/features/languages/languages";
import { pageKey, type PageId } from "@/lib/routes";
import { PAGE_ROUTES, buildPages, type BuiltFile } from "@/server/build-pages";

/** The source template, as the build fills it (Vitest runs from the project root). */
export const template = readFileSync(resolve("index.html"), "utf8");

export const parseHtml = (html: string) => new DOMParser().parseFromString(html, "text/html");

/** Rendering all pages in every language takes a few seconds, much longer on a busy machine. */
export const RENDER_TIMEOUT_MS = 120_000;

/** Every page's prerendered file in every language, as the build writes it, by `pageKey`. */
export async function buildAllPageFiles(): Promise<Map<string, BuiltFile>> {
  const files = await buildPages(template);
  return new Map(PAGE_ROUTES.map((route, i) => [pageKey(route), files[i]]));
}

/** Every English page's prerendered file, by page. */
export async function buildPageFiles(): Promise<Map<PageId, BuiltFile>> {
  const all = await buildAllPageFiles();
  const english = PAGE_ROUTES.filter((route) => route.language === DEFAULT_LANGUAGE);
  return new Map(english.map((route) => [route.page, all.get(pageKey(route))!]));
}

/** Every page in every language, parsed, by `pageKey` ("faq", "es/faq"). */
export async function buildAllDocuments(): Promise<Map<string, Document>> {
  const files = await buildAllPageFiles();
  return new Map([...files].map(([key, file]) => [key, parseHtml(file.contents)]));
}

/** Every page's prerendered HTML, parsed: what a crawler or link preview fetches. */
export async function buildDocuments(): Promise<Map<PageId, Document>> {
  const files = await buildPageFiles();
  return new Map([...files].map(([id, file]) => [id, parseHtml(file.contents)]));
}

/** Meta tags by `name` or `property` (Open Graph uses `property`). */
export function metaTags(doc: Document, key: string): Element[] {
  return [...doc.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)];
}

/** The content of the one meta tag with this key; fails if there are none or several. */
export function metaContent(doc: Document, key: string): string | null {
  const tags = metaTags(doc, key);
  if (tags.length !== 1) throw new Error(`${tags.length} meta tags named ${key}`);
  return tags[0].getAttribute("content");
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(file);
  if (png.toString("latin1", 1, 4) !== "PNG") throw new Error(`${file} is not a PNG`);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
