// Writes every page's static HTML, and the files generated from the site config (sitemap,
// robots, host configuration), into the client build folder.
import { readFileSync } from "node:fs";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { viteManifestInBuild } from "./build-metadata.mjs";

/** @returns {Promise<string[]>} the paths written, relative to the working directory */
export async function prerender(outDir, ssrOutDir) {
  const server = await import(pathToFileURL(join(ssrOutDir, "entry-server.js")).href);
  const template = await readFile(join(outDir, "index.html"), "utf8");
  const manifest = JSON.parse(await readFile(viteManifestInBuild(outDir), "utf8"));

  const build = { manifest, readAsset: (file) => readFileSync(join(outDir, file), "utf8") };
  const assets = (await readdir(join(outDir, "assets"))).sort().map((name) => `/assets/${name}`);
  const pages = await server.buildPages(template, build);
  // The Content-Security-Policy allows exactly the inline elements the pages were written with.
  const files = [...pages, ...server.buildSiteFiles(await server.inlineHashes(pages), assets)];
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
