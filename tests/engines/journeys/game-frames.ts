import { expect } from "vitest";
import { HYDRATED_MARK } from "../../../src/lib/hydration";
import { OVERLAY_LATE_SLACK_MS } from "../../e2e/overlay-timing";
import type { Driver } from "../driver";
import { GAME_PATHS, TEST_GAME_PARAMS } from "../site-under-test";
import { GAME_FRAME_ASPECT, GAME_OVERLAY_TIMEOUT_MS, ROUTES, SECTION_IDS, en } from "../texts";
import type { Journey } from "./journey";

/** The two pages with an embedded game. */
const GAMES = [
  {
    name: "home",
    path: ROUTES.home,
    section: SECTION_IDS.game,
    hostPath: GAME_PATHS.tidyTime,
    params: true,
  },
  {
    name: "Charlie",
    path: ROUTES.charlie,
    section: SECTION_IDS.charlieGame,
    hostPath: GAME_PATHS.charlie,
    params: false,
  },
] as const;
type Game = (typeof GAMES)[number];

const LOADING_GAME = en.game.loading;

/** Timers never fire early, but the page clock may be coarsened by a millisecond or so. */
const CLOCK_GRAIN_MS = 5;
/** Page loads the answering-host journey may take to see the frame load before the time-out. */
const DECISIVE_ATTEMPTS = 3;

interface OverlayRecord {
  /** Page time (ms since navigation start) of the hydration mark. */
  hydratedAt: number;
  /**
   * When the first of the page's own scripts had arrived: the overlay's timer cannot have
   * started earlier. (It starts when the game's slice hydrates, which on a loaded machine can
   * be several hundred ms before the page-wide hydration mark, set when the last slice is in.)
   */
  codeAt: number;
  /** When the watch started, and whether the overlay was still up then. */
  watchedAt: number;
  shownAtWatch: boolean;
  /** When the overlay left the page (0 while it is up). */
  goneAt: number;
}

/**
 * Starts recording, in page time, when the section's "Loading game" overlay goes. The page's
 * own clock is used so that the round trips to the browser do not blur the timing.
 */
function watchOverlay(page: Driver, game: Game): Promise<OverlayRecord> {
  return page.evaluate(
    function watch(section, text, mark) {
      const overlay = () =>
        [...document.querySelectorAll(`#${section} [role="status"]`)].some((el) =>
          el.textContent?.includes(text),
        );
      const record = {
        hydratedAt: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
        codeAt: Math.min(
          ...performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).origin === location.origin)
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
        ),
        watchedAt: performance.now(),
        shownAtWatch: overlay(),
        goneAt: 0,
      };
      (window as unknown as { __enginesOverlay: typeof record }).__enginesOverlay = record;
      const root = document.getElementById(section);
      if (record.shownAtWatch && root) {
        const observer = new MutationObserver(() => {
          if (overlay()) return;
          record.goneAt = performance.now();
          observer.disconnect();
        });
        observer.observe(root, { childList: true, subtree: true, characterData: true });
      }
      return record;
    },
    game.section,
    LOADING_GAME,
    HYDRATED_MARK,
  );
}

function overlayGone(page: Driver, timeout: number): Promise<OverlayRecord> {
  return page.waitForWithin(timeout, `the "${LOADING_GAME}" overlay to go`, () => {
    const record = (window as unknown as { __enginesOverlay: OverlayRecord }).__enginesOverlay;
    return record.goneAt > 0 ? record : null;
  });
}

/** The requests the frame made to the game host's path. */
const requestsFor = (requests: readonly string[], game: Game) =>
  requests.filter((url) => new URL(url, "http://host").pathname === game.hostPath);

