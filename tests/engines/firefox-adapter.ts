/**
 * Firefox (Debian's firefox-esr) over WebDriver BiDi with puppeteer-core 24. Playwright only
 * drives its own patched Firefox builds, which cannot be downloaded here. One headless browser
 * per size; each journey gets a fresh browser context (no shared storage or history).
 */
import { existsSync } from "node:fs";
import { pageExpression } from "./driver";
import type { EngineBrowser, EnginePage, Key, PageFunction, ViewportSize } from "./driver";
import { loadTool } from "../tool-packages";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** The part of puppeteer-core's API used here. */
interface Puppeteer {
  launch(options: {
    browser: "firefox";
    executablePath: string;
    headless: boolean;
    protocol: "webDriverBiDi";
    timeout: number;
  }): Promise<PuppeteerBrowser>;
}
interface PuppeteerBrowser {
  createBrowserContext(): Promise<{ newPage(): Promise<PuppeteerPage>; close(): Promise<void> }>;
  close(): Promise<void>;
}
interface PuppeteerPage {
  setViewport(viewport: { width: number; height: number }): Promise<void>;
  goto(url: string, options: { waitUntil: "domcontentloaded"; timeout: number }): Promise<unknown>;
  evaluate(fn: string): Promise<unknown>;
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  keyboard: { press(key: string): Promise<void> };
  setOfflineMode(enabled: boolean): Promise<void>;
}

const LAUNCH_TIMEOUT_MS = 45_000;
const NAVIGATION_TIMEOUT_MS = 15_000;

/** Puppeteer's names for the keys the journeys press (over BiDi, Space is " "). */
const KEYS: Record<Key, string> = {
  Tab: "Tab",
  Enter: "Enter",
  Space: " ",
  Escape: "Escape",
  ArrowDown: "ArrowDown",
  ArrowUp: "ArrowUp",
};

export async function launchFirefox(size: ViewportSize): Promise<EngineBrowser> {
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(
      `${FIREFOX_PATH} not found: install Debian's firefox-esr (or set FIREFOX_PATH)`,
    );
  }
  const puppeteer = loadTool<Puppeteer>("puppeteer-core");
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: "webDriverBiDi",
    timeout: LAUNCH_TIMEOUT_MS,
  });

  return {
    async newPage(): Promise<EnginePage> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      // BiDi's setViewport sizes the layout viewport itself: innerWidth is exactly this.
      await page.setViewport({ width: size.width, height: size.height });
      return {
        goto: async (url) => {
          await page.goto(url, { waitUntil: "domcontentloaded", timeout: NAVIGATION_TIMEOUT_MS });
        },
        evaluate: async <A extends unknown[], R>(fn: PageFunction<A, R>, args: A) =>
          (await page.evaluate(pageExpression(fn, args))) as R,
        click: (selector) => page.click(selector),
        type: (selector, text) => page.type(selector, text),
        press: (key) => page.keyboard.press(KEYS[key]),
        // WebDriver BiDi's emulation.setNetworkConditions, `{ type: "offline" }` (null to
        // undo), for this tab: firefox-esr 153 fails the tab's requests, reads
        // `navigator.onLine` false and fires `offline`, then `online`.
        setOffline: (offline) => page.setOfflineMode(offline),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
