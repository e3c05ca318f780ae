/**
 * The CSP hash sources a host must allow for a build, read from the built pages themselves
 * (not from the code that wrote the policy), so a policy that drifts from the pages fails.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { InlineHashes } from "@/server/page-assets";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** Inline `<script>` elements without src or type (JSON-LD is data, not script) and `<style>`s. */
export function pageInlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)];
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
  return { scripts: scripts.map((m) => hash(m[1])), styles: styles.map((m) => hash(m[1])) };
}

/** The hashes of the built home page; every page carries the same inline style and script. */
export async function builtInlineHashes(distDir: string): Promise<InlineHashes> {
  return pageInlineHashes(await readFile(join(distDir, "index.html"), "utf8"));
}
