// What Lighthouse's simulated run cannot report: under the mobile profile applied for real
// (devtools throttling: Lighthouse's slow-4G latency and bandwidth, and the bench's mobile CPU
// slowdown, applied to the page and to each of its out-of-process frames), when each page first paints, when it is fully
// hydrated (the app's `tidytime:hydrated` performance mark, or the whole page carrying React's
// props, whichever is seen first: see watchPage), when the game frame's request starts and when
// the frame fires `load`, how long a tap on a header link takes to show the next page's heading,
// and, with the heavy game (scripts/bench-game.mjs), the page's blocking time while the game
// loads and boots and how long a tap on the game's own buttons takes to paint while it boots.
/* global window, document, HTMLIFrameElement, MutationObserver -- in functions the page runs */
import { chromium } from "@playwright/test";
import {
  GAME_MESSAGE_SOURCE,
  OFFER_AFTER_START_MS,
  TAP_EVENTS,
  gameStateAt,
  pageSignals,
  tapToNextPaint,
  totalBlockingTime,
  watchGameWord,
} from "./bench-game.mjs";
import { CPU_SLOWDOWN, applyMobileProfile, applyMobileProfileToFrames } from "./mobile-profile.mjs";

const MOBILE_VIEWPORT = { width: 412, height: 823 };
/** HYDRATED_MARK in src/lib/hydration.ts (this plain-Node script cannot import TypeScript). */
const HYDRATED_MARK = "tidytime:hydrated";
const TIMEOUT_MS = 60_000;
/** After hydration, time for idle work (e.g. fetching linked pages' code) before the tap. */
const SETTLE_MS = 3_000;
/**
 * The heavy game's blocking-time window ends this long after the game has loaded and booted,
 * whichever comes last: the page's own work that follows (a layout, the overlay going) counts.
 */
export const TBT_AFTER_GAME_MS = 2_000;
/**
 * ...or at this time from navigation start if the game never loads or boots: the window's cap.
 * 2 MB at slow 4G's 1.47 Mbps take 11 s; a game requested after hydration starts 4–5 s in.
 */
export const TBT_WINDOW_CAP_MS = 45_000;
/** How long after a tap its Event Timing entries may take to arrive (they come after a paint). */
const EVENT_ENTRIES_WAIT_MS = 3_000;
/**
 * The offer is watched for until at least this long after the game's frame was created: its
 * time (OFFER_AFTER_START_MS), and a margin for the page to render it on a busy main thread.
 */
export const OFFER_WATCH_MS = OFFER_AFTER_START_MS + 1_000;

/**
 * A phone-sized page under the mobile profile, its frames from other sites too.
 * @param {{ stubShare?: boolean, cpuSlowdown?: number }} [options] stubShare: navigator.share
 *   resolves at once (the Share button's sheet, absent or refused in headless Chromium, then
 *   opens nothing); cpuSlowdown: the CPU multiplier, Lighthouse's 4 unless given
 */
async function throttledPage(browser, { stubShare = false, cpuSlowdown = CPU_SLOWDOWN } = {}) {
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  const watching = {
    pollMs: POLL_MS,
    mark: HYDRATED_MARK,
    gameSource: GAME_MESSAGE_SOURCE,
    stubShare,
  };
  // Both functions' source, as they are: the page's CSP allows no eval of a string in it.
  await page.addInitScript({
    content: `(${watchPage})(${JSON.stringify(watching)}, ${watchGameWord});`,
  });
  const cdp = await context.newCDPSession(page);
  await applyMobileProfile(cdp, cpuSlowdown);
  const frames = await applyMobileProfileToFrames(cdp, cpuSlowdown);
  return { context, page, cdp, frames };
}

/**
 * Runs in the page (an init script, before any of its own): records when the page is hydrated
 * as `window.__hydrated`, a promise of ms since navigation start: the app's mark, or, for a
 * build from before the mark (a `--baseline` such as ebca90d), what the mark stands for: the
 * last element of the page carries React's props once React has claimed the whole page. Polled
 * every few ms in every build, so all bear its small cost alike.
 *
 * Also, in `window.__bench`: the main thread's long tasks, the Event Timing entries of input,
 * each frame's `load` (a listener on the document in the capture phase: a frame's `load` does
 * not bubble; the frame may be created before the page's scripts run or after), the bench
 * game's messages (`__gameLoaded`, `__gameBooting`, `__gameReady` resolve with their times),
 * and, through `watchWord` (bench-game.mjs's watchGameWord, its source put in the init script
 * beside this one's), the page's record of the game's `game-ready` and its offer.
 */
