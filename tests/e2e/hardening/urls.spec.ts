/**
 * Unknown and malformed URLs: each gives the right page or the not-found page, never a blank
 * screen, never markup from the URL turned into elements, never a dialog. The fixture fails a
 * test on any console error or warning other than the not-found page's own log.
 */
import { expect, test, waitForHydration } from "../fixtures";
import { LANGUAGE_INFO, PAGE_TITLES, WORDS, notFoundText, pageHeading, pageTitle } from "../texts";
import { expectMainHasText, injectedElements, openRaw, watchDialogs } from "./helpers";
import { URL_CASE_GROUPS, XSS_SCRIPT, readPageKey } from "./url-cases";

test.describe("unknown and malformed URLs", () => {
  // A group's paths in one tab, each a page load of its own: a fresh tab per path cost the
  // suite about half a second of the machine's time more each.
  for (const group of URL_CASE_GROUPS) {
    test(`${group.name}: each shows its page`, async ({ page, baseURL }) => {
      const dialogs = watchDialogs(page);
      for (const { path, shows, status, landsOn } of group.cases) {
        const label = path.length > 60 ? `${path.slice(0, 40)}… (${path.length} chars)` : path;
        await test.step(`${label} shows the ${shows} page`, async () => {
          const response = await openRaw(page, baseURL, path);
          expect(status, `HTTP status of ${label}`).toContain(response?.status());
          await waitForHydration(page);

          // The page in its language, around it the same language's header, never a mix.
          const { language, page: id } = readPageKey(shows);
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          await expect(page.locator("html")).toHaveAttribute("dir", LANGUAGE_INFO[language].dir);
          await expect(page).toHaveTitle(pageTitle(language, id));
          await expect(page.getByRole("heading", { level: 1 })).toContainText(
            pageHeading(language, id),
          );
          await expect(
            page.getByRole("banner").getByRole("link", { name: WORDS[language].layout.playNow }),
          ).toBeAttached();
          await expectMainHasText(page);
          if (landsOn) expect(new URL(page.url()).pathname).toBe(landsOn);

          // Nothing from the URL became markup, ran, or opened a dialog.
          expect(await injectedElements(page)).toEqual([]);
          // The page's markup, less the site's own boot script (whose code sets `onerror`).
          const html = await page.evaluate(() => {
            const root = document.documentElement.cloneNode(true) as HTMLElement;
            root.querySelector("head > script[data-modules]")?.remove();
            return root.outerHTML;
          });
          expect(html).not.toContain("alert(1)</script>");
          expect(html).not.toMatch(/onerror=|onload=/i);
          // Give a would-be onerror/onload handler time to fire.
          await page.waitForTimeout(100);
          expect(dialogs, `dialogs opened by ${label}`).toEqual([]);
        });
      }
    });
  }

  test("the not-found page's links still work after a malformed URL", async ({ page, baseURL }) => {
    await openRaw(page, baseURL, `/nope/${encodeURIComponent(XSS_SCRIPT)}`);
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: notFoundText.returnHome }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(PAGE_TITLES.home);
  });
});
