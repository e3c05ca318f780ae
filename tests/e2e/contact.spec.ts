import type { Page } from "@playwright/test";
import { expect, expectLocation, openPage, pauseClock, tabTo, test } from "./fixtures";
import { CONTACT_SEND_DELAY_MS, ROUTES, contactFormText, messageSentToast } from "./texts";

type Field = keyof typeof contactFormText.fields;
const FIELDS = Object.keys(contactFormText.fields) as Field[];

const VALID: Record<Field, string> = {
  name: "Pat Player",
  email: "pat@example.com",
  subject: "Level 3 question",
  message: "How do I get three stars in the kitchen?",
};

const field = (page: Page, name: Field) =>
  page.getByLabel(contactFormText.fields[name].label, { exact: true });
const submitButton = (page: Page) =>
  page.getByRole("button", {
    name: new RegExp(`${contactFormText.submit}|${contactFormText.sending.replace(/\./g, "\\.")}`),
  });
const toast = (page: Page) =>
  page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

async function fill(page: Page, values: Record<Field, string>) {
  for (const name of FIELDS) await field(page, name).fill(values[name]);
}

async function expectFieldValues(page: Page, values: Record<Field, string>) {
  for (const name of FIELDS) await expect(field(page, name)).toHaveValue(values[name]);
}

/** The form is idle: nothing is being sent and no toast has appeared. */
async function expectNotSent(page: Page) {
  await expect(submitButton(page)).toHaveText(contactFormText.submit);
  await expect(submitButton(page)).toBeEnabled();
  await expect(toast(page)).toHaveCount(0);
}

/** Fills the form (when given values), sends it, and expects the browser to focus `focused`. */
async function submitExpectingFocus(page: Page, focused: Field, values?: Record<Field, string>) {
  if (values) await fill(page, values);
  await submitButton(page).click();
  await expect(field(page, focused)).toBeFocused();
}

test.describe("contact form", () => {
  // One tab for every form that must not go: none is sent, so each leaves the page as it was.
  test("an empty, incomplete or invalid form is not sent, and the field to mend takes focus", async ({
    page,
  }) => {
    await openPage(page, ROUTES.contact);

    await test.step("four required fields and an email-type email field", async () => {
      for (const name of FIELDS) await expect(field(page, name)).toHaveAttribute("required", "");
      await expect(field(page, "email")).toHaveAttribute("type", "email");
      await expect(field(page, "message")).toHaveJSProperty("tagName", "TEXTAREA");
    });

    await test.step("an empty form is not sent", async () => {
      await submitExpectingFocus(page, "name");
      expect(
        await field(page, "name").evaluate((el: HTMLInputElement) => el.validity.valueMissing),
      ).toBe(true);
      await expectNotSent(page);
    });

    for (const missing of FIELDS) {
      await test.step(`is not sent without ${missing}`, async () => {
        await submitExpectingFocus(page, missing, { ...VALID, [missing]: "" });
        await expectNotSent(page);
      });
    }

    await test.step("fields holding only spaces count as empty", async () => {
      await submitExpectingFocus(page, "name", { ...VALID, name: "   ", message: "  " });
      await expectNotSent(page);
    });

    await test.step("an invalid email address is not sent", async () => {
      await submitExpectingFocus(page, "email", { ...VALID, email: "pat-at-example" });
      expect(
        await field(page, "email").evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
      ).toBe(true);
      await expectNotSent(page);
      await expect(field(page, "email")).toHaveValue("pat-at-example");
    });
  });

  test(`sends for ${CONTACT_SEND_DELAY_MS} ms, then confirms and clears the form`, async ({
    page,
  }) => {
    await pauseClock(page);
    await openPage(page, ROUTES.contact);
    await fill(page, VALID);
    await submitButton(page).click();

    await expect(submitButton(page)).toHaveText(contactFormText.sending);
    await expect(submitButton(page)).toBeDisabled();

    await page.clock.runFor(CONTACT_SEND_DELAY_MS - 1);
    await expect(submitButton(page)).toHaveText(contactFormText.sending);
    await expect(toast(page)).toHaveCount(0);
    await expectFieldValues(page, VALID);

    await page.clock.runFor(1);
    await expect(toast(page)).toBeVisible();
    await expect(toast(page)).toContainText(messageSentToast.title);
    await expect(toast(page)).toContainText(messageSentToast.description);
    await expectFieldValues(page, { name: "", email: "", subject: "", message: "" });
    await expect(submitButton(page)).toHaveText(contactFormText.submit);
    await expect(submitButton(page)).toBeEnabled();
  });

  test("confirms after about 1.5 s of real time", async ({ page }) => {
    await openPage(page, ROUTES.contact);
    await fill(page, VALID);
    const started = Date.now();
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(contactFormText.sending);
    await expect(toast(page).getByText(messageSentToast.title, { exact: true })).toBeVisible({
      timeout: CONTACT_SEND_DELAY_MS + 3000,
    });
    const elapsed = Date.now() - started;
    expect(elapsed, "not before the delay").toBeGreaterThanOrEqual(CONTACT_SEND_DELAY_MS - 50);
    expect(elapsed, "soon after the delay").toBeLessThan(CONTACT_SEND_DELAY_MS + 2500);
    await expect(
      toast(page).getByText(messageSentToast.description, { exact: true }),
    ).toBeVisible();
    await expectFieldValues(page, { name: "", email: "", subject: "", message: "" });
  });

  test("works with the keyboard alone", async ({ page }) => {
    await pauseClock(page);
    await openPage(page, ROUTES.contact);
    await tabTo(page, field(page, "name"));
    for (const [index, name] of FIELDS.entries()) {
      await expect(field(page, name)).toBeFocused();
      await page.keyboard.type(VALID[name]);
      await page.keyboard.press("Tab");
      if (index === FIELDS.length - 1) await expect(submitButton(page)).toBeFocused();
    }
    await page.keyboard.press("Enter");
    await expect(submitButton(page)).toHaveText(contactFormText.sending);
    await page.clock.runFor(CONTACT_SEND_DELAY_MS);
    await expect(toast(page)).toContainText(messageSentToast.title);
    await expectFieldValues(page, { name: "", email: "", subject: "", message: "" });
  });

  test("Enter in a text field submits, and blocks on an empty field", async ({ page }) => {
    await pauseClock(page);
    await openPage(page, ROUTES.contact);
    await fill(page, { ...VALID, subject: "" });
    await field(page, "email").press("Enter");
    await expect(field(page, "subject")).toBeFocused();
    await expectNotSent(page);
    await page.keyboard.type(VALID.subject);
    await page.keyboard.press("Enter");
    await expect(submitButton(page)).toHaveText(contactFormText.sending);
  });

  test("leaving the page while sending is harmless", async ({ page }) => {
    await openPage(page, ROUTES.contact);
    await fill(page, VALID);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(contactFormText.sending);
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
    await expectLocation(page, ROUTES.faq);
    // Past the send delay: no toast, no state update on the unmounted form (the fixture checks
    // the console).
    await page.waitForTimeout(CONTACT_SEND_DELAY_MS + 300);
    await expect(toast(page)).toHaveCount(0);
  });
});
