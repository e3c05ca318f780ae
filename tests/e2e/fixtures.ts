/**
 * The suite's `test`: every test runs with external hosts routed to local stubs and fails if
 * the page logged a console error or warning, threw, made an unexpected external request or
 * had a same-origin request fail. Import `test` and `expect` from here, not from
 * @playwright/test.
 */
import axe, { type RunOptions } from "axe-core";
import { JSDOM, VirtualConsole } from "jsdom";
import { drawSkippedContent, restoreSkippedContent } from "../../scripts/skipped-content.mjs";
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
  type Response,
  type Route,
} from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../src/lib/hydration";
import { routablePath } from "../../src/lib/safe-path";
import { GAME_SIGNALS, GAME_URLS, labels } from "./texts";

export { expect };

/**
 * What happens to the embedded game frames' requests (the game hosts are never reached):
 * - `stub`: answered at once with a small local page, so the frame fires `load`;
 * - `hold`: never answered, so the frame never loads (the overlay's time-out path);
 * - `abort`: failed like an unreachable host.
 */
export type GameHostMode = "stub" | "hold" | "abort";

/** The not-found page's deliberate console.warn (src/pages/not-found-page.tsx). */
const NOT_FOUND_LOG = /^404: no page at "(.*)"$/;

export const STUB_GAME_TITLE = "Stub game";

/** What a game posts to its parent once playable (README, "For game makers"). */
export const GAME_READY_SCRIPT = `<script>parent.postMessage({ type: "game-ready" }, "*");</script>`;

/**
 * The suite's stand-in for a game: a heading, and, as the site's own game does, its word that it
 * is ready (`saysReady`); a third-party host's page says nothing.
 */
