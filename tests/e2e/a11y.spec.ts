import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, openPage, tabTo, test } from "./fixtures";
import {
  CONTACT_SEND_DELAY_MS,
  HEADER_NAV,
  ALL_PAGES,
  ROUTES,
  SECTION_IDS,
  contactFormText,
  labels,
  messageSentToast,
} from "./texts";

const menuToggle = (page: Page) => page.getByRole("banner").locator("button[aria-controls]");
const mainNavLink = (page: Page, label: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true });

test.describe("axe: no WCAG 2.2 A/AA violations", () => {
  for (const { path, status } of ALL_PAGES) {
    test(`on ${path}`, async ({ page }) => {
      await openPage(page, path, status);
      await expectNoAxeViolations(page, path);
    });
  }

  test("with the mobile menu open", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the toggle menu exists only on small screens");
    await openPage(page, ROUTES.home);
    await menuToggle(page).click();
    await expect(mainNavLink(page, HEADER_NAV[0].label)).toBeVisible();
    await expectNoAxeViolations(page, "home with the menu open");
  });

  test("with accordion items open", async ({ page }) => {
    await openPage(page, ROUTES.home);
    for (const section of [SECTION_IDS.guide, SECTION_IDS.homeFaq]) {
      const trigger = page.locator(`#${section} button[aria-expanded]`).first();
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
    }
    await expectNoAxeViolations(page, "home with accordion items open");

    await openPage(page, ROUTES.faq);
    const trigger = page.getByRole("main").locator("button[aria-expanded]").nth(2);
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page, "/faq with an item open");
  });

  test("with the toast showing", async ({ page }) => {
    await openPage(page, ROUTES.contact);
    const fields = contactFormText.fields;
    await page.getByLabel(fields.name.label, { exact: true }).fill("Pat");
    await page.getByLabel(fields.email.label, { exact: true }).fill("pat@example.com");
    await page.getByLabel(fields.subject.label, { exact: true }).fill("Hello");
    await page.getByLabel(fields.message.label, { exact: true }).fill("Just saying hi.");
    await page.getByRole("button", { name: contactFormText.submit }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
    await expect(toast).toContainText(messageSentToast.title, {
      timeout: CONTACT_SEND_DELAY_MS + 5000,
    });
    // F8 moves focus to the notifications, which also pauses the toast's auto-dismiss timer
    // while axe runs.
    await page.keyboard.press("F8");
    await expect(toast).toBeVisible();
    // Where sending left the page scrolled, the contact links can sit half under the sticky
    // header, and axe then measures the uncovered half as the target (target-size). The toast is
    // fixed, so it is checked the same with the page at the top, where nothing covers a link.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expectNoAxeViolations(page, "/contact with the toast");
    await expect(toast).toBeVisible();
  });
});

test.describe("keyboard", () => {
  for (const { path, status } of ALL_PAGES) {
    test(`${path}: the first Tab stop skips to the main content`, async ({ page }) => {
      await openPage(page, path, status);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: labels.skipToContent });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      const box = await skip.boundingBox();
      expect(box!.width * box!.height, "the skip link is visible when focused").toBeGreaterThan(
        100,
      );

      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      // The next Tab continues inside the main content.
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => !!document.activeElement?.closest("main")),
        "focus moved into <main>",
      ).toBe(true);
    });

    test(`${path}: every Tab stop shows a visible focus indicator`, async ({ page }) => {
      await openPage(page, path, status);
      let stops = 0;
      const failures: string[] = [];
      for (let presses = 0; presses < 250; presses++) {
        await page.keyboard.press("Tab");
        const stop = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const registry = ((window as unknown as { __e2eStops?: WeakSet<Element> }).__e2eStops ??=
            new WeakSet());
          const seenBefore = registry.has(element);
          registry.add(element);
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          const name = (element.getAttribute("aria-label") ?? element.textContent ?? "")
            .trim()
            .slice(0, 40);
          return {
            seenBefore,
            tag: element.tagName,
            label: `<${element.tagName.toLowerCase()}${element.id ? ` id=${element.id}` : ""}> ${name}`,
            focusVisible: element.matches(":focus-visible"),
            outlineStyle: style.outlineStyle,
            outlineWidth: parseFloat(style.outlineWidth),
            size: box.width * box.height,
          };
        });
        if (!stop) continue;
        // The game frames' insides belong to their hosts; focus may rest in one for a few Tabs.
        if (stop.tag === "IFRAME") continue;
        if (stop.seenBefore) break; // wrapped around to the start
        stops++;
        const visible =
          stop.focusVisible &&
          stop.outlineStyle !== "none" &&
          stop.outlineWidth >= 2 &&
          stop.size > 0;
        if (!visible) failures.push(`${stop.label}: ${JSON.stringify(stop)}`);
      }
      expect(stops, "Tab stops found").toBeGreaterThan(5);
      expect(failures, "elements without a visible focus indicator").toEqual([]);
    });
  }

  test("the mobile menu works with the keyboard", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the toggle menu exists only on small screens");
    await openPage(page, ROUTES.home);
    const toggle = menuToggle(page);
    await tabTo(page, toggle);

    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // The menu follows its toggle in the tab order, and its links show focus.
    const faq = mainNavLink(page, "FAQ");
    await tabTo(page, faq, { limit: 10 });
    expect(await faq.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/faq$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Focus is not lost to <body> when the menu closes.
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("Tab from the open menu's toggle moves into the menu", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the toggle menu exists only on small screens");
    await openPage(page, ROUTES.home);
    const toggle = menuToggle(page);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(mainNavLink(page, HEADER_NAV[0].label)).toBeFocused();
  });
});
