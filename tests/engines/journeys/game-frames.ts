import { expect } from "vitest";
import { HYDRATED_MARK } from "../../../src/lib/hydration";
import { OVERLAY_EARLY_SLACK_MS, OVERLAY_LATE_SLACK_MS } from "../../e2e/overlay-timing";
import type { Driver } from "../driver";
import { PROBE_GLOBAL, type ProbeGameTimes } from "../page-probe";
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

/** Timers never fire early, but the page clock may be coarsened by a millisecond or so. */
const CLOCK_GRAIN_MS = 5;
/** Page loads the answering-host journey may take to see the frame load before the time-out. */
const DECISIVE_ATTEMPTS = 3;

/** What the page recorded of its game (the probe's record) and of itself, in page time. */
interface GameRecord extends ProbeGameTimes {
  /** The hydration mark's time. */
  hydratedAt: number;
  /** The slot's own mark of its frame's creation (`data-started`). */
  startedAt: number;
  /** Frames in the game section; on the whole page. */
  sectionFrames: number;
  pageFrames: number;
}

export function readGameRecord(page: Driver, section: string): Promise<GameRecord> {
  return page.evaluate(
    function gameRecord(probeName, s, mark) {
      const probe = (window as unknown as Record<string, { game: ProbeGameTimes } | undefined>)[
        probeName
      ];
      return {
        ...probe?.game,
        hydratedAt: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
        startedAt: Number(
          document.querySelector(`#${s} [data-game-slot]`)?.getAttribute("data-started") ??
            Number.NaN,
        ),
        sectionFrames: document.querySelectorAll(`#${s} iframe`).length,
        pageFrames: document.querySelectorAll("iframe").length,
      };
    },
    PROBE_GLOBAL,
    section,
    HYDRATED_MARK,
  );
}

/** Waits until the probe saw the overlay go for good (hidden or removed). */
function overlayGone(page: Driver, section: string, timeout: number): Promise<GameRecord> {
  return page
    .waitForWithin(
      timeout,
      `the "${en.game.loading}" overlay to go`,
      (probeName) => {
        const probe = (window as unknown as Record<string, { game: ProbeGameTimes } | undefined>)[
          probeName
        ];
        return probe?.game.hiddenAt !== undefined;
      },
      PROBE_GLOBAL,
    )
    .then(() => readGameRecord(page, section));
}

/** The requests the frame made to the game host's path. */
export const requestsFor = (requests: readonly string[], hostPath: string) =>
  requests.filter((url) => new URL(url, "http://host").pathname === hostPath);

/** The frame was created before the page hydrated, once: hydration kept it. */
function expectFrameFromBeforeHydration(record: GameRecord) {
  expect(record.frameAt, "a frame in the slot").toBeDefined();
  expect(
    record.frameAt!,
    `frame created ${Math.round(record.hydratedAt - record.frameAt!)} ms before hydration`,
  ).toBeLessThan(record.hydratedAt);
  // A frame started anew (by the app) would carry a later mark.
  expect(record.startedAt, "the slot's frame is the one created before hydration").toBeLessThan(
    record.hydratedAt,
  );
  expect(record.sectionFrames, "one frame").toBe(1);
}

const silentHost = (game: Game): Journey => ({
  name: `${game.name}: with the game host silent, the frame comes before hydration and the overlay goes ${GAME_OVERLAY_TIMEOUT_MS} ms after it`,
  gameHost: "hold",
  async run({ page, gameHost }) {
    await page.open(game.path);
    const record = await overlayGone(
      page,
      game.section,
      GAME_OVERLAY_TIMEOUT_MS + OVERLAY_LATE_SLACK_MS + 1000,
    );
    expect(record.shownAtFrame, "overlay up when the frame came").toBe(true);
    expectFrameFromBeforeHydration(record);
    // Its time counts from the frame's creation, whether or not the page had hydrated by then
    // (see tests/e2e/overlay-timing.ts for the margins).
    const after = record.hiddenAt! - record.frameAt!;
    expect(after, "ms from the frame's creation").toBeGreaterThanOrEqual(
      GAME_OVERLAY_TIMEOUT_MS - OVERLAY_EARLY_SLACK_MS,
    );
    expect(after, "ms from the frame's creation").toBeLessThanOrEqual(
      GAME_OVERLAY_TIMEOUT_MS + OVERLAY_LATE_SLACK_MS,
    );
    expect(record.loadedAt, "the silent host's frame never loaded").toBeUndefined();
    expect(requestsFor(gameHost.requests, game.hostPath), "the frame asked the host").toHaveLength(
      1,
    );
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
    // The overlay goes at the frame's load, before its time-out could have: on a loaded machine
    // the frame may load only after the time-out, when the two causes cannot be told apart: the
    // page is loaded again (a few times at most) rather than the journey passing or failing on
    // a guess.
    let record: GameRecord | undefined;
    for (let attempt = 1; attempt <= DECISIVE_ATTEMPTS; attempt++) {
      gameHost.requests.length = 0;
      // A query on later loads, so the same address is a new load.
      await page.open(`${game.path}${attempt > 1 ? `?load=${attempt}` : ""}`);
      record = await overlayGone(
        page,
        game.section,
        GAME_OVERLAY_TIMEOUT_MS + OVERLAY_LATE_SLACK_MS,
      );
      if (record.loadedAt! - record.frameAt! < GAME_OVERLAY_TIMEOUT_MS - CLOCK_GRAIN_MS) break;
    }
    const { frameAt = 0, loadedAt, hiddenAt = 0, shownAtFrame } = record!;
    expect(loadedAt, "the frame loaded").toBeDefined();
    expect(
      loadedAt! - frameAt,
      `ms from the frame's creation to its load (the last of ${DECISIVE_ATTEMPTS} loads)`,
    ).toBeLessThan(GAME_OVERLAY_TIMEOUT_MS - CLOCK_GRAIN_MS);
    expect(shownAtFrame, "overlay up when the frame came").toBe(true);
    // Hidden by the load itself (the slot's mark), in the same moment.
    expect(hiddenAt - loadedAt!, "ms from the load to the overlay going").toBeLessThanOrEqual(
      CLOCK_GRAIN_MS,
    );
    expectFrameFromBeforeHydration(record!);
    expect(
      requestsFor(gameHost.requests, game.hostPath),
      "the host answered the frame",
    ).toHaveLength(1);

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
