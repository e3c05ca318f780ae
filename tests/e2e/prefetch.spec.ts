/**
 * Page changes without a code download: a header or footer link's page code loads when the
 * player points at, touches or focuses it, and the header's pages load once the browser is idle
 * after hydration, unless the browser reports a data-saver mode or a slow connection.
 */
import type { Locator, Page } from "@playwright/test";
import { HYDRATED_MARK } from "../../src/lib/hydration";
import { PAGE_SOURCES } from "../../src/server/page-assets";
import { readManifest } from "../unit/build/initial-assets";
import { expect, openPage, tabTo, test } from "./fixtures";
import { MOBILE_ONLY } from "./sizes";
import { HEADER_NAV, PAGE_HEADINGS, ROUTES, labels, type IndexablePageId } from "./texts";

const manifest = readManifest(process.env.DIST_DIR ?? "dist");
/** The URL path of a page's own code-split chunk. */
const chunkOf = (id: IndexablePageId) => `/${manifest[PAGE_SOURCES[id]].file}`;
/**
 * Every script a click on a page's link needs, in English: the page's chunk, what it imports,
 * and the page's words. The page's chunk alone arriving says nothing of the rest, which a busy
 * machine may request more than half a second later.
 */
const codeOf = (id: IndexablePageId) => [
  chunkOf(id),
  ...(manifest[PAGE_SOURCES[id]].imports ?? []).map((key) => `/${manifest[key].file}`),
  ...Object.values(manifest)
    .filter(({ file }) => file.startsWith(`assets/words-en-${id}-`))
    .map(({ file }) => `/${file}`),
];

/** Where every test starts: a page whose header links lead to other pages. */
const START = "privacy" satisfies IndexablePageId;

/** Every script the page requests from now on, as URL paths, in order. */
function watchScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) paths.push(pathname);
  });
  return paths;
}

/** How many idle callbacks the site has had run, when the test reports idle time itself. */
const IDLE_RUNS = "__idleCallbacksRun";

/**
 * Takes the reporting of idle time from the browser: "never" holds the site's idle work, so only
 * intent can load a page's code; "now" runs it at once and counts each callback.
 */
async function reportIdle(page: Page, when: "never" | "now") {
  await page.addInitScript(
    ({ when, key }) => {
      const counter = window as unknown as Record<string, number>;
      counter[key] = 0;
      window.requestIdleCallback = (callback) => {
        if (when === "now") {
          setTimeout(() => {
            callback({ didTimeout: false, timeRemaining: () => 50 });
            counter[key] += 1;
          });
        }
        return 0;
      };
    },
    { when, key: IDLE_RUNS },
  );
}

async function openHydrated(page: Page, path: string) {
  await openPage(page, path);
  await page.waitForFunction(
    (name) => performance.getEntriesByName(name).length > 0,
    HYDRATED_MARK,
  );
}

const headerLink = (page: Page, label: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true });
const footerLink = (page: Page, label: string) =>
  page.getByRole("contentinfo").getByRole("link", { name: label, exact: true });

/** Opens the collapsed menu on small screens so the header links can be reached. */
async function showHeaderLinks(page: Page) {
  const toggle = page.getByRole("button", { name: labels.openMenu });
  if (await toggle.isVisible()) await toggle.click();
}

async function expectHeading(page: Page, id: IndexablePageId) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGE_HEADINGS[id]);
}

interface IntentCase {
  intent: string;
  target: IndexablePageId;
  link: (page: Page) => Promise<Locator>;
  /** Shows intent without following the link; returns the rest of the gesture, which follows it. */
  show: (page: Page, link: Locator) => Promise<() => Promise<void>>;
  touchOnly?: boolean;
}

