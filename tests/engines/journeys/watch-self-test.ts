import { expect } from "vitest";
import { ROUTES } from "../texts";
import type { Journey } from "./journey";

/**
 * The journeys count on the page watch (page-watch.ts) to fail them on an uncaught error or a
 * CSP violation. This proves, in each engine, that both channels really report: a thrown
 * error, a console.error, and an inline script the production CSP must block.
 */
export const watchSelfTest: Journey = {
  name: "the page watch reports an uncaught error, a console error and a CSP violation",
  async run({ page, expectProblem }) {
    expectProblem("uncaught error", /engines self-test/);
    expectProblem("console", /^console\.error: engines self-test$/);
    // The probe's securitypolicyviolation listener, and the browser's own report-uri report.
    expectProblem("CSP violation", /^script-src(-elem)? blocked inline/);
    expectProblem("CSP report", /^script-src(-elem)? blocked inline/);

    await page.open(ROUTES.privacy);
    const ran = await page.evaluate(function misbehave() {
      setTimeout(() => {
        throw new Error("engines self-test");
      });
      console.error("engines self-test");
      const script = document.createElement("script");
      script.textContent = "window.__enginesInlineRan = true;";
      document.head.append(script);
      return new Promise((resolve) =>
        setTimeout(
          () => resolve((window as { __enginesInlineRan?: boolean }).__enginesInlineRan === true),
          100,
        ),
      );
    });
    expect(ran, "the CSP blocked the inline script").toBe(false);
  },
};
