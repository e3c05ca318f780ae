import { expect } from "vitest";
import type { Driver } from "../driver";
import type { GameHostStub } from "../game-host-stub";
import { ROUTES, SECTION_IDS, en } from "../texts";
import { BOTH_SIZES, type Journey } from "./journey";
import { tabTo } from "./page-state";

/** The two pages with an embedded game. */
const GAMES = [
  { name: "home", path: ROUTES.home, section: SECTION_IDS.game },
  { name: "Charlie", path: ROUTES.charlie, section: SECTION_IDS.charlieGame },
] as const;
type Game = (typeof GAMES)[number];

/** The game view's buttons and hint, and the loading overlay's words. */
const gameViewText = en.game;

const viewOf = (game: Game) => `#${game.section} [data-game-view]`;
/** The Fullscreen button: the one button of the section outside the view. */
const buttonOf = (game: Game) => `#${game.section} button:not([data-game-view] *)`;

/** What a player would find changed on the page once the view has closed again. */
interface PageState {
  scroll: [number, number];
  view: string | null;
  inert: number;
  dialogs: number;
  rootOverflow: string;
}

function readState(page: Driver, game: Game): Promise<PageState> {
  return page.evaluate(function state(selector) {
    return {
      scroll: [window.scrollX, window.scrollY] as [number, number],
      view: document.querySelector(selector)?.getAttribute("data-game-view") ?? null,
      inert: document.querySelectorAll("[inert]").length,
      dialogs: document.querySelectorAll('[role="dialog"]').length,
      rootOverflow: getComputedStyle(document.documentElement).overflow,
    };
  }, viewOf(game));
}

interface OpenView {
  mode: string | null;
  /** Which element the browser shows fullscreen: the view, something else, or nothing. */
  fullscreen: "view" | "other" | null;
  label: string | null;
  frameTitle: string | null;
  focus: string;
  box: { x: number; y: number; width: number; height: number };
  viewport: { width: number; height: number };
  /** What is under the middle of the game frame. */
  hitAtFrame: string | null;
  /** The page around the view, out of reach of keyboard, pointer and screen readers. */
  outsideInert: Record<string, boolean>;
  rootOverflow: string;
  hintShown: boolean;
}

function readOpenView(page: Driver, game: Game): Promise<OpenView> {
  return page.evaluate(
    function openView(viewSelector, buttonSelector, hint) {
      const view = document.querySelector(viewSelector) as HTMLElement;
      const frame = view.querySelector("iframe");
      const current =
        document.fullscreenElement ??
        (document as Document & { webkitFullscreenElement?: Element | null })
          .webkitFullscreenElement ??
        null;
      const box = view.getBoundingClientRect();
      const frameBox = frame?.getBoundingClientRect();
      const hit = frameBox
        ? document.elementFromPoint(
            frameBox.left + frameBox.width / 2,
            frameBox.top + frameBox.height / 2,
          )
        : null;
      const isInert = (selector: string) => !!document.querySelector(selector)?.closest("[inert]");
      const hintElement = [...view.querySelectorAll("p")].find((p) => p.textContent === hint);
      return {
        mode: view.getAttribute("data-game-view"),
        fullscreen: current === view ? "view" : current ? "other" : null,
        label: view.getAttribute("aria-label"),
        frameTitle: frame?.getAttribute("title") ?? null,
        focus: view.contains(document.activeElement)
          ? (document.activeElement?.textContent?.trim() ?? "")
          : `outside the view: ${document.activeElement?.tagName}`,
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
        viewport: { width: window.innerWidth, height: window.innerHeight },
        hitAtFrame: hit?.tagName ?? null,
        outsideInert: {
          header: isInert("header"),
          footer: isInert("footer"),
          "Fullscreen button": isInert(buttonSelector),
        },
        rootOverflow: getComputedStyle(document.documentElement).overflow,
        hintShown: !!hintElement && hintElement.getClientRects().length > 0,
      } satisfies OpenView;
    },
    viewOf(game),
    buttonOf(game),
    gameViewText.turnSideways,
  );
}

const waitForMode = (page: Driver, game: Game, mode: string) =>
  page.waitFor(
    `the game view to be "${mode}"`,
    (selector, wanted) =>
      document.querySelector(selector)?.getAttribute("data-game-view") === wanted,
    viewOf(game),
    mode,
  );

/** The game loaded, its Fullscreen button at rest on screen, the frame marked. */
async function readyToPlay(page: Driver, game: Game, gameHost: GameHostStub) {
  await page.open(`${game.path}#${game.section}`);
  await page.waitFor(
    `the "${gameViewText.loading}" overlay to go`,
    (section, text) =>
      ![...document.querySelectorAll(`#${section} [role="status"]`)].some((status) =>
        status.textContent?.includes(text),
      ),
    game.section,
    gameViewText.loading,
  );
  await page.centre(buttonOf(game));
  expect(
    await page.evaluate(function label(s) {
      return document.querySelector(s)?.textContent?.trim();
    }, buttonOf(game)),
  ).toBe(gameViewText.fullscreen);
  await page.evaluate(function markFrame(s) {
    (document.querySelector(`${s} iframe`) as unknown as Record<string, boolean>).__kept = true;
  }, viewOf(game));
  return { before: await readState(page, game), frameRequests: gameHost.requests.length };
}

