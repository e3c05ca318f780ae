/**
 * The two pages with an embedded game, and what the game-view suites read on them: the view
 * (the element that goes fullscreen or becomes the theater view), the page's state to compare
 * before and after, and whether the game's frame kept running.
 */
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  holdPageScripts,
  openPage,
  waitForScrollToSettle,
  type PageProblems,
} from "./fixtures";
import { GAME_URLS, ROUTES, SECTION_IDS, gameViewText, labels, shareText } from "./texts";

export const GAME_PAGES = [
  { name: "Tidy Time", path: ROUTES.home, section: SECTION_IDS.game, url: GAME_URLS.tidyTime },
  {
    name: "Charlie the Steak",
    path: ROUTES.charlie,
    section: SECTION_IDS.charlieGame,
    url: GAME_URLS.charlie,
  },
];

export const gameView = (page: Page, section: string): Locator =>
  page.locator(`#${section} [data-game-view]`);

export const fullscreenButton = (page: Page, section: string): Locator =>
  page.locator(`#${section}`).getByRole("button", { name: gameViewText.fullscreen, exact: true });

export const shareButton = (page: Page, section: string): Locator =>
  page.locator(`#${section}`).getByRole("button", { name: shareText.share, exact: true });

export const overlayIn = (page: Page, section: string): Locator =>
  page.locator(`#${section}`).getByRole("status").filter({ hasText: labels.loadingGame });

/** Waits for the game to have loaded: the page changes no more by itself. */
export async function gameLoaded(page: Page, section: string): Promise<void> {
  await expect(overlayIn(page, section)).toHaveCount(0);
}

/** The page with its game loaded and the Fullscreen button in view, scrolled and focused. */
export async function readyToOpen(page: Page, section: string): Promise<Locator> {
  await gameLoaded(page, section);
  const button = fullscreenButton(page, section);
  await button.scrollIntoViewIfNeeded();
  await waitForScrollToSettle(page);
  await button.focus();
  return button;
}

/**
 * What a player would find changed on the page: scroll position, focus, and the markup itself
 * (every element with its attributes, such as `inert`, classes and state; attribute order
 * aside, which says nothing).
 */
export async function pageState(page: Page) {
  return page.evaluate(() => {
    const lines: string[] = [];
    const walk = (element: Element, depth: number) => {
      const attributes = Array.from(element.attributes, ({ name, value }) => `${name}="${value}"`);
      const text = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim())
        .join("");
      lines.push(
        `${" ".repeat(depth)}<${element.localName} ${attributes.sort().join(" ")}>${text}`,
      );
      for (const child of Array.from(element.children)) {
        // The idle fetch-ahead of other pages' code adds these whenever the page is idle.
        if (!child.matches('link[rel="modulepreload"], link[rel="prefetch"]'))
          walk(child, depth + 1);
      }
    };
    walk(document.documentElement, 0);
    return {
      scroll: [window.scrollX, window.scrollY],
      focus: document.activeElement?.textContent,
      markup: lines,
    };
  });
}

const MARK = "__stillTheSameGame";

/** Leaves a mark inside the game's document: a reload of the frame would lose it. */
export async function markGame(page: Page, section: string): Promise<void> {
  const frame = await page.locator(`#${section} iframe`).elementHandle();
  await (await frame!.contentFrame())!.evaluate((mark) => {
    (window as unknown as Record<string, boolean>)[mark] = true;
  }, MARK);
}

export async function gameKeptItsMark(page: Page, section: string): Promise<boolean> {
  const frame = await page.locator(`#${section} iframe`).elementHandle();
  return (await frame!.contentFrame())!.evaluate(
    (mark) => (window as unknown as Record<string, boolean>)[mark] === true,
    MARK,
  );
}

/**
 * The buttons and links a screen reader can reach on the page (Chromium's accessibility tree,
 * which leaves out inert content), as "role: name".
 */
export async function reachableControls(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await session.detach();
  return nodes
    .filter((node) => !node.ignored && ["button", "link"].includes(node.role?.value ?? ""))
    .map((node) => `${node.role!.value}: ${node.name?.value ?? ""}`);
}

