import { expect, openPage, test } from "./fixtures";
import { BOTH_SIZES, MOBILE_ONLY } from "./sizes";
import { ALL_PAGES, LANGUAGES, pagePath } from "./texts";

// No page scrolls sideways at 320 or 390 px, its menu open or not: languages.spec.ts, for every
// page in every language.

test(
  "a phone's first paint of a partly parsed header shows nothing that moves later",
  MOBILE_ONLY,
  async ({ page }) => {
    await openPage(page, ALL_PAGES[0].path);
    // The browser may paint while the HTML parser is inside the header: each prefix of the
    // header's items (in document order) stands for such a paint. Every item already there must
    // be exactly where it is once the whole header is in.
    const moved = await page.getByRole("banner").evaluate((header) => {
      const row = header.firstElementChild as HTMLElement;
      const items = Array.from(row.children);
      const place = (element: Element) => JSON.stringify(element.getBoundingClientRect());
      const final = items.map(place);
      const problems: string[] = [];
      for (let parsed = 1; parsed < items.length; parsed++) {
        const partial = row.cloneNode(false) as HTMLElement;
        partial.append(...items.slice(0, parsed).map((item) => item.cloneNode(true)));
        row.replaceWith(partial);
        Array.from(partial.children).forEach((item, index) => {
          if (place(item) !== final[index])
            problems.push(`item ${index + 1} with ${parsed} of ${items.length} parsed`);
        });
        partial.replaceWith(row);
      }
      return problems;
    });
    expect(moved).toEqual([]);
  },
);

// A long page's footer is left out of the first layout, standing in at a set height, and drawn
// once the page is hydrated: from then on a jump to it lands where its links stay.
test(
  "a long page's footer keeps its links where a jump lands them",
  BOTH_SIZES,
  async ({ page }) => {
    const place = (element: Element) => ({
      scrollY: window.scrollY,
      top: element.getBoundingClientRect().top,
    });
    for (const language of LANGUAGES) {
      await openPage(page, pagePath("privacy", language));
      // Centred, as find in page does: the link nearest the page's end moves if the page shortens.
      const link = page.getByRole("contentinfo").getByRole("link").last();
      await link.scrollIntoViewIfNeeded();
      const landed = await link.evaluate(place);
      await link.evaluate(async () => {
        for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
      });
      expect(await link.evaluate(place), language).toEqual(landed);
    }
  },
);