/** A finger on the screen at the link's centre, through the browser's own touch input. */
async function touchPoint(link: Locator) {
  const box = await link.boundingBox();
  if (!box) throw new Error(`${link} is not visible`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const INTENTS: IntentCase[] = [
  {
    intent: "the pointer rests on",
    target: "faq",
    link: async (page) => {
      await showHeaderLinks(page);
      return headerLink(page, "FAQ");
    },
    show: async (_, link) => {
      await link.hover();
      return () => link.click();
    },
  },
  {
    intent: "the keyboard focuses",
    target: "contact",
    link: async (page) => footerLink(page, labels.contactUs),
    show: async (page, link) => {
      await tabTo(page, link, { backwards: true });
      return () => page.keyboard.press("Enter");
    },
  },
  {
    intent: "a finger touches",
    target: "faq",
    touchOnly: true,
    link: async (page) => {
      await showHeaderLinks(page);
      return headerLink(page, "FAQ");
    },
    show: async (page, link) => {
      const input = await page.context().newCDPSession(page);
      await input.send("Input.dispatchTouchEvent", {
        type: "touchStart",
        touchPoints: [await touchPoint(link)],
      });
      return async () => {
        await input.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      };
    },
  },
];

for (const { intent, target, link: findLink, show, touchOnly } of INTENTS) {
  test(
    `${ROUTES[target]}'s code loads when ${intent} its link, and the click needs no download`,
    touchOnly ? MOBILE_ONLY : {},
    async ({ page }) => {
      await reportIdle(page, "never");
      const scripts = watchScripts(page);
      await openHydrated(page, ROUTES[START]);
      const link = await findLink(page);
      expect(scripts, "nothing loaded the page's code yet").not.toContain(chunkOf(target));

      const follow = await show(page, link);
      // The page's code requested, and given time to arrive, as the player's intent usually
      // does before the click.
      for (const path of codeOf(target)) {
        await expect
          .poll(() => scripts, { message: `${path} requested on intent` })
          .toContain(path);
      }
      await page.waitForLoadState("networkidle");

      const before = scripts.length;
      await follow();
      await expectHeading(page, target);
      expect(scripts.slice(before), "scripts requested after the click").toEqual([]);
    },
  );
}

test("once idle after hydration, the header's pages' code loads, and nothing else", async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await openHydrated(page, ROUTES[START]);
  const others = HEADER_NAV.map((item) => item.page).filter((id) => id !== START);
  for (const id of others) {
    await expect.poll(() => scripts, { message: `${id}'s code fetched` }).toContain(chunkOf(id));
  }
  // None of it competed with the page becoming interactive.
  const startedBeforeHydrated = await page.evaluate(
    ({ mark, chunks }) => {
      const hydrated = performance.getEntriesByName(mark)[0].startTime;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => chunks.some((chunk) => entry.name.endsWith(chunk)))
        .filter((entry) => entry.startTime < hydrated)
        .map((entry) => entry.name);
    },
    { mark: HYDRATED_MARK, chunks: others.map(chunkOf) },
  );
  expect(startedBeforeHydrated).toEqual([]);
  await page.waitForLoadState("networkidle");
  expect(scripts, "a footer-only page is fetched on intent only").not.toContain(chunkOf("contact"));

  const before = scripts.length;
  await showHeaderLinks(page);
  await headerLink(page, "FAQ").click();
  await expectHeading(page, "faq");
  expect(scripts.slice(before), "scripts requested after the click").toEqual([]);
});

const FRUGAL_CONNECTIONS = [
  { name: "data saver on", connection: { saveData: true, effectiveType: "4g" } },
  { name: "a 2G connection", connection: { saveData: false, effectiveType: "2g" } },
];

for (const { name, connection } of FRUGAL_CONNECTIONS) {
  test(`with ${name}, no page code loads before a click, and the click still works`, async ({
    page,
  }) => {
    await page.addInitScript((reported) => {
      Object.defineProperty(navigator, "connection", { value: reported, configurable: true });
    }, connection);
    await reportIdle(page, "now");
    const scripts = watchScripts(page);
    await openHydrated(page, ROUTES[START]);
    const loaded = scripts.length;

    await showHeaderLinks(page);
    const faq = headerLink(page, "FAQ");
    await faq.hover();
    await faq.focus();
    await footerLink(page, labels.contactUs).focus();
    // The site's idle work has gone through every header link (and found nothing left to do).
    await page.waitForFunction(
      ({ key, runs }) => (window as unknown as Record<string, number>)[key] >= runs,
      { key: IDLE_RUNS, runs: HEADER_NAV.length + 1 },
    );
    expect(scripts.slice(loaded), "scripts requested before any click").toEqual([]);

    await faq.click();
    await expectHeading(page, "faq");
    expect(scripts, "the click fetched its page").toContain(chunkOf("faq"));
  });
}
