import { expect } from "vitest";
import { ROUTES, en, pageHeading } from "../texts";
import type { Journey } from "./journey";
import { isSameDocument, markDocument, navLink, waitForPage } from "./page-state";

/**
 * Trusted Types, which every host config requires for script sinks (src/lib/trusted-types.ts).
 * Where the engine enforces them, a raw string written to `innerHTML` must be refused (and
 * reported: the journey expects that one violation from each channel). Either way, a game page
 * opened from another page, which writes its drawing and its structured data through the site's
 * policies and starts its game from the app, must raise no violation: the runner fails any
 * journey on one it did not expect (run-journey.ts), so every journey checks that too.
 */
export const trustedTypesJourney: Journey = {
  name: "Trusted Types: a raw string to innerHTML is refused where enforced; Charlie opened from /faq raises no violation",
  async run({ page, expectProblem }) {
    await page.open(ROUTES.faq);
    const raw = await page.evaluate(function writeRawHtml() {
      const api = typeof (window as { trustedTypes?: unknown }).trustedTypes;
      const div = document.createElement("div");
      try {
        div.innerHTML = "<b>x</b>";
        return { api, refused: false, written: div.innerHTML };
      } catch (error) {
        return { api, refused: true, written: div.innerHTML, error: String(error) };
      }
    });
    if (raw.api !== "undefined") {
      // An engine with the API, given this CSP, must enforce it.
      expect(raw, "a raw innerHTML string is refused").toMatchObject({
        refused: true,
        written: "",
      });
      expectProblem("CSP violation", /^require-trusted-types-for blocked/);
      expectProblem("CSP report", /^require-trusted-types-for blocked/);
      console.info(
        `${page.engine}: enforces Trusted Types (window.trustedTypes: ${raw.api}); a raw ` +
          `innerHTML string is refused (${raw.error})`,
      );
    } else {
      expect(raw.refused).toBe(false);
      console.info(
        `${page.engine}: does not enforce Trusted Types (no window.trustedTypes; a raw innerHTML ` +
          "string is written): this journey checks only that no violation is reported",
      );
    }

    await markDocument(page);
    await page.click(navLink(ROUTES.charlie));
    await waitForPage(page, ROUTES.charlie, pageHeading(en, "charlie"));
    expect(await isSameDocument(page), "client-side navigation").toBe(true);
    const written = await page.waitFor(
      "the drawing, the structured data and the game frame",
      function writtenByTheApp() {
        const graphs = [...document.querySelectorAll('script[type="application/ld+json"]')];
        const ready =
          !!document.querySelector("svg[viewBox] use") &&
          graphs.length > 0 &&
          !!document.querySelector("[data-game-slot] iframe");
        return ready ? { graphs: graphs.map((script) => script.textContent ?? "") } : null;
      },
    );
    expect(written.graphs).toHaveLength(1);
    expect(() => JSON.parse(written.graphs[0]) as unknown).not.toThrow();
    expect(written.graphs[0]).toContain('"VideoGame"');
  },
};
