import { expect, expectLocation, openPage, test } from "./fixtures";
import { PAGE_HEADINGS, PAGE_TITLES, ROUTES, UNKNOWN_PATHS, notFoundText } from "./texts";

for (const path of UNKNOWN_PATHS) {
  test.describe(`unknown path ${path}`, () => {
    test("shows the not-found page with status 404 and logs the path once", async ({
      page,
      pageProblems,
    }) => {
      await openPage(page, path, 404);
      await expectLocation(page, path);
      await expect(page).toHaveTitle(PAGE_TITLES.notFound);
      await expect(page.getByText(notFoundText.code, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(notFoundText.heading);
      await expect(page.getByRole("link", { name: notFoundText.returnHome })).toHaveAttribute(
        "href",
        ROUTES.home,
      );
      await expect(page.getByRole("link", { name: notFoundText.reportIssue })).toHaveAttribute(
        "href",
        ROUTES.contact,
      );
      await expect.poll(() => pageProblems.notFoundLogs).toEqual([path]);
    });

    test("Return Home goes to the home page", async ({ page }) => {
      await openPage(page, path, 404);
      await page.getByRole("link", { name: notFoundText.returnHome }).click();
      await expectLocation(page, ROUTES.home);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGE_HEADINGS.home);
      await expect(page).toHaveTitle(PAGE_TITLES.home);
    });

    test("Report Issue goes to the contact page", async ({ page }) => {
      await openPage(page, path, 404);
      await page.getByRole("link", { name: notFoundText.reportIssue }).click();
      await expectLocation(page, ROUTES.contact);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGE_HEADINGS.contact);
      await expect(page).toHaveTitle(PAGE_TITLES.contact);
    });
  });
}

test("the router and the host agree that /FAQ is not /faq", async ({ page, pageProblems }) => {
  await openPage(page, "/FAQ", 404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(notFoundText.heading);
  await expect.poll(() => pageProblems.notFoundLogs).toEqual(["/FAQ"]);
});

test("a trailing slash redirects to the canonical page", async ({ page }) => {
  const response = await page.goto(`${ROUTES.faq}/`, { waitUntil: "domcontentloaded" });
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/faq\/$/);
  await expectLocation(page, ROUTES.faq);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGE_HEADINGS.faq);
});
