import type { Page } from "@playwright/test";
import {
  expect,
  expectLocation,
  expectScrolledToTop,
  isSameDocument,
  markDocument,
  openPage,
  showInApp,
  test,
  waitForScrollToSettle,
} from "./fixtures";
import { BOTH_SIZES, MOBILE_ONLY } from "./sizes";
import {
  FOOTER_LEGAL_LINKS,
  FOOTER_NAV_NAMES,
  FOOTER_QUICK_LINKS,
  HEADER_NAV,
  HOME_SUBTITLE,
  PAGE_HEADINGS,
  PAGE_TITLES,
  ROUTES,
  SECTION_IDS,
  SITE_NAME,
  SOCIAL_NETWORKS,
  labels,
  type IndexablePageId,
} from "./texts";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuToggle = (page: Page) => page.getByRole("banner").locator("button[aria-controls]");
const headerPlayNow = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: labels.playNow });

/** The page shows `id`: its URL, heading and title, reached without a full reload. */
async function expectOnPage(page: Page, id: IndexablePageId, hash = "") {
  await expectLocation(page, ROUTES[id], hash);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGE_HEADINGS[id]);
  await expect(page).toHaveTitle(PAGE_TITLES[id]);
}

/** After changing page the new page starts at its top, with focus on <main>. */
async function expectStartOfNewPage(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("main")).toBeFocused();
}

