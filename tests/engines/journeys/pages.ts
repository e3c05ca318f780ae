import { expect } from "vitest";
import { INDEXABLE_PAGE_IDS, ROUTES, en, pageHeading, pageTitle } from "../texts";
import type { Journey } from "./journey";
import { readPage } from "./page-state";

/** A path no route matches. */
const UNKNOWN_PATH = "/no-such-page";
const notFoundText = en.notFound;

/** Every route as a first visit reaches it: its own title and one h1 (the watch catches errors). */
const routeJourneys: Journey[] = INDEXABLE_PAGE_IDS.map((id) => ({
  name: `${ROUTES[id]} renders with its own title and h1`,
  async run({ page }) {
    await page.open(ROUTES[id]);
    expect(await readPage(page)).toEqual({
      path: ROUTES[id],
      hash: "",
      title: pageTitle(en, id),
      titles: 1,
      headings: [pageHeading(en, id)],
    });
  },
}));

const notFoundJourney: Journey = {
  name: "an unknown URL shows the not-found page",
  async run({ page, expectProblem }) {
    const path = UNKNOWN_PATH;
    // The page logs the missing path on purpose (spec §2).
    expectProblem("console", new RegExp(`^console\\.warn: 404: no page at "${path}"$`));
    await page.open(path);
    const summary = await readPage(page);
    expect(summary.path).toBe(path);
    expect(summary.title).toBe(pageTitle(en, "notFound"));
    expect(summary.headings).toHaveLength(1);
    expect(summary.headings[0]).toContain(notFoundText.heading);
    const links = await page.evaluate(function linksAndCode() {
      const main = document.querySelector("main");
      return {
        text: main?.textContent ?? "",
        links: [...(main?.querySelectorAll("a") ?? [])].map((a) => [
          a.textContent?.trim(),
          a.getAttribute("href"),
        ]),
      };
    });
    expect(links.text).toContain(notFoundText.code);
    expect(links.links).toEqual(
      expect.arrayContaining([
        [notFoundText.returnHome, ROUTES.home],
        [notFoundText.reportIssue, ROUTES.contact],
      ]),
    );
  },
};

export const pageJourneys: Journey[] = [...routeJourneys, notFoundJourney];