export function stubGameHtml({ saysReady }: { saysReady: boolean }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${STUB_GAME_TITLE}</title></head><body><main><h1>${STUB_GAME_TITLE}</h1><p>Served by the test suite instead of the game host.</p></main>${saysReady ? GAME_READY_SCRIPT : ""}</body></html>`;
}

/** Whether the game at `url` says when it is ready, as the site config has it. */
function saysReady(url: string): boolean {
  const origin = new URL(url).origin;
  return (Object.keys(GAME_URLS) as (keyof typeof GAME_URLS)[]).some(
    (game) => GAME_SIGNALS[game] && new URL(GAME_URLS[game]).origin === origin,
  );
}

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export function isExternal(url: URL): boolean {
  return (url.protocol === "http:" || url.protocol === "https:") && !LOCAL_HOSTS.has(url.hostname);
}

/** A document request made by a child frame: one of the embedded games. */
export function isFrameNavigation(request: Request): boolean {
  if (request.resourceType() !== "document") return false;
  try {
    return request.frame().parentFrame() !== null;
  } catch {
    return false;
  }
}

/** Everything that went wrong on a page while a test ran. */
export class PageProblems {
  private readonly problems: string[] = [];
  private readonly allowed: RegExp[] = [];
  private readonly allowedFailures: RegExp[] = [];
  /** Paths the not-found page logged, in order. */
  readonly notFoundLogs: string[] = [];
  /** Paths whose document the server answered with 404. */
  private readonly notFoundDocuments: string[] = [];
  /** Requests to the game hosts, by URL. */
  readonly gameFrameRequests: string[] = [];
  /** Game-frame requests held open in `hold` mode. */
  readonly heldRoutes: Route[] = [];
  /** Every Content-Security-Policy violation the page reported, allowed or not. */
  readonly violations: string[] = [];
  private readonly allowedViolations: RegExp[] = [];

  constructor(private readonly origin: string) {}

  /** Lets this test log console messages matching `pattern` without failing. */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  /** Lets this test's same-origin requests to URLs matching `pattern` fail without failing it. */
  allowFailedRequests(pattern: RegExp): void {
    this.allowedFailures.push(pattern);
  }

  add(problem: string): void {
    this.problems.push(problem);
  }

  /** Lets this test's page report policy violations matching `pattern` (a deliberate one). */
  allowViolations(pattern: RegExp): void {
    this.allowedViolations.push(pattern);
  }

  /** A Content-Security-Policy violation the page reported (watchPolicyViolations). */
  addViolation(violation: string): void {
    this.violations.push(violation);
    if (!this.allowedViolations.some((pattern) => pattern.test(violation))) {
      this.add(`policy violation: ${violation}`);
    }
  }

  private isSameOrigin(url: string): boolean {
    try {
      return new URL(url).origin === this.origin;
    } catch {
      return false;
    }
  }

  watch(page: Page): void {
    page.on("console", (message) => this.onConsole(message));
    page.on("pageerror", (error) => this.add(`page error: ${error.stack ?? error.message}`));
    // The browser cancels what a page was still loading when it is left (a reload, a new URL):
    // e.g. linked pages' code fetched while idle. Such a cancelled request is no failure. Until
    // a new page load commits, the old document is still the one making requests.
    let pageLoads = 0;
    let committing = false;
    const loadOfRequest = new WeakMap<Request, number>();
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        pageLoads += 1;
        committing = true;
      } else {
        loadOfRequest.set(request, committing ? pageLoads - 1 : pageLoads);
      }
    });
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) committing = false;
    });
    page.on("requestfailed", (request) => {
      if (!this.isSameOrigin(request.url())) return;
      if (this.allowedFailures.some((pattern) => pattern.test(request.url()))) return;
      const left = (loadOfRequest.get(request) ?? pageLoads) < pageLoads;
      if (left && request.failure()?.errorText === "net::ERR_ABORTED") return;
      this.add(
        `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`,
      );
    });
    page.on("response", (response) => this.onResponse(page, response));
  }

  private onConsole(message: ConsoleMessage): void {
    const type = message.type();
    if (type !== "error" && type !== "warning" && type !== "assert") return;
    const text = message.text();
    const notFound = type === "warning" ? NOT_FOUND_LOG.exec(text) : null;
    if (notFound) {
      this.notFoundLogs.push(notFound[1]);
      return;
    }
    // Chromium reports the intentional 404 document as a failed resource load, naming its URL
    // with the query string.
    const location = message.location().url;
    const locationWithoutQuery = location.split(/[?#]/)[0];
    if (
      /^Failed to load resource: the server responded with a status of 404/.test(text) &&
      this.notFoundDocuments.some((path) => locationWithoutQuery === `${this.origin}${path}`)
    ) {
      return;
    }
    if (this.allowed.some((pattern) => pattern.test(text))) return;
    this.add(`console.${type}: ${text}${location ? ` (${location})` : ""}`);
  }

  private onResponse(page: Page, response: Response): void {
    if (!this.isSameOrigin(response.url()) || response.status() < 400) return;
    const request = response.request();
    if (
      response.status() === 404 &&
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame()
    ) {
      // Intentional when the not-found page then logs this path; checked in `list()`.
      this.notFoundDocuments.push(new URL(response.url()).pathname);
      return;
    }
    this.add(`HTTP ${response.status()}: ${request.method()} ${response.url()}`);
  }

  /** Every problem, including 404 documents that did not show the not-found page. */
  list(): string[] {
    const unexplained = this.notFoundDocuments
      .filter((path) => !this.notFoundLogs.some((logged) => namesSamePath(logged, path)))
      .map((path) => `HTTP 404 for ${path} without the not-found page's console log`);
    return [...this.problems, ...unexplained];
  }
}

/**
 * Whether the not-found log names this requested path. The log holds the path the router read
 * (src/lib/safe-path.ts): slash runs collapsed, an encoded slash a slash, an undecodable segment
 * re-encoded ("/%zz" → "/%25zz"), and the router may decode the rest ("/caf%C3%A9" → "/café").
 * Both sides are compared decoded, after that same reading.
 */
