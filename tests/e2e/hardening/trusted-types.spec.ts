/**
 * Trusted Types, enforced: a string written to a DOM sink that can run script is refused unless
 * one of the site's named policies made it, and each policy takes only what its sink needs
 * (src/lib/trusted-types.ts). Every test of the suite fails on any policy violation the page
 * reports (fixtures.ts, watchPolicyViolations); these check the enforcement itself, and the
 * journeys that write to sinks: a game page opened from another page (its drawing and its
 * structured data written by the browser), and one hydrated from the server's markup.
 */
import { expect, openPage, test } from "../fixtures";
import { ROUTES, WORDS } from "../texts";
import { clickHeaderLink } from "../fixtures";

test.describe("Trusted Types", () => {
  test("the browser refuses a raw string in a sink, and the site's policies refuse what is not theirs", async ({
    page,
    pageProblems,
  }) => {
    // These violations are the test's own doing.
    pageProblems.allowViolations(/^require-trusted-types-for/);
    pageProblems.allowViolations(/^trusted-types/);
    pageProblems.allow(/TrustedHTML|TrustedScript|Trusted Type|trusted-types/i);
    await openPage(page, ROUTES.home);
    const outcomes = await page.evaluate(() => {
      const attempt = (write: () => void) => {
        try {
          write();
          return "accepted";
        } catch {
          return "refused";
        }
      };
      const types = (window as unknown as { trustedTypes: TrustedTypePolicyFactory }).trustedTypes;
      return {
        innerHTML: attempt(() => {
          document.createElement("div").innerHTML = "<img src=x>";
        }),
        scriptSrc: attempt(() => {
          document.createElement("script").src = "/assets/anything.js";
        }),
        scriptText: attempt(() => {
          document.createElement("script").text = "1";
        }),
        defaultPolicy: attempt(() => types.createPolicy("default", { createHTML: (s) => s })),
        anotherPolicy: attempt(() => types.createPolicy("elsewhere", { createHTML: (s) => s })),
      };
    });
    expect(outcomes).toEqual({
      innerHTML: "refused",
      scriptSrc: "refused",
      scriptText: "refused",
      defaultPolicy: "refused",
      anotherPolicy: "refused",
    });
  });

  test("a game page opened from another writes its drawing and structured data through the policies", async ({
    page,
  }) => {
    await openPage(page, ROUTES.faq);
    await clickHeaderLink(page, WORDS.en.layout.nav.charlie);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WORDS.en.charlie.hero.title);
    await expect(page.locator("svg[viewBox] use").first()).toBeAttached();
    const graphs = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
    expect(graphs).toHaveLength(1);
    expect(JSON.stringify(graphs[0])).toContain('"VideoGame"');
  });
});

interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createHTML: (s: string) => string }): unknown;
}
