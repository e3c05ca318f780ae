/**
 * Which screen sizes a test runs at (the projects in playwright.config.ts). A test runs once, at
 * desktop size, unless what it checks differs on a phone: the menu, the layout, the theater
 * view, touch. Those carry a tag:
 *
 *   test("…", BOTH_SIZES, async ({ page }) => …)      desktop and mobile
 *   test.describe("…", MOBILE_ONLY, () => …)          mobile only (the toggle menu, touch)
 */
export const BOTH_SIZES = { tag: "@both-sizes" } as const;
export const MOBILE_ONLY = { tag: "@mobile-only" } as const;

/** The projects' filters, by the tags above. */
export const SIZE_GREPS = {
  desktop: { grepInvert: /@mobile-only/ },
  mobile: { grep: /@both-sizes|@mobile-only/ },
} as const;
