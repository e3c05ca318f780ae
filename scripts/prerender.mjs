// Writes every page's static HTML, and the files generated from the site config (sitemap,
// robots, host configuration), into the client build folder.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";

/** @returns {Promise<string[]>} the paths written, relative to the working directory */
export async function prerender(outDir, ssrOutDir) {
  const server = await import(pathToFileURL(join(ssrOutDir, "entry-server.js")).href);
  const template = await readFile(join(outDir, "index.html"), "utf8");
  const manifest = JSON.parse(await readFile(join(outDir, ".vite", "manifest.json"), "utf8"));

  const files = [...(await server.buildPages(template, manifest)), ...server.buildSiteFiles()];
  const written = [];
  for (const file of files) {
    // deploy/… is server configuration: beside the build folder, never inside what is served.
    const target = file.path.startsWith("deploy/")
      ? join(dirname(outDir), file.path)
      : join(outDir, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.contents);
    written.push(relative(process.cwd(), target));
  }
  return written;
}
