/**
 * What the journeys run against: a production build whose game frames point at the local game
 * host stub (as scripts/bench.mjs builds it), served with the production headers and watched
 * for problems (page-watch.ts).
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { buildMetadataDir } from "../../scripts/build-metadata.mjs";
import { startGameHostStub, type GameHostStub } from "./game-host-stub";
import { startWatchedSite, type WatchedSite } from "./page-watch";

/** The frame URL's `key` and `value` the test build is given, so the journeys can look for them. */
export const TEST_GAME_PARAMS = { key: "engines-key", value: "engines-value" } as const;

/** Where each game frame points in the test build (both on the stub's origin). */
export const GAME_PATHS = { tidyTime: "/play/", charlie: "/charlie-the-steak/" } as const;

export interface SiteUnderTest {
  /** The watched site's origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  site: WatchedSite;
  gameHost: GameHostStub;
  close(): Promise<void>;
}

const run = promisify(execFile);

/** The build folder and the metadata folder the build writes beside it (`<folder>-meta`). */
async function removeBuild(distDir: string): Promise<void> {
  await rm(distDir, { recursive: true, force: true });
  await rm(buildMetadataDir(distDir), { recursive: true, force: true });
}

export async function startSiteUnderTest(): Promise<SiteUnderTest> {
  const gameHost = await startGameHostStub();
  const distDir = await mkdtemp(join(tmpdir(), "tidy-time-engines-"));
  let site: WatchedSite | undefined;
  try {
    await run(process.execPath, ["scripts/build.mjs", "--quiet"], {
      cwd: fileURLToPath(new URL("../..", import.meta.url)),
      env: {
        ...process.env,
        DIST_DIR: distDir,
        VITE_GAME_URL: `${gameHost.origin}${GAME_PATHS.tidyTime}`,
        VITE_GAME_KEY: TEST_GAME_PARAMS.key,
        VITE_GAME_VALUE: TEST_GAME_PARAMS.value,
        VITE_CHARLIE_GAME_URL: `${gameHost.origin}${GAME_PATHS.charlie}`,
      },
      maxBuffer: 16 * 1024 * 1024,
    });
    site = await startWatchedSite(distDir);
  } catch (error) {
    await gameHost.close();
    await removeBuild(distDir);
    throw new Error(`Could not build and serve the site under test: ${String(error)}`, {
      cause: error,
    });
  }
  const watched = site;
  return {
    origin: watched.origin,
    site: watched,
    gameHost,
    close: async () => {
      await watched.close();
      await gameHost.close();
      await removeBuild(distDir);
    },
  };
}
