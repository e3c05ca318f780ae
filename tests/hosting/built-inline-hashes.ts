/**
 * The CSP hash sources a host must allow for a build, read from the built pages themselves
 * (not from the code that wrote the policy), so a policy that drifts from the pages fails.
 */
import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import type { InlineHashes } from "@/server/page-assets";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** Inline `<script>` elements without src or type (JSON-LD is data, not script) and `<style>`s. */
export function pageInlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)];
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
  return { scripts: scripts.map((m) => hash(m[1])), styles: styles.map((m) => hash(m[1])) };
}

/**
 * The hashes of every built page's inline elements, each once: the boot script, the game pages' frame starter, and each
 * page's own inline stylesheet (the rules its markup needs; the same in every language).
 */
export async function builtInlineHashes(distDir: string): Promise<InlineHashes> {
  const files = (await readdir(distDir, { recursive: true })).filter((f) => f.endsWith(".html"));
  const pages = await Promise.all(files.map((file) => readFile(join(distDir, file), "utf8")));
  const all = pages.map(pageInlineHashes);
  const distinct = (lists: string[][]) => [...new Set(lists.flat())].sort();
  return {
    scripts: distinct(all.map((page) => page.scripts)),
    styles: distinct(all.map((page) => page.styles)),
  };
}

/** Whether the policy's hashes allow every inline element of a page, and it has them. */
export function allowedInline(page: InlineHashes, policy: InlineHashes): boolean {
  const within = (own: string[], allowed: string[]) =>
    own.length > 0 && own.every((hash) => allowed.includes(hash));
  return within(page.scripts, policy.scripts) && within(page.styles, policy.styles);
}
