/**
 * The Share button under each game, in a real browser: the system share sheet where there is
 * one, else the clipboard with a toast, else the link shown and selected. What is shared is the
 * page's canonical URL, whatever the address bar says. Share and clipboard behave the same at
 * any size, so this runs at one.
 */
import type { Page } from "@playwright/test";
import { HYDRATED_MARK } from "../../src/lib/hydration";
import { expect, holdPageScripts, openPage, test, waitForHydration } from "./fixtures";
import { GAME_PAGES, shareButton } from "./game-view";
import { ROUTES, SHARE_MESSAGES, SITE_ORIGIN, shareText } from "./texts";

const [home, charlie] = GAME_PAGES;

const isHydrated = (page: Page) =>
  page.evaluate((name) => performance.getEntriesByName(name).length > 0, HYDRATED_MARK);

const toasts = (page: Page) => page.getByRole("region", { name: /notifications/i });

/** Where the Share button is at rest: not marked busy. */
async function expectAtRest(page: Page, section: string) {
  await expect(shareButton(page, section)).not.toHaveAttribute("aria-disabled");
}

test("a press before the page is interactive opens the share sheet with the canonical URL once it is", async ({
  page,
}) => {
  // Chromium without a share sheet: this one records what a page hands it.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, "share", {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  const release = await holdPageScripts(page);
  await page.goto(`${ROUTES.charlie}?from=newsletter#${charlie.section}`, {
    waitUntil: "commit",
  });
  const button = shareButton(page, charlie.section);
  await button.click();
  expect(await isHydrated(page), "pressed before hydration").toBe(false);

  release();
  await waitForHydration(page);
  const shared = () =>
    page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
  await expect
    .poll(shared)
    .toEqual([{ ...SHARE_MESSAGES.charlie, url: `${SITE_ORIGIN}${ROUTES.charlie}` }]);
  await expectAtRest(page, charlie.section);
  await expect(toasts(page).getByRole("listitem")).toHaveCount(0);
});

test("without a share sheet the link is copied and a toast says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openPage(page, `${ROUTES.home}?from=newsletter#${home.section}`);
  // The toast's live region is there before any toast, so screen readers hear it.
  await expect(toasts(page)).toBeAttached();
  await shareButton(page, home.section).click();

  const toast = toasts(page).getByRole("listitem");
  await expect(toast).toContainText(shareText.linkCopied);
  await expect(toast).toContainText(shareText.linkCopiedDescription(SHARE_MESSAGES.home.title));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_ORIGIN}/`);
  await expectAtRest(page, home.section);
});

test("where the clipboard is refused, the link is shown, selected, ready to copy", async ({
  page,
}) => {
  await openPage(page, `${ROUTES.charlie}#${charlie.section}`);
  // The player (or the browser's policy) refuses the page the clipboard.
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  await cdp.send("Browser.setPermission", {
    permission: { name: "clipboard-write" },
    setting: "denied",
    origin: new URL(page.url()).origin,
    browserContextId: targetInfo.browserContextId,
  });
  await shareButton(page, charlie.section).click();

  const field = page.getByRole("textbox", {
    name: shareText.linkLabel(SHARE_MESSAGES.charlie.title),
  });
  const url = `${SITE_ORIGIN}${ROUTES.charlie}`;
  await expect(field).toHaveValue(url);
  await expect(field).toBeFocused();
  await expect(field).toHaveJSProperty("selectionStart", 0);
  await expect(field).toHaveJSProperty("selectionEnd", url.length);
  await expect(toasts(page).getByRole("listitem")).toHaveCount(0);
  await expectAtRest(page, charlie.section);
});