const silentHost = (game: Game): Journey => ({
  name: `${game.name}: with the game host silent, the overlay goes by the ${GAME_OVERLAY_TIMEOUT_MS} ms time-out`,
  gameHost: "hold",
  async run({ page, gameHost }) {
    // Opened at the game section so the (lazy) frame is on screen and asks the host.
    await page.open(`${game.path}#${game.section}`);
    const watch = await watchOverlay(page, game);
    expect(
      watch.shownAtWatch,
      `overlay up when the page became interactive (watched ${Math.round(watch.watchedAt - watch.hydratedAt)} ms later)`,
    ).toBe(true);
    const record = await overlayGone(page, GAME_OVERLAY_TIMEOUT_MS + OVERLAY_LATE_SLACK_MS + 1000);
    // The timer ran its full time: it cannot have started before the page's code arrived...
    expect(
      record.goneAt - record.codeAt,
      "ms after the first script arrived",
    ).toBeGreaterThanOrEqual(GAME_OVERLAY_TIMEOUT_MS - CLOCK_GRAIN_MS);
    // ...and nothing keeps the overlay up long after the page became interactive.
    expect(record.goneAt - record.hydratedAt, "ms after hydration").toBeLessThanOrEqual(
      GAME_OVERLAY_TIMEOUT_MS + OVERLAY_LATE_SLACK_MS,
    );
    expect(requestsFor(gameHost.requests, game), "the frame asked the host").toHaveLength(1);
    const frameShown = await page.evaluate(function frameShown(s) {
      return (document.querySelector(`#${s} iframe`)?.getClientRects().length ?? 0) > 0;
    }, game.section);
    expect(frameShown, "the empty frame stays for the player to retry").toBe(true);
  },
});

interface FrameFacts {
  width: number;
  height: number;
  src: string;
  allow: string;
  title: string;
}

const answeringHost = (game: Game): Journey => ({
  name: `${game.name}: the overlay goes when the frame loads; the frame is 16:9 with its parameters`,
  async run({ page, gameHost }) {
    // Gone before the time-out could have fired (its timer cannot start before the code
    // arrived): the frame's load event hid it. On a loaded machine the frame may load only
    // after that moment, when the two causes cannot be told apart: the page is loaded again
    // (a few times at most) rather than the journey passing or failing on a guess.
    let goneAfterCode = Number.POSITIVE_INFINITY;
    for (let attempt = 1; attempt <= DECISIVE_ATTEMPTS; attempt++) {
      gameHost.requests.length = 0;
      // A query on later loads, so the same address is a new load, not a move to its fragment.
      const query = attempt > 1 ? `?load=${attempt}` : "";
      await page.open(`${game.path}${query}#${game.section}`);
      const watch = await watchOverlay(page, game);
      const goneBy = watch.shownAtWatch
        ? (await overlayGone(page, GAME_OVERLAY_TIMEOUT_MS + OVERLAY_LATE_SLACK_MS)).goneAt
        : watch.watchedAt;
      goneAfterCode = goneBy - watch.codeAt;
      if (goneAfterCode < GAME_OVERLAY_TIMEOUT_MS - CLOCK_GRAIN_MS) break;
    }
    expect(
      goneAfterCode,
      `ms after the first script arrived (the last of ${DECISIVE_ATTEMPTS} loads)`,
    ).toBeLessThan(GAME_OVERLAY_TIMEOUT_MS - CLOCK_GRAIN_MS);
    expect(requestsFor(gameHost.requests, game), "the host answered the frame").toHaveLength(1);

    const frame = await page.evaluate(function frameFacts(s): FrameFacts {
      const iframe = document.querySelector(`#${s} iframe`);
      const box = iframe?.getBoundingClientRect();
      return {
        width: box?.width ?? 0,
        height: box?.height ?? 0,
        src: iframe?.getAttribute("src") ?? "",
        allow: iframe?.getAttribute("allow") ?? "",
        title: iframe?.getAttribute("title") ?? "",
      };
    }, game.section);
    expect(frame.width).toBeGreaterThan(200);
    const expectedHeight = (frame.width * GAME_FRAME_ASPECT.height) / GAME_FRAME_ASPECT.width;
    expect(
      Math.abs(frame.height - expectedHeight),
      `frame ${frame.width}×${frame.height}`,
    ).toBeLessThanOrEqual(1);
    const features = frame.allow.split(";").map((feature) => feature.trim().split(/\s+/)[0]);
    expect(features).toEqual(expect.arrayContaining(["fullscreen", "autoplay", "encrypted-media"]));
    expect(frame.title).toMatch(/\S/);
    const src = new URL(frame.src);
    expect(src.origin, "another origin: the game host").toBe(gameHost.origin);
    expect(src.pathname).toBe(game.hostPath);
    if (game.params) {
      expect(src.searchParams.get("key")).toBe(TEST_GAME_PARAMS.key);
      expect(src.searchParams.get("value")).toBe(TEST_GAME_PARAMS.value);
    }
  },
});

export const gameFrameJourneys: Journey[] = GAMES.flatMap((game) => [
  silentHost(game),
  answeringHost(game),
]);