const POLL_MS = 20;
function watchPage({ pollMs, mark, gameSource, stubShare }, watchWord) {
  // The frames have their own clocks and observers; only the page's are read.
  if (window.top !== window) return;
  window.__hydrated = new Promise((resolve) => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === mark) resolve(entry.startTime);
    }).observe({ type: "mark", buffered: true });
    const tick = () => {
      const all = document.querySelectorAll("#root *");
      const last = all[all.length - 1];
      if (last && Object.keys(last).some((key) => key.startsWith("__reactProps$"))) {
        resolve(performance.now());
      } else setTimeout(tick, pollMs);
    };
    tick();
  });
  const bench = { longTasks: [], events: [], frameLoads: [], game: [] };
  window.__bench = bench;
  const observe = (type, options, keep) => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) keep(entry);
      }).observe({ type, buffered: true, ...options });
    } catch {
      // An entry type this browser does not know: its figures stay empty.
    }
  };
  observe("longtask", {}, ({ startTime, duration, name }) =>
    bench.longTasks.push({ startTime, duration, name }),
  );
  const keepEvent = ({ entryType, name, startTime, duration, interactionId }) =>
    bench.events.push({ entryType, name, startTime, duration, interactionId });
  observe("event", { durationThreshold: 16 }, keepEvent);
  // Always reported, however short: a tap whose events all took under 16 ms still has this one.
  observe("first-input", {}, keepEvent);
  const signals = {};
  for (const name of ["Loaded", "Booting", "Ready"]) {
    window[`__game${name}`] = new Promise((resolve) => (signals[name] = resolve));
  }
  document.addEventListener(
    "load",
    (event) => {
      const frame = event.target;
      if (!(frame instanceof HTMLIFrameElement)) return;
      const src = frame.getAttribute("src");
      if (!src || src === "about:blank") return;
      const at = performance.now();
      bench.frameLoads.push({ at, src });
      signals.Loaded(at);
    },
    true,
  );
  window.addEventListener("message", (event) => {
    const data = event.data;
    if (!data || data.source !== gameSource) return;
    const at = performance.now();
    bench.game.push({ ...data, receivedAt: at });
    if (data.state === "booting") signals.Booting(at);
    if (data.state === "ready") signals.Ready(at);
  });
  watchWord(bench);
  if (stubShare) {
    Navigator.prototype.share = () => Promise.resolve();
    Navigator.prototype.canShare = () => true;
  }
}

/**
 * Evaluates an expression in the page through the DevTools protocol alone. Playwright's own
 * waiting and locators (page.waitForFunction, locator.count) would first evaluate its injected
 * script in the page: a main-thread task of 100–250 ms under the 4× CPU profile, in the middle
 * of the load being timed.
 */
async function evaluateQuietly(cdp, expression) {
  const { result, exceptionDetails } = await cdp.send("Runtime.evaluate", {
    expression,
    awaitPromise: true,
    returnByValue: true,
    timeout: TIMEOUT_MS,
  });
  if (exceptionDetails)
    throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value;
}

const hydratedAt = (cdp) => evaluateQuietly(cdp, "window.__hydrated");
/** A promise of the page's (`__gameLoaded`…), or null if it has not settled in `ms`. */
const settledWithin = (cdp, promise, ms) =>
  evaluateQuietly(
    cdp,
    `Promise.race([${promise}, new Promise((resolve) => setTimeout(() => resolve(null), ${Math.max(0, Math.round(ms))}))])`,
  );
const now = (cdp) => evaluateQuietly(cdp, "performance.now()");
const firstPaintOf = (cdp) =>
  evaluateQuietly(
    cdp,
    "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null",
  );

/**
 * When the game frame's document was requested, in ms from the page's own document request:
 * the first document requested in another frame than the page's (the DevTools protocol reports
 * it on the page's session, a cross-site frame's too: the request starts before its process).
 */
function watchGameRequest(cdp) {
  const seen = { documentStart: undefined, gameRequest: null };
  cdp.on("Network.requestWillBeSent", ({ type, timestamp, frameId, request }) => {
    if (type !== "Document") return;
    if (seen.documentStart === undefined) seen.documentStart = { timestamp, frameId };
    else if (
      frameId !== seen.documentStart.frameId &&
      seen.gameRequest === null &&
      request.url !== "about:blank"
    )
      seen.gameRequest = (timestamp - seen.documentStart.timestamp) * 1000;
  });
  return seen;
}

