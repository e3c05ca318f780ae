/**
 * Loading each prerendered page: no console error or warning, no page error and no failed
 * same-origin request (the fixture checks all three after every test), and the page responds
 * to the player afterwards, which only happens once React has hydrated it.
 */
import type { Page } from "@playwright/test";
import { expect, expectLocation, isSameDocument, markDocument, openPage, test } from "./fixtures";
import {
  PAGE_TITLES,
  ROUTES,
  SECTION_IDS,
  UNKNOWN_PATHS,
  contactFormText,
  labels,
  notFoundText,
  type PageId,
} from "./texts";

/** Something only the hydrated page does, and a check that it happened. */
const INTERACTIONS: Record<
  PageId,
  { path: string; status: number; run: (page: Page) => Promise<void> }
> = {
  home: {
    path: ROUTES.home,
    status: 200,
    run: async (page) => {
      const trigger = page.locator(`#${SECTION_IDS.homeFaq} button[aria-expanded]`).first();
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
    },
  },
  charlie: {
    path: ROUTES.charlie,
    status: 200,
    run: async (page) => {
      // A placeholder link only stays put (no "#" in the URL) when its click handler runs.
      const social = page.getByRole("contentinfo").getByRole("list", { name: "Social media" });
      await social.getByRole("link").first().click();
      await expectLocation(page, ROUTES.charlie);
    },
  },
  faq: {
    path: ROUTES.faq,
    status: 200,
    run: async (page) => {
      const trigger = page.getByRole("main").locator("button[aria-expanded]").last();
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
    },
  },
  privacy: {
    path: ROUTES.privacy,
    status: 200,
    run: async (page) => {
      await markDocument(page);
      await page.getByRole("main").getByRole("link", { name: labels.contactUs }).click();
      await expect(page).toHaveTitle(PAGE_TITLES.contact);
      expect(await isSameDocument(page), "client-side navigation").toBe(true);
    },
  },
  contact: {
    path: ROUTES.contact,
    status: 200,
    run: async (page) => {
      for (const [name, { label }] of Object.entries(contactFormText.fields)) {
        await page
          .getByLabel(label, { exact: true })
          .fill(name === "email" ? "a@example.com" : "x");
      }
      await page.getByRole("button", { name: contactFormText.submit }).click();
      await expect(page.getByRole("button", { name: contactFormText.sending })).toBeDisabled();
    },
  },
  notFound: {
    path: UNKNOWN_PATHS[1],
    status: 404,
    run: async (page) => {
      await markDocument(page);
      await page.getByRole("link", { name: notFoundText.returnHome }).click();
      await expect(page).toHaveTitle(PAGE_TITLES.home);
      expect(await isSameDocument(page), "client-side navigation").toBe(true);
    },
  },
};

for (const [id, interaction] of Object.entries(INTERACTIONS)) {
  test(`${interaction.path} hydrates cleanly and responds`, async ({ page }) => {
    await openPage(page, interaction.path, interaction.status);
    await expect(page.locator("#root")).toHaveAttribute("data-page", id);
    await interaction.run(page);
    // Let late effects and requests finish before the fixture checks the console.
    await page.waitForLoadState("load");
  });
}
