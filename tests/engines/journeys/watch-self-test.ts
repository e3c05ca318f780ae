import { expect } from "vitest";
import { ROUTES } from "../texts";
import type { Journey } from "./journey";

/**
 * The journeys count on the page watch (page-watch.ts) to fail them on an uncaught error or a
 * CSP violation. This proves, in each engine, that both channels really report: a thrown
 * error, a console.error, and an inline <style> the production CSP must block. (Not an inline
 * script: where the engine enforces Trusted Types, writing its text is refused before script-src
 * is asked; the Trusted Types journey covers that kind of violation.)
 */
export const watchSelfTest: Journey = {
  name: "the page watch reports an uncaught error, a console error and a CSP violation",
  async run({ page, expectProblem }) {
    expectProblem("uncaught error", /engines self-test/);
    expectProblem("console", /^console\.error: engines self-test$/);
    // The probe's securitypolicyviolation listener, and the browser's own report-uri report.
    expectProblem("CSP violation", /^style-src(-elem)? blocked inline/);
    expectProblem("CSP report", /^style-src(-elem)? blocked inline/);
    // WebKit also fires `error` at the <style> it blocked.
    if (page.engine === "WebKit") expectProblem("failed load", /^<style>/);

    await page.open(ROUTES.privacy);
    const ran = await page.evaluate(function misbehave() {
      setTimeout(() => {
        throw new Error("engines self-test");
      });
      console.error("engines self-test");
      const style = document.createElement("style");
      style.textContent = ":root { --engines-self-test: applied; }";
      document.head.append(style);
      return new Promise((resolve) =>
        setTimeout(
          () =>
            resolve(
              getComputedStyle(document.documentElement)
                .getPropertyValue("--engines-self-test")
                .trim() === "applied",
            ),
          100,
        ),
      );
    });
    expect(ran, "the CSP blocked the inline style").toBe(false);
  },
};
