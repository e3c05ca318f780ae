/**
 * On a slow phone the page is visible well before its code has arrived and hydrated. Under the
 * mobile network and CPU profile, what the player does in that window is not lost: clicks are
 * held by the boot script and take effect once the page is interactive, and typed text stays.
 */
import type { Page } from "@playwright/test";
import { HYDRATED_MARK } from "../../src/lib/hydration";
import { applyMobileProfile } from "../../scripts/mobile-profile.mjs";
import { expect, holdPageScripts, test } from "./fixtures";
import { MOBILE_ONLY } from "./sizes";
import { ROUTES, contactFormText, labels, messageSentToast } from "./texts";

const HYDRATION_TIMEOUT_MS = 60_000;

const isHydrated = (page: Page) =>
  page.evaluate((name) => performance.getEntriesByName(name).length > 0, HYDRATED_MARK);

/**
 * Opens the page under the mobile profile with its scripts held back until `release` is called,
 * so the clicks surely land in the window between first paint and hydration, however fast
 * the machine is at that moment.
 */
async function openThrottled(page: Page, path: string) {
  await applyMobileProfile(await page.context().newCDPSession(page));
  const release = await holdPageScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  return release;
}

const waitForHydrated = (page: Page) =>
  page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, HYDRATED_MARK, {
    timeout: HYDRATION_TIMEOUT_MS,
  });

test.describe("before the page is interactive (mobile profile)", () => {
  test.setTimeout(120_000);

  test(
    "a FAQ question and the menu clicked as soon as they show take effect",
    MOBILE_ONLY,
    async ({ page }) => {
      const release = await openThrottled(page, ROUTES.faq);
      const question = page.getByRole("main").getByRole("button").first();
      const toggle = page.getByRole("button", { name: labels.openMenu });
      await question.waitFor({ state: "visible" });
      await toggle.waitFor({ state: "visible" });

      await question.click();
      await toggle.click();
      // Both clicks landed before the page could respond to them, or this test proves nothing.
      expect(await isHydrated(page), "clicked before hydration").toBe(false);

      release();
      await waitForHydrated(page);
      await expect(question).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("button", { name: labels.closeMenu })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
    },
  );

  test("a contact message typed and sent before hydration is sent", async ({ page }) => {
    const release = await openThrottled(page, ROUTES.contact);
    const send = page.getByRole("button", { name: contactFormText.submit });
    await send.waitFor({ state: "visible" });
    const values = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" };
    for (const [field, value] of Object.entries(values)) {
      await page
        .getByLabel(contactFormText.fields[field as keyof typeof values].label, { exact: true })
        .fill(value);
    }
    await send.click();
    expect(await isHydrated(page), "sent before hydration").toBe(false);
    // Nothing left the page: the URL carries no form data.
    expect(new URL(page.url()).search).toBe("");

    release();
    await waitForHydrated(page);
    const toasts = page.getByRole("region", { name: /notifications/i });
    await expect(toasts.getByText(messageSentToast.title, { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    for (const field of Object.keys(values)) {
      await expect(
        page.getByLabel(contactFormText.fields[field as keyof typeof values].label, {
          exact: true,
        }),
      ).toHaveValue("");
    }
  });
});
