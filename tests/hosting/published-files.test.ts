/**
 * The published folder holds only what visitors fetch: every language's pages and share cards,
 * the hashed assets, the files from public/, the crawler files and the host configuration the
 * hosts read.
 * Build metadata (Vite's manifest) is kept beside it, where no host serves it; every other
 * published file is served by every host.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/features/languages/languages";
import { PAGE_IDS, languageRoot, pageOutputFile } from "@/lib/routes";
import { SHARE_IMAGE_FILES } from "@/lib/structured-data";
import { buildHostFiles } from "@/server/host-files";
import type { BuildManifest } from "@/server/page-assets";
import { buildSeoFiles } from "@/server/seo-files";
import { hostingSuite } from "./hosting-suite";
import { httpHosts, netlifyRulesHost } from "./hosts";
import { publishedFiles } from "./published-files";

const HOST_CONFIG_FILES = buildHostFiles()
  .map((file) => file.path)
  .filter((path) => !path.startsWith("deploy/"));

async function viteManifest(): Promise<BuildManifest> {
  const text = await readFile(join(hostingSuite().metadataDir, "manifest.json"), "utf8");
  return JSON.parse(text) as BuildManifest;
}

describe("the published folder", () => {
  it("holds pages, share cards, hashed assets, public/ files, crawler files and host config, nothing else", async () => {
    const manifest = await viteManifest();
    const assets = new Set(
      Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
    );
    const expected = new Set([
      // Every page in every language, each language's not-found page included.
      ...LANGUAGES.flatMap((language) => PAGE_IDS.map((id) => pageOutputFile(id, language))),
      // Each language's share cards, in its folder (English's at the root).
      ...LANGUAGES.flatMap((language) =>
        Object.values(SHARE_IMAGE_FILES).map((file) =>
          `${languageRoot(language)}/${file}`.slice(1),
        ),
      ),
      ...(await readdir("public")),
      ...buildSeoFiles().map((file) => file.path),
      ...HOST_CONFIG_FILES,
    ]);
    const unexpected = (await publishedFiles(hostingSuite().distDir)).filter(
      (file) => !expected.has(file) && !(file.startsWith("assets/") && assets.has(file)),
    );
    expect(unexpected).toEqual([]);
  });

  it("keeps the build manifest beside it, not in it", async () => {
    const published = await publishedFiles(hostingSuite().distDir);
    expect(published.filter((file) => /(^|\/)\.|manifest\.json$|\.map$/.test(file))).toEqual([]);
    expect(Object.keys(await viteManifest()).length).toBeGreaterThan(0);
  });

  it("serves every published file but the host config on every host", async () => {
    const hosts = [...Object.values(httpHosts()), netlifyRulesHost()];
    const files = (await publishedFiles(hostingSuite().distDir)).filter(
      (file) => !file.endsWith(".html") && !HOST_CONFIG_FILES.includes(file),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const host of hosts) {
      for (const file of files) {
        expect((await host.request(`/${file}`)).status, `/${file} on ${host.name}`).toBe(200);
      }
    }
  });
});