async function waitForGameRequest(page, seen) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (seen.gameRequest === null && Date.now() < deadline) await page.waitForTimeout(50);
}

/**
 * One cold load: ms from navigation start to first paint, to full hydration, to the game frame's
 * request and its `load`, and how many out-of-process frames were given the profile.
 */
export async function loadTimings(browser, url, { cpuSlowdown } = {}) {
  const { context, page, cdp, frames } = await throttledPage(browser, { cpuSlowdown });
  const seen = watchGameRequest(cdp);
  try {
    await page.goto(url, { waitUntil: "commit", timeout: TIMEOUT_MS });
    const hydrated = await hydratedAt(cdp);
    let gameLoad = null;
    if (await evaluateQuietly(cdp, "document.querySelector('iframe') !== null")) {
      await waitForGameRequest(page, seen);
      gameLoad = await settledWithin(cdp, "window.__gameLoaded", TIMEOUT_MS);
    }
    const firstPaint = await firstPaintOf(cdp);
    return {
      firstPaint,
      hydrated,
      gameRequest: seen.gameRequest,
      gameLoad,
      throttledFrames: frames.filter((f) => f.throttled).length,
    };
  } finally {
    await context.close();
  }
}

/**
 * One cold load of a game page with the heavy game: the figures of loadTimings, then, once the
 * game has loaded and booted (or at TBT_WINDOW_CAP_MS), TBT_AFTER_GAME_MS more, and the page's
 * total blocking time from first paint to then; with the game's own figures (its script's
 * download and each start-up task's length, as it measured them in its frame), and what the page
 * made of the game's word (pageSignals: when it recorded `game-ready`, whether it showed the
 * offer), the offer watched until OFFER_WATCH_MS after the frame's creation at the least.
 */
export async function heavyGameTimings(browser, url, { cpuSlowdown } = {}) {
  const { context, page, cdp, frames } = await throttledPage(browser, { cpuSlowdown });
  const seen = watchGameRequest(cdp);
  try {
    await page.goto(url, { waitUntil: "commit", timeout: TIMEOUT_MS });
    const hydrated = await hydratedAt(cdp);
    const left = async () => TBT_WINDOW_CAP_MS - (await now(cdp));
    const gameLoad = await settledWithin(cdp, "window.__gameLoaded", await left());
    const gameReady = await settledWithin(cdp, "window.__gameReady", await left());
    const lastOfGame =
      gameLoad !== null && gameReady !== null ? Math.max(gameLoad, gameReady) : null;
    const windowEnd =
      lastOfGame === null
        ? TBT_WINDOW_CAP_MS
        : Math.min(lastOfGame + TBT_AFTER_GAME_MS, TBT_WINDOW_CAP_MS);
    const wait = windowEnd - (await now(cdp));
    if (wait > 0) await page.waitForTimeout(wait);
    const firstPaint = await firstPaintOf(cdp);
    const bench = await evaluateQuietly(cdp, "window.__bench");
    const tbtWindow = { from: firstPaint ?? 0, to: windowEnd };
    // A game not ready by then gets the offer at its time: wait for it, after the window.
    const started = await evaluateQuietly(
      cdp,
      "document.querySelector('[data-game-slot]')?.getAttribute('data-started') ?? null",
    );
    const offerWait = started === null ? 0 : Number(started) + OFFER_WATCH_MS - (await now(cdp));
    if (offerWait > 0) await page.waitForTimeout(offerWait);
    const signals = pageSignals(
      offerWait > 0 ? await evaluateQuietly(cdp, "window.__bench") : bench,
    );
    const ready = bench.game.find((message) => message.state === "ready");
    return {
      firstPaint,
      hydrated,
      gameRequest: seen.gameRequest,
      gameLoad,
      gameReady,
      tbt: totalBlockingTime(bench.longTasks, tbtWindow),
      tbtWindow,
      longTasks: bench.longTasks.filter((t) => t.startTime + t.duration > tbtWindow.from),
      game: ready
        ? {
            scriptMs: ready.script ? ready.script.responseEnd - ready.script.startTime : null,
            scriptBytes: ready.script?.transferSize ?? null,
            taskMs: ready.taskDurations,
          }
        : null,
      throttledFrames: frames.filter((f) => f.throttled).length,
      ...signals,
    };
  } finally {
    await context.close();
  }
}