/**
 * Whether keyboard focus has come to rest inside `view`. The game's frame runs in another
 * process, and Tab into or out of it hands focus over asynchronously, after the key press has
 * returned: meanwhile the page reports <body> focused, or the frame while the game's document
 * has not got focus yet, or no longer has it.
 */
async function focusRestsIn(view: Locator): Promise<boolean> {
  const focused = await view.evaluate((element) => {
    const active = document.activeElement;
    if (!element.contains(active)) return "outside";
    return active instanceof HTMLIFrameElement ? "frame" : "element";
  });
  if (focused !== "frame") return focused === "element";
  const frame = await view.locator("iframe").elementHandle();
  return (await frame!.contentFrame())!.evaluate(() => document.hasFocus());
}

/** Presses Tab (or Shift+Tab) `presses` times; after each, focus must come to rest inside `view`. */
export async function expectTabToStayIn(
  page: Page,
  view: Locator,
  { presses = 6, backwards = false } = {},
): Promise<void> {
  for (let press = 1; press <= presses; press++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    await expect
      .poll(() => focusRestsIn(view), {
        message: `focus inside the view after ${press} ${backwards ? "Shift+Tab" : "Tab"}`,
      })
      .toBe(true);
  }
}

/** Makes the Fullscreen API unavailable, as on an iPhone: the theater view must take over. */
export async function withoutFullscreenApi(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const proto = Element.prototype as unknown as Record<string, unknown>;
    delete proto.requestFullscreen;
    delete proto.webkitRequestFullscreen;
    Object.defineProperty(Document.prototype, "fullscreenEnabled", { get: () => false });
  });
}

/**
 * Opens `path` with the page's modules held back until the returned `release` is called: the
 * prerendered page shows, but is not yet interactive.
 */
export async function openBeforeScripts(page: Page, path: string): Promise<() => void> {
  const release = await holdPageScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return release;
}

/**
 * Presses Tab until `target` has focus, as tabTo() does, for a page without JavaScript: the
 * check runs in the test's own script context, not the page's.
 */
export async function tabToWithoutPageScripts(page: Page, target: Locator, limit = 120) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    const focused = await expect(target)
      .toBeFocused({ timeout: 50 })
      .then(() => true)
      .catch(() => false);
    if (focused) return;
  }
  throw new Error(`${target} not reached after ${limit} Tab presses`);
}

export type GamePage = (typeof GAME_PAGES)[number];

/** The game page ready for its view to open, and what to compare with once it has closed. */
export async function openReadyToPlay(page: Page, pageProblems: PageProblems, game: GamePage) {
  await openPage(page, game.path);
  const button = await readyToOpen(page, game.section);
  await markGame(page, game.section);
  return {
    button,
    before: await pageState(page),
    gameRequests: pageProblems.gameFrameRequests.length,
  };
}

/** Focus stays inside the open view, and its way out is all that can be reached. */
export async function expectModal(page: Page, view: Locator, wayOut: string): Promise<void> {
  await expectTabToStayIn(page, view);
  await expectTabToStayIn(page, view, { backwards: true });
  expect(await reachableControls(page)).toEqual([`button: ${wayOut}`]);
}

/** Once the view has closed: the page as it was, focus on the button, the same game running. */
export async function expectPageAsBefore(
  page: Page,
  pageProblems: PageProblems,
  game: GamePage,
  opened: Awaited<ReturnType<typeof openReadyToPlay>>,
): Promise<void> {
  await expect(opened.button).toBeFocused();
  expect(await pageState(page)).toEqual(opened.before);
  expect(await gameKeptItsMark(page, game.section), "the game was not reloaded").toBe(true);
  expect(pageProblems.gameFrameRequests).toHaveLength(opened.gameRequests);
}

/**
 * Page time since the section's game frame was created (its slot's `data-started`). On a held
 * clock the boot script creates it in a frame the test let pass, up to a frame (16 ms) before
 * the clock stopped: a time-out counted from it is that much nearer.
 */
export async function pageTimeSinceGameStart(page: Page, section: string): Promise<number> {
  return page
    .locator(`#${section} [data-game-slot]`)
    .evaluate((slot) => performance.now() - Number(slot.getAttribute("data-started")));
}
