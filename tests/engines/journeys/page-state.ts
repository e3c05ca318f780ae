/**
 * What the journeys read from the page, and the site's landmarks as CSS selectors. The
 * functions passed to `page.evaluate`/`waitFor` run in the browser: they use only their
 * arguments and browser globals.
 */
import type { Driver } from "../driver";
import { gameSectionHref } from "../texts";

export const SELECTORS = {
  menuToggle: "header button[aria-controls]",
  mainNav: 'nav[aria-label="Main"]',
  headerPlayNow: `header a[href="${gameSectionHref("en")}"]`,
  faqTriggers: "main button[aria-expanded]",
  themeControl: "header select",
} as const;

export const navLink = (path: string) => `${SELECTORS.mainNav} a[href="${path}"]`;

/** A selector for the element with this id, whatever characters the id holds. */
export const byId = (id: string) => `[id="${id}"]`;

export interface PageSummary {
  path: string;
  hash: string;
  title: string;
  titles: number;
  headings: string[];
}

export function readPage(page: Driver): Promise<PageSummary> {
  return page.evaluate(function readSummary() {
    return {
      path: location.pathname,
      hash: location.hash,
      title: document.title,
      titles: document.querySelectorAll("title").length,
      headings: [...document.querySelectorAll("h1")].map((h) => h.textContent?.trim() ?? ""),
    };
  });
}

/** Waits until the page shows `path` with this h1 (client-side navigation renders on its own time). */
export async function waitForPage(
  page: Driver,
  path: string,
  heading: string,
  hash = "",
): Promise<void> {
  await page.waitFor(
    `${path}${hash} with the heading "${heading}"`,
    (p, h, x) =>
      location.pathname === p &&
      location.hash === x &&
      document.querySelector("h1")?.textContent?.trim() === h,
    path,
    heading,
    hash,
  );
}

/** Whether the element takes up space on the screen (not display:none or hidden). */
export function isShown(page: Driver, selector: string): Promise<boolean> {
  return page.evaluate(function shown(s) {
    const element = document.querySelector(s);
    return !!element && element.getClientRects().length > 0;
  }, selector);
}

/**
 * Marks the current document; `isSameDocument` is true only while no full page load happened
 * since (a client-side navigation keeps the mark).
 */
export async function markDocument(page: Driver): Promise<void> {
  await page.evaluate(function mark() {
    (window as unknown as { __enginesMark?: boolean }).__enginesMark = true;
  });
}

export function isSameDocument(page: Driver): Promise<boolean> {
  return page.evaluate(function marked() {
    return (window as unknown as { __enginesMark?: boolean }).__enginesMark === true;
  });
}

/** Presses Tab until the element has focus; fails after `limit` presses. */
export async function tabTo(page: Driver, selector: string, limit = 80): Promise<number> {
  for (let presses = 0; presses <= limit; presses++) {
    const focused = await page.evaluate(function hasFocus(s) {
      return document.activeElement === document.querySelector(s);
    }, selector);
    if (focused) return presses;
    await page.press("Tab");
  }
  throw new Error(`${selector} not reached after ${limit} Tab presses`);
}
