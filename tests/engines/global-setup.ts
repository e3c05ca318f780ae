/**
 * One build for both engines' files (two identical builds at once took two cores for about
 * half a minute), its game frames pointing at the game host router (game-host-router.ts), which
 * hands each engine's requests to that engine's own stub. Removed when the suite ends.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import { buildMetadataDir } from "../../scripts/build-metadata.mjs";
import { startGameHostRouter } from "./game-host-router";
import { GAME_PATHS, TEST_GAME_PARAMS } from "./site-under-test";

const run = promisify(execFile);

/** The build folder and the metadata folder the build writes beside it (`<folder>-meta`). */
async function removeBuild(distDir: string): Promise<void> {
  await rm(distDir, { recursive: true, force: true });
  await rm(buildMetadataDir(distDir), { recursive: true, force: true });
}

export default async function setup(project: TestProject) {
  const router = await startGameHostRouter();
  const distDir = await mkdtemp(join(tmpdir(), "tidy-time-engines-"));
  try {
    await run(process.execPath, ["scripts/build.mjs", "--quiet"], {
      cwd: fileURLToPath(new URL("../..", import.meta.url)),
      env: {
        ...process.env,
        DIST_DIR: distDir,
        VITE_GAME_URL: `${router.origin}${GAME_PATHS.tidyTime}`,
        VITE_GAME_KEY: TEST_GAME_PARAMS.key,
        VITE_GAME_VALUE: TEST_GAME_PARAMS.value,
        VITE_CHARLIE_GAME_URL: `${router.origin}${GAME_PATHS.charlie}`,
      },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    await router.close();
    await removeBuild(distDir);
    throw new Error(`Could not build the site under test: ${String(error)}`, { cause: error });
  }
  project.provide("engines", { distDir, gameOrigin: router.origin });
  return async () => {
    await router.close();
    await removeBuild(distDir);
    if (router.unroutable.length) {
      throw new Error(
        `The game host router could not tell which engine asked for:\n  ${router.unroutable.join("\n  ")}`,
      );
    }
  };
}
