/**
 * Every question on /faq has an address (/faq#question-in-words): opening a question puts it in
 * the URL without a history entry, closing removes it, and visiting it opens that question
 * below the sticky header. Plain /faq still opens at the top with every question closed.
 */
import type { ConsoleMessage, Page } from "@playwright/test";
import { slugify } from "../../src/lib/slug";
import {
  parseHtml,
  expect,
  expectLocation,
  expectNoAxeViolations,
  expectScrolledToTop,
  openPage,
  tabTo,
  test,
  waitForScrollToSettle,
} from "./fixtures";
import { BOTH_SIZES } from "./sizes";
import { FAQ_PAGE_COUNT, PAGE_HEADINGS, ROUTES, labels } from "./texts";

const questions = (page: Page) => page.getByRole("main").locator("button[aria-expanded]");
/** The item a question's address names: the element with that id. */
const item = (page: Page, address: string) => page.locator(`[id="${address}"]`);
const historyLength = (page: Page) => page.evaluate(() => window.history.length);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The id of the item each question heads. */
const itemIds = (buttons: Element[]) =>
  buttons.map((button) => button.closest("[id]:not(button)")?.id ?? "");

/** Each question's address, in order, as the prerendered HTML gives it (no page load needed). */
async function addresses(page: Page): Promise<string[]> {
  const doc = parseHtml(await (await page.request.get(ROUTES.faq)).text());
  return Array.from(doc.querySelectorAll("main button[aria-expanded]")).map(
    (button) => button.closest("[id]:not(button)")?.id ?? "",
  );
}

/** Only this question is open (none for null), once any pending address change has applied. */
async function expectOpenOnly(page: Page, index: number | null) {
  const openQuestions = () =>
    questions(page).evaluateAll((buttons) =>
      buttons.flatMap((button, i) => (button.getAttribute("aria-expanded") === "true" ? [i] : [])),
    );
  await expect
    .poll(openQuestions, { message: "open questions" })
    .toEqual(index === null ? [] : [index]);
}