function namesSamePath(logged: string, requested: string): boolean {
  return safeDecode(logged) === safeDecode(routablePath(requested));
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Answers the game frames' documents with `answer`, recording them as the fixture records its
 * own; anything else falls back to the fixture's handling.
 */
export async function answerGameFrames(
  page: Page,
  pageProblems: PageProblems,
  answer: (route: Route) => Promise<void>,
): Promise<void> {
  await page.route(isExternal, async (route) => {
    if (!isFrameNavigation(route.request())) return route.fallback();
    pageProblems.gameFrameRequests.push(route.request().url());
    await answer(route);
  });
}

/** Answers a game-frame request with the suite's stub page, as that game's host would. */
export async function fulfillWithStubGame(route: Route): Promise<void> {
  await route.fulfill({
    status: 200,
    contentType: "text/html; charset=utf-8",
    body: stubGameHtml({ saysReady: saysReady(route.request().url()) }),
  });
}

async function routeExternalHosts(
  context: BrowserContext,
  mode: GameHostMode,
  problems: PageProblems,
): Promise<void> {
  await context.route(isExternal, async (route) => {
    const request = route.request();
    if (!isFrameNavigation(request)) {
      // The site makes no calls of its own (spec §7): anything else is a defect.
      problems.add(`unexpected external request: ${request.method()} ${request.url()}`);
      await route.abort("blockedbyclient");
      return;
    }
    problems.gameFrameRequests.push(request.url());
    switch (mode) {
      case "stub":
        await fulfillWithStubGame(route);
        return;
      case "hold":
        problems.heldRoutes.push(route); // never answered
        return;
      case "abort":
        await route.abort("connectionrefused");
        return;
    }
  });
}

interface Options {
  /** How the embedded game hosts answer; see GameHostMode. */
  gameHosts: GameHostMode;
}

interface Fixtures {
  /** What went wrong on `page`; tests may read it or `allow()` an expected message. */
  pageProblems: PageProblems;
}

export const test = base.extend<Options & Fixtures>({
  gameHosts: ["stub", { option: true }],

  pageProblems: async ({ baseURL }, use) => {
    await use(new PageProblems(new URL(baseURL ?? "http://127.0.0.1:4173").origin));
  },

  page: async ({ page, gameHosts, pageProblems }, use, testInfo) => {
    await routeExternalHosts(page.context(), gameHosts, pageProblems);
    pageProblems.watch(page);
    await watchPolicyViolations(page, pageProblems);

    await use(page);

    await page.context().unrouteAll({ behavior: "ignoreErrors" });
    const problems = pageProblems.list();
    if (problems.length > 0) {
      await testInfo.attach("page-problems.txt", {
        body: problems.join("\n"),
        contentType: "text/plain",
      });
    }
    if (testInfo.status === testInfo.expectedStatus) {
      expect(problems, "console errors/warnings, page errors or failed requests").toEqual([]);
    }
  },
});

/**
 * jsdom's console for parsed pages: its CSS parser cannot read the inlined stylesheet's modern
 * rules (cascade layers, `@property`) and said so 178 times a run. The tests read markup, not
 * styles; every other jsdom error still reaches the console.
 */
const parsedPageConsole = new VirtualConsole().forwardTo(console, {
  jsdomErrors: ["not-implemented", "resource-loading", "unhandled-exception"],
});

/**
 * A page's HTML as the server sent it (what a crawler or a page without scripts gets), parsed in
 * the test rather than in the page, whose Trusted Types refuse a string of markup.
 */
export function parseHtml(html: string): Document {
  return new JSDOM(html, { virtualConsole: parsedPageConsole }).window.document;
}

/**
 * Every Content-Security-Policy violation a page reports (a string written to a sink outside the
 * site's Trusted Types policies, an inline script without its hash…) is a problem of the test's,
 * whatever else the test checks: each document's `securitypolicyviolation` events are passed to
 * the test as they happen, so none is lost to a page load.
 */
async function watchPolicyViolations(page: Page, problems: PageProblems): Promise<void> {
  await page.exposeFunction("__reportPolicyViolation", (violation: string) =>
    problems.addViolation(violation),
  );
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportPolicyViolation?: (v: string) => void })
        .__reportPolicyViolation;
      report?.(
        `${event.effectiveDirective} (${event.disposition}): ${event.blockedURI || "inline"} ` +
          `${event.sample ? `"${event.sample}" ` : ""}at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

/**
 * Holds back the page's modules until the returned `release` is called: the prerendered page
 * shows, but is not yet interactive, however fast the machine is at that moment.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Pages whose clock the test holds (see pauseClock). */
const pausedPages = new WeakSet<Page>();

/** Stops the page's timers so only the test moves time forward (install before loading). */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date("2026-01-05T10:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-05T10:00:01Z"));
  pausedPages.add(page);
}

/** Frames of page time let pass, at most, for the boot script to request the modules. */
const BOOT_FRAMES = 60;
const FRAME_MS = 16;

/**
 * A held clock holds animation frames too, and the boot script requests the page's modules
 * only after a painted frame. Page time moves on a frame at a time until the entry module is
 * requested, and no further: hydration and the timers the app sets then start from a clock
 * that stands still again.
 */
async function letBootRequestModules(page: Page): Promise<void> {
  const requested = () => !!document.querySelector('script[type="module"]');
  for (let frame = 0; frame < BOOT_FRAMES; frame++) {
    if (await page.evaluate(requested)) return;
    await page.clock.runFor(FRAME_MS);
  }
  // Chromium reports the first paint itself, on its own time, not the page's: on a busy
  // machine it can come after those frames. Playwright's polling keeps the real clock.
  await page.waitForFunction(requested, undefined, { polling: 100, timeout: 10_000 });
}

/** WCAG 2.0, 2.1 and 2.2 levels A and AA. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/**
 * The A/AA rules whose result depends on colours: all a theme changes. The other rules read the
 * markup, names, sizes and distances, which are the same in every theme.
 */
const AXE_COLOR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Puts axe-core into the page's main frame, once per document. Its source is half a megabyte:
 * @axe-core/playwright's builder sent and ran it twice for every analysis, and into every frame
 * (the game's too), which took longer than the analysis itself (1.5 s against 0.8 s for a
 * language's home page here; a colours-only run 1.0 s against 0.2 s).
 */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => "axe" in window)) return;
  await page.evaluate(axe.source);
}

/**
 * Runs axe-core on the page and fails with a readable list of violations.
 * The game frames' contents are not analysed (`iframes: false`): they come from third-party
 * hosts (here, the suite's stub page) that this site does not control. The <iframe> elements
 * themselves, e.g. their accessible titles, are still checked.
 */
export async function expectNoAxeViolations(
  page: Page,
  label = "page",
  {
    /**
     * Also fail on text whose contrast axe could not read. Where a toast or a menu covers text,
     * axe cannot tell its background and says so; a page at rest has nothing of the kind.
     */
    everyTextRead = false,
    /** Only the rules that read colours (AXE_COLOR_RULES), e.g. for a page's second theme. */
    colorsOnly = false,
  } = {},
): Promise<void> {
  // axe cannot read colours the browser has not drawn.
  await drawSkippedContent(page);
  // A skipped section is restyled only once drawn: after a theme switch, its buttons' colours
  // start easing into the new theme only now.
  await waitForAnimationsToEnd(page);
  await injectAxe(page);
  // Only the results read below are detailed (passes would be too, for every node).
  const options: RunOptions = {
    iframes: false,
    resultTypes: ["violations", "incomplete"],
    runOnly: colorsOnly
      ? { type: "rule", values: AXE_COLOR_RULES }
      : { type: "tag", values: AXE_TAGS },
  };
  const results = await page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions),
    options,
  );
  await restoreSkippedContent(page);
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  }));
  expect(violations, `axe violations on ${label}`).toEqual([]);
  if (!everyTextRead) return;
  const unread = results.incomplete
    .filter((result) => result.id === "color-contrast")
    .flatMap((result) => result.nodes.map((node) => node.target.join(" ")));
  expect(unread, `text on ${label} whose contrast axe could not check`).toEqual([]);
}

/**
 * Waits until every animation that ends has ended, e.g. colours easing into a new theme: what
 * the page shows then is what it keeps showing. Animations that never end (a spinner) are left.
 * Reading `document.getAnimations()` restyles the page first, so a transition a change just
 * caused is already listed.
 */
async function waitForAnimationsToEnd(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/** The two themes, each checked where colours matter. */
export const COLOR_SCHEMES = ["light", "dark"] as const;

/**
 * Switches the system setting, and waits until the colours that ease into the new theme
 * (buttons' `transition-colors`) have arrived: axe would otherwise measure a colour in between.
 * Sections the browser skips (content-visibility) ease in later, once drawn: see
 * expectNoAxeViolations.
 */
export async function useColorScheme(
  page: Page,
  colorScheme: (typeof COLOR_SCHEMES)[number],
): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await waitForAnimationsToEnd(page);
}

/**
 * axe in the light theme, then in the dark one, in the same page load (the system setting
 * switches without a reload); leaves the page in the light theme. The dark theme is checked by
 * the rules that read colours: the others would see the same page again.
 */
export async function expectNoAxeViolationsInBothThemes(
  page: Page,
  label: string,
  options?: { everyTextRead?: boolean },
): Promise<void> {
  for (const colorScheme of COLOR_SCHEMES) {
    await useColorScheme(page, colorScheme);
    await expectNoAxeViolations(page, `${label} (${colorScheme} theme)`, {
      ...options,
      colorsOnly: colorScheme !== COLOR_SCHEMES[0],
    });
  }
  await useColorScheme(page, "light");
}

/**
 * Waits until React has hydrated (or rendered) the whole page: the app marks <html> once the
 * shell and every slice have committed (src/lib/hydration.ts). The last element carrying React's
 * props is not enough: slices hydrate in their own tasks, the footer's before a later section's.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if (pausedPages.has(page)) await letBootRequestModules(page);
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE,
  );
}

/**
 * Opens a path, checks the server's status and waits for hydration. Waits for DOMContentLoaded,
 * not `load`: a game frame whose host never answers holds the window's load event.
 */
export async function openPage(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(response?.status(), `HTTP status of ${path}`).toBe(status);
  await waitForHydration(page);
}

/**
 * Shows `path` in the open page the way an in-app link does, through the app's router: no new
 * load (a page load and hydration cost a test about a second of the machine).
 */
export async function showInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

/** Waits until the page has not scrolled for several frames (smooth scrolling has ended). */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const started = performance.now();
        const tick = () => {
          const y = window.scrollY;
          still = y === last ? still + 1 : 0;
          last = y;
          if (still >= 8 || performance.now() - started > 5000) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** The top of an element relative to the viewport, in CSS pixels. */
async function viewportTop(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}

/** Expects the element to be scrolled into view near the top (below the sticky header). */
export async function expectScrolledToTop(page: Page, locator: Locator): Promise<void> {
  // After a client-side navigation the page (and the scroll to it) comes only once its code
  // has loaded: the old page standing still meanwhile is not a settled scroll.
  await locator.waitFor();
  await waitForScrollToSettle(page);
  await expect
    .poll(async () => viewportTop(locator), { message: "section top relative to the viewport" })
    .toBeGreaterThanOrEqual(-2);
  const top = await viewportTop(locator);
  const headerBottom = await page
    .getByRole("banner")
    .evaluate((header) => header.getBoundingClientRect().bottom);
  // The section starts just below the sticky header (scroll-padding), not under it, and not lower
  // down the page, unless the page cannot scroll any further.
  const atBottom = await page.evaluate(
    () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
  );
  expect(top).toBeGreaterThanOrEqual(Math.min(headerBottom, 80) - 2);
  if (!atBottom) expect(top).toBeLessThanOrEqual(Math.max(headerBottom, 80) + 40);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 80 } = {},
): Promise<number> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(
    `${target} not reached after ${limit} ${backwards ? "Shift+Tab" : "Tab"} presses`,
  );
}

/** Clicks a header navigation link, opening the collapsed menu first on small screens. */
export async function clickHeaderLink(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole("button", { name: labels.openMenu });
  if (await toggle.isVisible()) await toggle.click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name, exact: true })
    .click();
}

/** The current URL's path, e.g. "/faq". */
function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits for the URL to reach `path` (and `hash`, which defaults to none). */
export async function expectLocation(page: Page, path: string, hash = ""): Promise<void> {
  await expect.poll(() => pathOf(page), { message: "URL path" }).toBe(path);
  await expect.poll(() => new URL(page.url()).hash, { message: "URL hash" }).toBe(hash);
}

/**
 * Marks the current document so a test can tell a client-side navigation (the mark survives)
 * from a full page load (it is gone).
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark?: boolean }).__e2eMark = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark === true);
}

/**
 * Opens the footer's list of languages (a disclosure, closed until asked) and returns the link to
 * `name` in it.
 */
export async function footerLanguageLink(page: Page, name: string): Promise<Locator> {
  const footer = page.getByRole("contentinfo");
  const details = footer.locator("details");
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await details.locator("summary").click();
  }
  return footer.getByRole("link", { name, exact: true });
}