test.describe("header", () => {
  // Each link followed in one tab, from the contact page shown anew by the router each time.
  test("each link opens its page", BOTH_SIZES, async ({ page, isMobile }) => {
    await openPage(page, ROUTES.contact);
    await markDocument(page);
    for (const [index, { label, page: target }] of HEADER_NAV.entries()) {
      await test.step(`"${label}" opens ${ROUTES[target]}`, async () => {
        if (index > 0) {
          await showInApp(page, ROUTES.contact);
          await expectOnPage(page, "contact");
        }
        if (isMobile) await menuToggle(page).click();
        await mainNav(page).getByRole("link", { name: label, exact: true }).click();

        await expectOnPage(page, target);
        expect(await isSameDocument(page), "client-side navigation").toBe(true);
        await expectStartOfNewPage(page);
        if (isMobile) await menuToggle(page).click();
        await expect(mainNav(page).getByRole("link", { name: label, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
        // Closed again: the next link is looked for from a closed menu, as on a fresh page.
        if (isMobile) await menuToggle(page).click();
      });
    }
  });

  test("the site name links home", async ({ page }) => {
    await openPage(page, ROUTES.faq);
    await page.getByRole("banner").getByRole("link", { name: SITE_NAME }).click();
    await expectOnPage(page, "home");
  });

  test("desktop shows the navigation without a toggle", async ({ page }) => {
    await openPage(page, ROUTES.home);
    await expect(menuToggle(page)).toBeHidden();
    for (const { label } of HEADER_NAV) {
      await expect(mainNav(page).getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(headerPlayNow(page)).toBeVisible();
  });
});

test.describe("mobile menu", MOBILE_ONLY, () => {
  test("opens and closes with the toggle", async ({ page }) => {
    await openPage(page, ROUTES.home);
    const toggle = menuToggle(page);
    const firstLink = mainNav(page).getByRole("link", { name: HEADER_NAV[0].label, exact: true });

    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAccessibleName(labels.openMenu);
    await expect(firstLink).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName(labels.closeMenu);
    for (const { label } of HEADER_NAV) {
      await expect(mainNav(page).getByRole("link", { name: label, exact: true })).toBeVisible();
    }

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(firstLink).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("closes on navigation without losing focus", async ({ page }) => {
    await openPage(page, ROUTES.home);
    await menuToggle(page).click();
    await mainNav(page).getByRole("link", { name: "FAQ", exact: true }).click();

    await expectOnPage(page, "faq");
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "FAQ", exact: true })).toBeHidden();
    // Focus moves to the new page's content, never back to <body>.
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("closes when the current page's link is chosen, without losing focus", async ({ page }) => {
    await openPage(page, ROUTES.home);
    await menuToggle(page).click();
    await mainNav(page).getByRole("link", { name: "Home", exact: true }).click();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expectLocation(page, ROUTES.home);
    // The page starts over at its top (focus on <main>) or focus stays on the toggle.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName),
      )
      .toMatch(new RegExp(`^(${SECTION_IDS.main}|BUTTON)$`));
  });

  test("closes with Play Now", async ({ page }) => {
    await openPage(page, ROUTES.home);
    await menuToggle(page).click();
    await headerPlayNow(page).click();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expectLocation(page, ROUTES.home, `#${SECTION_IDS.game}`);
  });

  test("closes on Escape and returns focus to the toggle", async ({ page }) => {
    await openPage(page, ROUTES.privacy);
    await menuToggle(page).click();
    await mainNav(page).getByRole("link", { name: "FAQ", exact: true }).focus();

    await page.keyboard.press("Escape");
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "FAQ", exact: true })).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
    await expectLocation(page, ROUTES.privacy);
  });
});

test.describe("footer", () => {
  const groups = [
    { name: FOOTER_NAV_NAMES.quick, links: FOOTER_QUICK_LINKS },
    { name: FOOTER_NAV_NAMES.legal, links: FOOTER_LEGAL_LINKS },
  ];

  test("its link lists point at the spec's targets, and it shows the current year", async ({
    page,
  }) => {
    await openPage(page, ROUTES.home);
    for (const group of groups) {
      const nav = page.getByRole("contentinfo").getByRole("navigation", { name: group.name });
      await expect(nav.getByRole("link")).toHaveCount(group.links.length);
      for (const [index, link] of group.links.entries()) {
        const element = nav.getByRole("link").nth(index);
        await expect(element).toHaveText(link.label);
        await expect(element).toHaveAttribute("href", ROUTES[link.page]);
      }
    }
    await expect(page.getByRole("contentinfo")).toContainText(
      `© ${new Date().getFullYear()} ${SITE_NAME}`,
    );
  });

  // A group's links followed in one tab, each from the Charlie page shown anew by the router.
  for (const group of groups) {
    test(`${group.name}: each link opens its page`, async ({ page }) => {
      await openPage(page, ROUTES.charlie);
      await markDocument(page);
      for (const [index, link] of group.links.entries()) {
        await test.step(`"${link.label}" opens ${ROUTES[link.page]}`, async () => {
          if (index > 0) {
            await showInApp(page, ROUTES.charlie);
            await expectOnPage(page, "charlie");
          }
          const nav = page.getByRole("contentinfo").getByRole("navigation", { name: group.name });
          await nav.getByRole("link", { name: link.label, exact: true }).click();
          await expectOnPage(page, link.page);
          expect(await isSameDocument(page), "client-side navigation").toBe(true);
          await expectStartOfNewPage(page);
        });
      }
    });
  }

  test("social links stay on the page and are named", async ({ page }) => {
    await openPage(page, ROUTES.privacy);
    const social = page.getByRole("contentinfo").getByRole("list", { name: "Social media" });
    const links = social.getByRole("link");
    await expect(links).toHaveCount(SOCIAL_NETWORKS.length);
    for (const [index, network] of SOCIAL_NETWORKS.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAccessibleName(new RegExp(`\\b${network}\\b`));
      await link.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => ({ url: location.href, y: window.scrollY }));
      await link.click();
      await expect(link).toBeFocused();
      const after = await page.evaluate(() => ({ url: location.href, y: window.scrollY }));
      expect(after, `${network} link stays put`).toEqual(before);
    }
  });
});

test.describe("Play Now", () => {
  const gameSection = (page: Page) => page.locator(`#${SECTION_IDS.game}`);

  // The sticky header differs in height: the game must land just below it at both sizes.
  test("in the header scrolls the home page to the game", BOTH_SIZES, async ({ page }) => {
    await openPage(page, ROUTES.home);
    await headerPlayNow(page).click();
    await expectLocation(page, ROUTES.home, `#${SECTION_IDS.game}`);
    await expectScrolledToTop(page, gameSection(page));
    await expect(gameSection(page)).toBeFocused();
    await expect(gameSection(page).locator("iframe")).toBeInViewport();
  });

  test("in the hero and the About section scroll to the game", async ({ page }) => {
    await openPage(page, ROUTES.home);
    await page.getByRole("main").getByRole("link", { name: labels.playNow }).click();
    await expectLocation(page, ROUTES.home, `#${SECTION_IDS.game}`);
    await expectScrolledToTop(page, gameSection(page));

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.getByRole("link", { name: labels.playFreeNow }).click();
    await expectScrolledToTop(page, gameSection(page));
    await expect(gameSection(page)).toBeFocused();
  });

  test("the help line under the game links to the FAQ and contact pages", async ({ page }) => {
    await openPage(page, ROUTES.home);
    await headerPlayNow(page).click();
    // Clicks right after an automatic scroll can land in the cross-origin frame.
    await waitForScrollToSettle(page);
    const help = gameSection(page).locator("p", { has: page.locator('a[href="/faq"]') });
    await help.locator('a[href="/faq"]').click();
    await expectOnPage(page, "faq");

    await page.goBack();
    await expectLocation(page, ROUTES.home, `#${SECTION_IDS.game}`);
    await waitForScrollToSettle(page);
    await help.locator('a[href="/contact"]').click();
    await expectOnPage(page, "contact");
  });

  test("opening /#game directly lands on the game", async ({ page }) => {
    await openPage(page, `${ROUTES.home}#${SECTION_IDS.game}`);
    await expectScrolledToTop(page, gameSection(page));
  });

  test("from another page lands on the home page's game section", async ({ page }) => {
    await openPage(page, ROUTES.privacy);
    await headerPlayNow(page).click();
    await expectLocation(page, ROUTES.home, `#${SECTION_IDS.game}`);
    await expectScrolledToTop(page, gameSection(page));
    await expect(gameSection(page)).toBeFocused();
  });
});

test("hero Learn More opens the FAQ", async ({ page }) => {
  await openPage(page, ROUTES.home);
  await expect(page.getByRole("main").getByText(HOME_SUBTITLE, { exact: true })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: labels.learnMore }).click();
  await expectOnPage(page, "faq");
  await expectStartOfNewPage(page);
});