/**
 * In the page: the visible button whose text is `label` (the game's Fullscreen and Share), or
 * null; `scroll` centres it in the window first, at once (no smooth scrolling).
 */
function buttonNamed(label, scroll) {
  const button = [...document.querySelectorAll("button")].find(
    (b) => b.textContent?.trim() === label && b.getClientRects().length > 0,
  );
  if (!button) return null;
  if (scroll) button.scrollIntoView({ block: "center", behavior: "instant" });
  const rect = button.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/**
 * Taps a button of the game's (its text `label`) once the heavy game has started booting, on a
 * hydrated page: ms from the tap to the next paint, the longest of its pointerdown, pointerup
 * and click entries (Event Timing). The button is centred in the window before the game boots;
 * the tap goes through the DevTools protocol's touch input (Playwright's touchscreen), no script
 * of Playwright's in the page.
 */
export async function tapWhileGameBoots(browser, url, label, { cpuSlowdown } = {}) {
  const { context, page, cdp } = await throttledPage(browser, { stubShare: true, cpuSlowdown });
  try {
    await page.goto(url, { waitUntil: "commit", timeout: TIMEOUT_MS });
    await hydratedAt(cdp);
    const find = (scroll) => `(${buttonNamed})(${JSON.stringify(label)}, ${scroll})`;
    if (!(await evaluateQuietly(cdp, find(true)))) throw new Error(`${url}: no "${label}" button`);
    // Where the button is, read as the game's message arrives: no round trip in between.
    const at = await evaluateQuietly(
      cdp,
      `Promise.race([window.__gameBooting.then(() => ({ point: ${find(false)}, since: performance.now() })), ` +
        `new Promise((resolve) => setTimeout(() => resolve(null), ${TIMEOUT_MS}))])`,
    );
    if (!at?.point) throw new Error(`${url}: the game never started booting`);
    await page.touchscreen.tap(at.point.x, at.point.y);
    const deadline = Date.now() + EVENT_ENTRIES_WAIT_MS;
    let bench;
    for (;;) {
      bench = await evaluateQuietly(cdp, "window.__bench");
      const clicked = bench.events.some((e) => e.name === "click" && e.startTime >= at.since);
      if (clicked || Date.now() > deadline) break;
      await page.waitForTimeout(100);
    }
    const entries = bench.events.filter(
      (e) => TAP_EVENTS.includes(e.name) && e.startTime >= at.since,
    );
    const tapAt = entries.length ? Math.min(...entries.map((e) => e.startTime)) : at.since;
    const view = await evaluateQuietly(
      cdp,
      "document.fullscreenElement ? 'fullscreen' : (document.querySelector('[data-game-view]')?.getAttribute('data-game-view') ?? null)",
    );
    return {
      ms: tapToNextPaint(bench.events, at.since),
      entries,
      game: gameStateAt(bench, tapAt),
      view,
    };
  } finally {
    await context.close();
  }
}

/**
 * Taps the menu, then a header link, on a hydrated, settled page; ms from the tap on the link to
 * the new page's <h1> showing `heading`, and what the game was doing at the tap.
 */
export async function clickToHeading(
  browser,
  url,
  { menuLabel, linkLabel, heading },
  { cpuSlowdown } = {},
) {
  const { context, page, cdp } = await throttledPage(browser, { cpuSlowdown });
  try {
    await page.goto(url, { waitUntil: "commit", timeout: TIMEOUT_MS });
    await hydratedAt(cdp);
    await page.waitForTimeout(SETTLE_MS);
    await page.getByRole("button", { name: menuLabel }).tap();
    const link = page.getByRole("banner").getByRole("link", { name: linkLabel, exact: true });
    await link.waitFor({ state: "visible" });
    await page.evaluate((text) => {
      const marks = {};
      window.__clickToHeading = marks;
      document.addEventListener("click", () => (marks.click ??= performance.now()), true);
      const observer = new MutationObserver(() => {
        if (document.querySelector("h1")?.textContent?.includes(text)) {
          marks.heading = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, heading);
    await link.tap();
    const marks = await page
      .waitForFunction(() => window.__clickToHeading.heading && window.__clickToHeading, null, {
        timeout: TIMEOUT_MS,
      })
      .then((handle) => handle.jsonValue());
    const bench = await evaluateQuietly(cdp, "window.__bench");
    return { ms: marks.heading - marks.click, game: gameStateAt(bench, marks.click) };
  } finally {
    await context.close();
  }
}

export async function launchBrowser(executablePath, args) {
  return chromium.launch({ executablePath, args });
}
