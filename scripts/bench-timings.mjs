// What Lighthouse's simulated run cannot report: under the mobile profile applied for real
// (devtools throttling: Lighthouse's slow-4G latency and bandwidth, 4× CPU), when each page is
// fully hydrated (the app's `tidytime:hydrated` performance mark, or the whole page carrying
// React's props, whichever is seen first: see watchHydration), when the game frame's
// request starts, and how long a tap on a header link takes to show the next page's heading.
/* global window, document, MutationObserver -- in functions the page runs (page.evaluate) */
import { chromium } from "@playwright/test";
import { applyMobileProfile } from "./mobile-profile.mjs";

const MOBILE_VIEWPORT = { width: 412, height: 823 };
/** HYDRATED_MARK in src/lib/hydration.ts (this plain-Node script cannot import TypeScript). */
const HYDRATED_MARK = "tidytime:hydrated";
const TIMEOUT_MS = 60_000;
/** After hydration, time for idle work (e.g. fetching linked pages' code) before the tap. */
const SETTLE_MS = 3_000;

async function throttledPage(browser) {
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  await page.addInitScript(watchHydration, { pollMs: POLL_MS, mark: HYDRATED_MARK });
  const cdp = await context.newCDPSession(page);
  await applyMobileProfile(cdp);
  return { context, page, cdp };
}

/**
 * Records when the page is hydrated as `window.__hydrated`, a promise of ms since navigation
 * start: the app's mark, or, for a build from before the mark (a `--baseline` such as ebca90d),
 * what the mark stands for: the last element of the page carries React's props once React has
 * claimed the whole page. Polled every few ms in both builds, so both bear its small cost alike.
 */
const POLL_MS = 20;
function watchHydration({ pollMs, mark }) {
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
  if (exceptionDetails) throw new Error(exceptionDetails.text);
  return result.value;
}

const hydratedAt = (cdp) => evaluateQuietly(cdp, "window.__hydrated");

/** One cold load: ms from navigation start to full hydration and to the game frame's request. */
export async function loadTimings(browser, url) {
  const { context, page, cdp } = await throttledPage(browser);
  let documentStart;
  let gameRequest = null;
  cdp.on("Network.requestWillBeSent", ({ type, timestamp, frameId, request }) => {
    if (type !== "Document") return;
    if (documentStart === undefined) documentStart = { timestamp, frameId };
    else if (
      frameId !== documentStart.frameId &&
      gameRequest === null &&
      request.url !== "about:blank"
    )
      gameRequest = (timestamp - documentStart.timestamp) * 1000;
  });
  try {
    await page.goto(url, { waitUntil: "commit", timeout: TIMEOUT_MS });
    const hydrated = await hydratedAt(cdp);
    if (await evaluateQuietly(cdp, "document.querySelector('iframe') !== null")) {
      const deadline = Date.now() + TIMEOUT_MS;
      while (gameRequest === null && Date.now() < deadline) await page.waitForTimeout(50);
    }
    return { hydrated, gameRequest };
  } finally {
    await context.close();
  }
}

/**
 * Taps the menu, then a header link, on a hydrated, settled page; ms from the tap on the link to
 * the new page's <h1> showing `heading`.
 */
export async function clickToHeading(browser, url, { menuLabel, linkLabel, heading }) {
  const { context, page, cdp } = await throttledPage(browser);
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
    return marks.heading - marks.click;
  } finally {
    await context.close();
  }
}

export async function launchBrowser(executablePath, args) {
  return chromium.launch({ executablePath, args });
}