/** Sum of layout shifts the player did not cause, since the page started loading. */
async function unexpectedLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          resolve(shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all is no shift.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

test("every question has its own address, derived from its wording, in the static HTML", async ({
  page,
}) => {
  const ids = await addresses(page);
  await openPage(page, ROUTES.faq);
  const texts = await questions(page).allTextContents();
  expect(ids).toHaveLength(FAQ_PAGE_COUNT);
  expect(ids).toEqual(texts.map((text) => slugify(text)));
  expect(await questions(page).evaluateAll(itemIds)).toEqual(ids);
  // Unique among themselves and among every other id on the page.
  const pageIds = await page.locator("[id]").evaluateAll((all) => all.map((e) => e.id));
  expect(new Set(pageIds).size).toBe(pageIds.length);
});

/** Clicks a question in view and expects the page not to scroll for it. */
async function clickInPlace(page: Page, index: number) {
  const question = questions(page).nth(index);
  await question.scrollIntoViewIfNeeded();
  await waitForScrollToSettle(page);
  const before = await scrollY(page);
  await question.click();
  await waitForScrollToSettle(page);
  expect(await scrollY(page), "scroll position after the click").toBe(before);
}

test("opening a question puts its address in the URL in place; closing removes it", async ({
  page,
}) => {
  await openPage(page, ROUTES.faq);
  const ids = await addresses(page);
  const entries = await historyLength(page);

  await clickInPlace(page, 2);
  await expectLocation(page, ROUTES.faq, `#${ids[2]}`);
  await expectOpenOnly(page, 2);
  await clickInPlace(page, 5);
  await expectLocation(page, ROUTES.faq, `#${ids[5]}`);
  await expectOpenOnly(page, 5);
  await clickInPlace(page, 5);
  await expectLocation(page, ROUTES.faq);
  await expectOpenOnly(page, null);

  expect(await historyLength(page), "history entries").toBe(entries);
  // The router did not take the address for a navigation: focus stayed on the question.
  await expect(questions(page).nth(5)).toBeFocused();
});

test("with the keyboard alone, Enter writes the address and Space removes it", async ({ page }) => {
  await openPage(page, ROUTES.faq);
  const ids = await addresses(page);
  const first = questions(page).first();
  await tabTo(page, first, { limit: 150 });
  await page.keyboard.press("Enter");
  await expectLocation(page, ROUTES.faq, `#${ids[0]}`);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expectLocation(page, ROUTES.faq, `#${ids[1]}`);
  await expectOpenOnly(page, 1);
  await expectNoAxeViolations(page, "/faq with a question opened from the keyboard");
  await page.keyboard.press("Space");
  await expectLocation(page, ROUTES.faq);
  await expectOpenOnly(page, null);
});

test(
  "visiting a question's address opens it below the sticky header, without a shift",
  BOTH_SIZES,
  async ({ page }) => {
    const ids = await addresses(page);
    const index = 14;
    // The static HTML has no question open; hydrating it at an address must not warn of a mismatch.
    const messages: string[] = [];
    page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
    await openPage(page, `${ROUTES.faq}#${ids[index]}`);
    await expectOpenOnly(page, index);
    await expect(item(page, ids[index]).getByRole("region")).toBeVisible();
    await expectScrolledToTop(page, item(page, ids[index]));
    expect(await unexpectedLayoutShift(page), "layout shift").toBe(0);
    expect(messages, "console").toEqual([]);
    await expectNoAxeViolations(page, "/faq opened at a question's address");
  },
);

test("an address reached on the page, or by going back, opens its question", async ({ page }) => {
  await openPage(page, ROUTES.faq);
  const ids = await addresses(page);

  // As when following a link to it on the page, or editing the address bar's hash.
  await page.evaluate((id) => (window.location.hash = id), ids[16]);
  await expectOpenOnly(page, 16);
  await expectScrolledToTop(page, item(page, ids[16]));

  await questions(page).nth(9).click();
  await expectLocation(page, ROUTES.faq, `#${ids[9]}`);
  await page.getByRole("contentinfo").getByRole("link", { name: labels.contactUs }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGE_HEADINGS.contact);
  await page.goBack();
  await expectLocation(page, ROUTES.faq, `#${ids[9]}`);
  await expectOpenOnly(page, 9);
  await expectScrolledToTop(page, item(page, ids[9]));
});

test("going back to /faq without an address lands at the top with every question closed", async ({
  page,
}) => {
  await openPage(page, ROUTES.faq);
  await questions(page).nth(12).click();
  await questions(page).nth(12).click();
  await expectLocation(page, ROUTES.faq);
  await page.getByRole("contentinfo").getByRole("link", { name: labels.contactUs }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGE_HEADINGS.contact);
  await page.goBack();
  await expectLocation(page, ROUTES.faq);
  await waitForScrollToSettle(page);
  expect(await scrollY(page)).toBe(0);
  await expectOpenOnly(page, null);
});

for (const hash of ["#no-such-question", "#%E0%A4%A", ""]) {
  test(`/faq${hash} opens at the top with every question closed, logging nothing`, async ({
    page,
  }) => {
    const messages: ConsoleMessage[] = [];
    page.on("console", (message) => messages.push(message));
    await openPage(page, `${ROUTES.faq}${hash}`);
    await waitForScrollToSettle(page);
    expect(await scrollY(page)).toBe(0);
    await expectOpenOnly(page, null);
    expect(messages.map((message) => `${message.type()}: ${message.text()}`)).toEqual([]);
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("an address shows its answer; other answers stay closed", async ({ page }) => {
    const ids = await addresses(page);
    await page.goto(`${ROUTES.faq}#${ids[5]}`);
    await expect(item(page, ids[5]).getByRole("region")).toBeVisible();
    await expect(item(page, ids[4]).getByRole("region")).toBeHidden();
  });
});
