/**
 * A page or a language chosen while offline (src/hooks/use-page-links.ts). The page's code or words
 * for it cannot come, so the page the player is reading stays, whole and in its language, at its
 * address, and says "You are offline" in that language; once back online, one tap of the same
 * link gets there, in the same document.
 */
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  footerLanguageLink,
  isSameDocument,
  markDocument,
  openPage,
  test,
  waitForHydration,
  type PageProblems,
} from "./fixtures";
import { LANGUAGE_INFO, WORDS, pagePath, type Language } from "./texts";

/** The requests a browser offline makes fail. */
function allowOffline(problems: PageProblems) {
  problems.allowFailedRequests(/\/assets\//);
  problems.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/);
}

/** A link in the footer, from a page in one language to a page it opens. */
const LINKS = [
  {
    what: "a page link",
    from: { language: "es", path: pagePath("faq", "es") },
    link: (page: Page) =>
      page
        .getByRole("contentinfo")
        .getByRole("link", { name: WORDS.es.layout.footer.quickLinkLabels.contact, exact: true }),
    to: { language: "es", path: pagePath("contact", "es"), heading: WORDS.es.contact.title },
  },
  {
    what: "a language link",
    from: { language: "en", path: pagePath("faq", "en") },
    link: (page: Page) => footerLanguageLink(page, LANGUAGE_INFO.de.name),
    to: { language: "de", path: pagePath("faq", "de"), heading: WORDS.de.faq.title },
  },
] as const satisfies readonly {
  what: string;
  from: { language: Language; path: string };
  link: (page: Page) => Locator | Promise<Locator>;
  to: { language: Language; path: string; heading: string };
}[];

async function expectPage(page: Page, language: Language, path: string, heading: string) {
  await expect(page).toHaveURL(path);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

test.describe("offline", () => {
  for (const { what, from, link, to } of LINKS) {
    test(`${what} keeps the page, says so in its language, and goes there with one tap once online`, async ({
      page,
      pageProblems,
    }) => {
      allowOffline(pageProblems);
      await openPage(page, from.path);
      await markDocument(page);
      const words = WORDS[from.language];
      await page.context().setOffline(true);
      await (await link(page)).click();

      const notice = page.getByRole("status").filter({ hasText: words.layout.offline.title });
      await expect(notice).toContainText(words.layout.offline.body);
      // The page it was, whole: its address, language, heading and header.
      await expectPage(page, from.language, from.path, words.faq.title);
      await expect(page.getByRole("banner")).toContainText(words.layout.nav.home);
      expect(await isSameDocument(page)).toBe(true);

      await page.context().setOffline(false);
      await (await link(page)).click();
      await expectPage(page, to.language, to.path, to.heading);
      await waitForHydration(page);
      await expect(notice).toHaveCount(0);
      expect(await isSameDocument(page)).toBe(true);
    });
  }

  test("the notice closes from the keyboard, and focus goes back to the link", async ({
    page,
    pageProblems,
  }) => {
    allowOffline(pageProblems);
    await openPage(page, pagePath("faq", "es"));
    await page.context().setOffline(true);
    const contact = LINKS[0].link(page);
    await contact.focus();
    await page.keyboard.press("Enter");
    const words = WORDS.es.layout.offline;
    const close = page.getByRole("button", { name: words.dismiss });
    await expect(close).toBeVisible();
    await close.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(words.title)).toHaveCount(0);
    await expect(contact).toBeFocused();
  });
});
