import type { Page } from "@playwright/test";
import {
  parseHtml,
  clickHeaderLink,
  expect,
  expectLocation,
  isSameDocument,
  markDocument,
  openPage,
  showInApp,
  test,
} from "./fixtures";
import {
  ALL_PAGES,
  FOOTER_NAV_NAMES,
  FOOTER_QUICK_LINKS,
  HEADER_NAV,
  PAGE_TITLES,
  ROUTES,
  UNKNOWN_PATHS,
  type IndexablePageId,
} from "./texts";

interface HeadTags {
  titles: string[];
  descriptions: string[];
}

/** The <title> and meta description elements of the live document. */
function liveHead(page: Page): Promise<HeadTags> {
  return page.evaluate(() => ({
    titles: Array.from(document.querySelectorAll("title")).map((t) => t.textContent ?? ""),
    descriptions: Array.from(document.querySelectorAll('meta[name="description"]')).map(
      (m) => m.getAttribute("content") ?? "",
    ),
  }));
}

/** The same, as the server sends them (what a crawler reads without running scripts). */
async function staticHead(page: Page, path: string): Promise<HeadTags> {
  const doc = parseHtml(await (await page.request.get(path)).text());
  return {
    titles: Array.from(doc.querySelectorAll("title")).map((t) => t.textContent ?? ""),
    descriptions: Array.from(doc.querySelectorAll('meta[name="description"]')).map(
      (m) => m.getAttribute("content") ?? "",
    ),
  };
}

test.describe("titles and descriptions on first load", () => {
  for (const { id, path, status } of ALL_PAGES) {
    test(`${path} has exactly one title and one description`, async ({ page }) => {
      const served = await staticHead(page, path);
      expect(served.titles).toEqual([PAGE_TITLES[id]]);
      expect(served.descriptions).toHaveLength(1);
      expect(served.descriptions[0].length, "a real description").toBeGreaterThanOrEqual(50);

      await openPage(page, path, status);
      await expect(page).toHaveTitle(PAGE_TITLES[id]);
      // After hydration the document still holds exactly the prerendered pair.
      expect(await liveHead(page)).toEqual(served);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  }

  test("every page has its own title and description", async ({ page }) => {
    const heads = await Promise.all(ALL_PAGES.map(({ path }) => staticHead(page, path)));
    const titles = heads.map((head) => head.titles[0]);
    const descriptions = heads.map((head) => head.descriptions[0]);
    expect(new Set(titles).size).toBe(ALL_PAGES.length);
    expect(new Set(descriptions).size).toBe(ALL_PAGES.length);
  });
});

test.describe("titles and descriptions after client-side navigation", () => {
  test("follow every header and footer link", async ({ page }) => {
    await openPage(page, ROUTES.contact);
    await markDocument(page);

    const visit = async (id: IndexablePageId, click: () => Promise<void>) => {
      await click();
      await expectLocation(page, ROUTES[id]);
      await expect(page).toHaveTitle(PAGE_TITLES[id]);
      const expected = await staticHead(page, ROUTES[id]);
      await expect
        .poll(() => liveHead(page), { message: `head of ${ROUTES[id]}` })
        .toEqual(expected);
    };

    for (const { label, page: id } of HEADER_NAV) {
      await visit(id, () => clickHeaderLink(page, label));
    }
    for (const { label, page: id } of FOOTER_QUICK_LINKS) {
      await visit(id, () =>
        page
          .getByRole("contentinfo")
          .getByRole("navigation", { name: FOOTER_NAV_NAMES.quick })
          .getByRole("link", { name: label, exact: true })
          .click(),
      );
    }
    expect(await isSameDocument(page), "all navigations were client-side").toBe(true);
  });

  test("the not-found page and back", async ({ page }) => {
    await openPage(page, ROUTES.privacy);
    await markDocument(page);
    // A client-side route change to a path no route matches (as an in-app link would make).
    await showInApp(page, UNKNOWN_PATHS[1]);
    await expect(page).toHaveTitle(PAGE_TITLES.notFound);
    expect((await liveHead(page)).titles).toHaveLength(1);
    expect((await liveHead(page)).descriptions).toEqual(
      (await staticHead(page, UNKNOWN_PATHS[1])).descriptions,
    );

    await page.goBack();
    await expectLocation(page, ROUTES.privacy);
    await expect(page).toHaveTitle(PAGE_TITLES.privacy);
    expect(await liveHead(page)).toEqual(await staticHead(page, ROUTES.privacy));
    expect(await isSameDocument(page)).toBe(true);
  });
});
