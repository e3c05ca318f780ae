/**
 * A page or a language chosen while offline. The page's code or words for it cannot come, so the
 * app loads the address in full (src/lib/load-failure.ts): the browser shows its own offline page
 * for it, never a page that silently does nothing or a page in two languages. Once back online,
 * one tap (the browser's reload) gets the player there.
 */
import type { Page } from "@playwright/test";
import {
  expect,
  footerLanguageLink,
  openPage,
  test,
  waitForHydration,
  type PageProblems,
} from "./fixtures";
import { LANGUAGE_INFO, ROUTES, WORDS, pagePath, type Language } from "./texts";

/** The requests and messages a browser offline makes of every load. */
function allowOffline(problems: PageProblems) {
  problems.allowFailedRequests(/./);
  problems.allow(/net::ERR_INTERNET_DISCONNECTED/);
}

/** The browser's own offline page stands where the site's was: no page of the site's. */
async function expectBrowsersOfflinePage(page: Page) {
  const siteGone = () =>
    page.evaluate(() => document.getElementById("root") === null).catch(() => false);
  await expect.poll(siteGone).toBe(true);
}

async function expectPage(page: Page, language: Language, heading: string, path: string) {
  await expect(page).toHaveURL(path);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await waitForHydration(page);
}

/** A link in the footer, the page it opens and its heading. */
const LINKS = [
  {
    what: "a page link",
    name: WORDS.en.layout.footer.legalLinkLabels.privacy,
    language: "en",
    path: ROUTES.privacy,
    heading: WORDS.en.privacy.title,
  },
  {
    what: "a language link",
    name: LANGUAGE_INFO.de.name,
    language: "de",
    path: pagePath("faq", "de"),
    heading: WORDS.de.faq.title,
  },
] as const;

test.describe("offline", () => {
  for (const link of LINKS) {
    test(`${link.what} shows the browser's offline page, and one reload once online gets there`, async ({
      page,
      pageProblems,
    }) => {
      allowOffline(pageProblems);
      await openPage(page, ROUTES.faq);
      await page.context().setOffline(true);
      const footer = page.getByRole("contentinfo");
      const target =
        link.what === "a language link"
          ? await footerLanguageLink(page, link.name)
          : footer.getByRole("link", { name: link.name, exact: true }).first();
      await target.click();
      await expectBrowsersOfflinePage(page);
      await page.context().setOffline(false);
      await page.reload();
      await expectPage(page, link.language, link.heading, link.path);
    });
  }
});