/** The page as it was before the view opened, focus on the button, the same game running. */
async function expectPageAsBefore(
  page: Driver,
  game: Game,
  gameHost: GameHostStub,
  ready: Awaited<ReturnType<typeof readyToPlay>>,
) {
  await waitForMode(page, game, "inline");
  expect(await readState(page, game)).toEqual(ready.before);
  expect(
    await page.evaluate(function focused(s) {
      return document.activeElement === document.querySelector(s);
    }, buttonOf(game)),
    "focus back on the Fullscreen button",
  ).toBe(true);
  const kept = await page.evaluate(function frameKept(s) {
    return (document.querySelector(`${s} iframe`) as unknown as Record<string, boolean>).__kept;
  }, viewOf(game));
  expect(kept, "the same frame element").toBe(true);
  expect(gameHost.requests, "the frame was not loaded again").toHaveLength(ready.frameRequests);
}

function expectModal(open: OpenView, wayOut: string) {
  expect(open.label, "the open view is a dialog named after the game").toBe(open.frameTitle);
  expect(open.focus, "focus on the way out").toBe(wayOut);
  expect(open.outsideInert).toEqual({ header: true, footer: true, "Fullscreen button": true });
  expect(open.hitAtFrame, "the game frame is what the player sees").toBe("IFRAME");
  expect(open.rootOverflow, "the page behind does not scroll").toBe("hidden");
}

const fullscreen = (game: Game): Journey => ({
  name: `${game.name}: Fullscreen shows the game fullscreen; its Exit button and Escape give the page back`,
  async run({ page, gameHost }) {
    const ready = await readyToPlay(page, game, gameHost);
    await page.step("click Fullscreen", async () => {
      await page.click(buttonOf(game));
      await waitForMode(page, game, "fullscreen");
      const open = await readOpenView(page, game);
      expect(open.fullscreen, "the browser shows the view fullscreen").toBe("view");
      expectModal(open, gameViewText.exitFullscreen);
    });
    await page.step("click Exit fullscreen", async () => {
      await page.click(`${viewOf(game)} button`);
      await expectPageAsBefore(page, game, gameHost, ready);
      expect((await readOpenView(page, game)).fullscreen, "fullscreen left").toBeNull();
    });
    await page.step("Enter on Fullscreen, then Escape", async () => {
      await page.press("Enter");
      await waitForMode(page, game, "fullscreen");
      // The browser's own way out: it leaves fullscreen, and the page follows.
      await page.press("Escape");
      await expectPageAsBefore(page, game, gameHost, ready);
      expect((await readOpenView(page, game)).fullscreen, "fullscreen left").toBeNull();
    });
  },
});

/** Removes the Fullscreen API from the page, as iPhone Safari has it for video only. */
function withoutFullscreenApi(page: Driver) {
  return page.evaluate(function removeFullscreenApi() {
    const element = Element.prototype as unknown as Record<string, unknown>;
    delete element.requestFullscreen;
    delete element.webkitRequestFullscreen;
    for (const name of ["fullscreenEnabled", "webkitFullscreenEnabled"]) {
      Object.defineProperty(Document.prototype, name, { configurable: true, get: () => false });
    }
  });
}

const theater = (game: Game): Journey => ({
  name: `${game.name}: without element fullscreen (as on an iPhone) the button opens a theater view; Escape and Close close it`,
  sizes: BOTH_SIZES,
  async run({ page, gameHost }) {
    const ready = await readyToPlay(page, game, gameHost);
    await withoutFullscreenApi(page);
    await page.step("click Fullscreen", async () => {
      await page.click(buttonOf(game));
      await waitForMode(page, game, "theater");
      const open = await readOpenView(page, game);
      expect(open.fullscreen, "no element fullscreen").toBeNull();
      expectModal(open, gameViewText.closeTheater);
      expect(open.box, "the view fills the window, above the page").toEqual({
        x: 0,
        y: 0,
        ...open.viewport,
      });
      expect(open.hintShown, "the hint to turn the phone sideways").toBe(
        page.size.name === "mobile",
      );
    });
    await page.step("Escape closes it", async () => {
      await page.press("Escape");
      await expectPageAsBefore(page, game, gameHost, ready);
    });
    await page.step(
      "keyboard: Enter opens it, Tab stays inside, Enter on Close closes it",
      async () => {
        await page.press("Enter");
        await waitForMode(page, game, "theater");
        for (let press = 1; press <= 4; press++) {
          await page.press("Tab");
          expect((await readOpenView(page, game)).focus, `after Tab ${press}`).not.toMatch(
            /^outside/,
          );
        }
        await tabTo(page, `${viewOf(game)} button`, 6);
        await page.press("Enter");
        await expectPageAsBefore(page, game, gameHost, ready);
      },
    );
  },
});

export const gameViewJourneys: Journey[] = GAMES.flatMap((game) => [
  fullscreen(game),
  theater(game),
]);
