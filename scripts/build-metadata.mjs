// Where a build keeps what only the build and its tests read: beside the published folder, never
// in it, so no host can serve it. Vite writes its manifest into the build folder (`.vite/`); the
// build moves it here once the prerender has read it.
import { mkdir, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

const VITE_METADATA_DIR = ".vite";
const MANIFEST_FILE = "manifest.json";

/** `dist` → `dist-meta`, beside it: one per build folder, so parallel builds never share it. */
export function buildMetadataDir(outDir) {
  return join(dirname(outDir), `${basename(outDir)}-meta`);
}

/** Vite's manifest, as written by Vite into the build folder (read by the prerender). */
export function viteManifestInBuild(outDir) {
  return join(outDir, VITE_METADATA_DIR, MANIFEST_FILE);
}

/** Vite's manifest once the build is done (read by the byte tests). */
export function buildManifestFile(outDir) {
  return join(buildMetadataDir(outDir), MANIFEST_FILE);
}

/** Moves Vite's metadata out of the build folder. */
export async function moveBuildMetadata(outDir) {
  const target = buildMetadataDir(outDir);
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await rename(viteManifestInBuild(outDir), buildManifestFile(outDir));
  await rm(join(outDir, VITE_METADATA_DIR), { recursive: true });
}