test.describe("/faq starts at the top", () => {
  test("when reached from the bottom of another page", async ({ page }) => {
    await openPage(page, ROUTES.home);
    const seeAll = page.locator(`#${SECTION_IDS.homeFaq}`).locator(`a[href="${ROUTES.faq}"]`);
    await seeAll.scrollIntoViewIfNeeded();
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await seeAll.click();
    await expectOnPage(page, "faq");
    await expectStartOfNewPage(page);
  });

  test("when reloaded after scrolling down", async ({ page }) => {
    await openPage(page, ROUTES.faq);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.reload({ waitUntil: "load" });
    await waitForScrollToSettle(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("when coming back to it with the browser's Back button", async ({ page }) => {
    await openPage(page, ROUTES.faq);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await expectOnPage(page, "contact");
    await page.goBack();
    await expectOnPage(page, "faq");
    await waitForScrollToSettle(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("Charlie the Steak hero", () => {
  const anchors = [
    { label: labels.playNow, id: SECTION_IDS.charlieGame },
    { label: labels.learnMore, id: SECTION_IDS.charlieGuide },
  ];
  for (const anchor of anchors) {
    test(`${anchor.label} jumps to #${anchor.id}`, async ({ page }) => {
      await openPage(page, ROUTES.charlie);
      // The hero's buttons come first in <main>.
      const link = page
        .getByRole("main")
        .getByRole("link", { name: anchor.label, exact: true })
        .first();
      await expect(link).toHaveAttribute("href", `${ROUTES.charlie}#${anchor.id}`);
      await link.click();
      await expectLocation(page, ROUTES.charlie, `#${anchor.id}`);
      const section = page.locator(`#${anchor.id}`);
      await expectScrolledToTop(page, section);
      await expect(section).toBeFocused();
    });
  }
});
