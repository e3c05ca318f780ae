// After `vite build` and the SSR build: writes every page's static HTML and the files generated
// from the site config (sitemap, robots, host configuration) into dist/.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "dist");
const ssrDir = join(root, "dist-ssr");

const { buildPages, buildSiteFiles } = await import(join(ssrDir, "entry-server.js"));
const template = await readFile(join(dist, "index.html"), "utf8");
const manifest = JSON.parse(await readFile(join(dist, ".vite", "manifest.json"), "utf8"));

for (const file of [...(await buildPages(template, manifest)), ...buildSiteFiles()]) {
  const target = join(dist, file.path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, file.contents);
  console.log(`wrote dist/${file.path}`);
}

await rm(ssrDir, { recursive: true, force: true });
