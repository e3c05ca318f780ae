import { expect, horizontalOverflow, openPage, test } from "./fixtures";
import { ALL_PAGES, labels } from "./texts";

/** The narrowest phone the site supports, and the project's phone width. */
const NARROW_WIDTHS = [320, 390];

test.describe("no horizontal scrolling on narrow screens", () => {
  for (const { path, status } of ALL_PAGES) {
    test(`${path} at ${NARROW_WIDTHS.join(" and ")} px`, async ({ page, isMobile }) => {
      for (const width of NARROW_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await openPage(page, path, status);
        const { scrollWidth, clientWidth } = await horizontalOverflow(page);
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(clientWidth);

        const toggle = page.getByRole("banner").locator("button[aria-controls]");
        if (isMobile || (await toggle.isVisible())) {
          await toggle.click();
          await expect(toggle).toHaveAccessibleName(labels.closeMenu);
          const open = await horizontalOverflow(page);
          expect(open.scrollWidth, `${path} at ${width} px, menu open`).toBeLessThanOrEqual(
            open.clientWidth,
          );
        }
      }
    });
  }
});

test.describe("screenshots for design review", () => {
  for (const { id, path, status } of ALL_PAGES) {
    test(`${path}`, async ({ page }, testInfo) => {
      await openPage(page, path, status);
      await page.evaluate(() => document.fonts.ready);
      const file = testInfo.outputPath(`${id}-${testInfo.project.name}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: "disabled", scale: "css" });
      await testInfo.attach(`${id}-${testInfo.project.name}`, {
        path: file,
        contentType: "image/png",
      });
    });
  }
});
