import { readdir } from "node:fs/promises";
import { relative } from "node:path";

/** Every file in a build folder, as paths relative to it with `/` separators, sorted. */
export async function publishedFiles(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(distDir, `${entry.parentPath}/${entry.name}`).split("\\").join("/"))
    .sort();
}
