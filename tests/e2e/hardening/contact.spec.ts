/**
 * The contact form in a real browser: a double-click (and a double Enter) make one sending
 * cycle and one toast; leaving mid-send leaves no error, no warning and no late toast; markup
 * typed into the fields stays text.
 */
import type { Page } from "@playwright/test";
import { clickHeaderLink, expect, test, waitForHydration } from "../fixtures";
import {
  CONTACT_SEND_DELAY_MS,
  PAGE_TITLES,
  ROUTES,
  contactFormText,
  messageSentToast,
} from "../texts";
import { injectedElements, watchDialogs } from "./helpers";

const { fields } = contactFormText;
const VALID = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Stuck in the garage",
  message: "The pegboard will not take the hammer.",
};
type Values = typeof VALID;

declare global {
  interface Window {
    __contactCounts?: { sendingCycles: number; toasts: number };
  }
}

/** Counts, inside the page, each switch to "Sending..." and each toast added. */
async function countCycles(page: Page) {
  await page.addInitScript(
    ({ sending, title }) => {
      const counts = { sendingCycles: 0, toasts: 0 };
      window.__contactCounts = counts;
      let wasSending = false;
      new MutationObserver((mutations) => {
        const isSending = Array.from(document.querySelectorAll("button")).some(
          (button) => button.textContent?.trim() === sending,
        );
        if (isSending && !wasSending) counts.sendingCycles += 1;
        wasSending = isSending;
        for (const mutation of mutations) {
          for (const node of Array.from(mutation.addedNodes)) {
            if (node instanceof HTMLLIElement && node.textContent?.includes(title))
              counts.toasts += 1;
          }
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    { sending: contactFormText.sending, title: messageSentToast.title },
  );
  return () => page.evaluate(() => window.__contactCounts);
}

async function openContact(page: Page) {
  await page.goto(ROUTES.contact);
  await waitForHydration(page);
}

async function fill(page: Page, values: Values) {
  for (const [name, value] of Object.entries(values) as [keyof Values, string][]) {
    await page.getByLabel(fields[name].label, { exact: true }).fill(value);
  }
}

const submit = (page: Page) => page.getByRole("button", { name: contactFormText.submit });
const sending = (page: Page) => page.getByRole("button", { name: contactFormText.sending });
const toastTitle = (page: Page) =>
  page.getByRole("region", { name: /notifications/i }).getByText(messageSentToast.title);

async function expectFieldsEmpty(page: Page) {
  for (const { label } of Object.values(fields)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
  }
}

test.describe("contact form under pressure", () => {
  test("a double-click sends once and shows one toast", async ({ page }) => {
    const counts = await countCycles(page);
    await openContact(page);
    await fill(page, VALID);

    await submit(page).dblclick();
    await expect(sending(page)).toBeDisabled();
    await expect(toastTitle(page)).toBeVisible({ timeout: CONTACT_SEND_DELAY_MS + 3_000 });
    await expectFieldsEmpty(page);
    // Long enough for a second cycle, had one started.
    await page.waitForTimeout(CONTACT_SEND_DELAY_MS + 500);
    expect(await counts()).toEqual({ sendingCycles: 1, toasts: 1 });
  });

  test("pressing Enter twice sends once", async ({ page }) => {
    const counts = await countCycles(page);
    await openContact(page);
    await fill(page, VALID);
    const subject = page.getByLabel(fields.subject.label, { exact: true });
    await subject.press("Enter");
    await subject.press("Enter");
    await expect(toastTitle(page)).toBeVisible({ timeout: CONTACT_SEND_DELAY_MS + 3_000 });
    await page.waitForTimeout(CONTACT_SEND_DELAY_MS + 500);
    expect(await counts()).toEqual({ sendingCycles: 1, toasts: 1 });
  });

  test("sending again right after the toast works", async ({ page }) => {
    const counts = await countCycles(page);
    await openContact(page);
    await fill(page, VALID);
    await submit(page).click();
    await expect(toastTitle(page)).toBeVisible({ timeout: CONTACT_SEND_DELAY_MS + 3_000 });

    await fill(page, { ...VALID, subject: "One more thing" });
    await submit(page).click();
    await expect(sending(page)).toBeDisabled();
    await expect(submit(page)).toBeEnabled({ timeout: CONTACT_SEND_DELAY_MS + 3_000 });
    await expectFieldsEmpty(page);
    expect(await counts()).toMatchObject({ sendingCycles: 2, toasts: 2 });
  });

  test("leaving by the menu while Sending... leaves no error and no late toast", async ({
    page,
  }) => {
    await openContact(page);
    await fill(page, VALID);
    await submit(page).click();
    await expect(sending(page)).toBeVisible();

    await clickHeaderLink(page, "FAQ");
    await expect(page).toHaveTitle(PAGE_TITLES.faq);
    await page.waitForTimeout(CONTACT_SEND_DELAY_MS * 2);
    await expect(page.getByText(messageSentToast.title)).toHaveCount(0);

    // Back on the form: nothing typed was kept.
    await page.goBack();
    await expect(page).toHaveTitle(PAGE_TITLES.contact);
    await expectFieldsEmpty(page);
    await expect(page.getByText(messageSentToast.title)).toHaveCount(0);
  });

  test("leaving for another document while Sending... is clean", async ({ page }) => {
    await openContact(page);
    await fill(page, VALID);
    await submit(page).click();
    await expect(sending(page)).toBeVisible();
    await page.goto(ROUTES.privacy);
    await waitForHydration(page);
    await page.waitForTimeout(CONTACT_SEND_DELAY_MS + 500);
    await expect(page.getByText(messageSentToast.title)).toHaveCount(0);
  });

  test("markup typed into every field stays text and nothing runs", async ({ page }) => {
    const dialogs = watchDialogs(page);
    await openContact(page);
    const payload = `<script>alert(1)</script><img src=x onerror="window.__pwned=1">"><svg onload=alert(1)>`;
    await fill(page, {
      name: payload,
      email: "o'brien+tag@example.com",
      subject: payload,
      message: payload,
    });
    await expect(page.getByLabel(fields.message.label, { exact: true })).toHaveValue(payload);
    expect(await injectedElements(page)).toEqual([]);

    await submit(page).click();
    await expect(toastTitle(page)).toBeVisible({ timeout: CONTACT_SEND_DELAY_MS + 3_000 });
    await expectFieldsEmpty(page);
    await expect(page.getByRole("region", { name: /notifications/i })).not.toContainText("alert");
    expect(await injectedElements(page)).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
