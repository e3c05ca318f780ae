/**
 * What the journeys run against: the suite's one production build (global-setup.ts), its game
 * frames on a local origin as scripts/bench.mjs builds it (the router's, which passes them on to
 * this file's own game host stub), served with the production headers and watched for problems
 * (page-watch.ts).
 */
import { inject } from "vitest";
import { routeGameHost } from "./game-host-router";
import { startGameHostStub, type GameHostStub } from "./game-host-stub";
import { startWatchedSite, type WatchedSite } from "./page-watch";

/** The frame URL's `key` and `value` the test build is given, so the journeys can look for them. */
export const TEST_GAME_PARAMS = { key: "engines-key", value: "engines-value" } as const;

/** Where each game frame points in the test build (both on the stub's origin). */
export const GAME_PATHS = { tidyTime: "/play/", charlie: "/charlie-the-steak/" } as const;

declare module "vitest" {
  export interface ProvidedContext {
    /** The build, and the game origin (the router's) built into it. */
    engines: { distDir: string; gameOrigin: string };
  }
}

export interface SiteUnderTest {
  /** The watched site's origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  site: WatchedSite;
  gameHost: GameHostStub;
  close(): Promise<void>;
}

export async function startSiteUnderTest(): Promise<SiteUnderTest> {
  const { distDir, gameOrigin } = inject("engines");
  const gameHost = await startGameHostStub(gameOrigin);
  let site: WatchedSite | undefined;
  let unroute: () => Promise<void>;
  try {
    site = await startWatchedSite(distDir);
    unroute = await routeGameHost(gameOrigin, site.origin, gameHost.serverOrigin);
  } catch (error) {
    await site?.close();
    await gameHost.close();
    throw new Error(`Could not serve the site under test: ${String(error)}`, { cause: error });
  }
  const watched = site;
  return {
    origin: watched.origin,
    site: watched,
    gameHost,
    close: async () => {
      await unroute();
      await watched.close();
      await gameHost.close();
    },
  };
}
