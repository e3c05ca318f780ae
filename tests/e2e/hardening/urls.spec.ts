/**
 * Unknown and malformed URLs: each gives the right page or the not-found page, never a blank
 * screen, never markup from the URL turned into elements, never a dialog. The fixture fails a
 * test on any console error or warning other than the not-found page's own log.
 */
import { expect, test, waitForHydration } from "../fixtures";
import { PAGE_HEADINGS, PAGE_TITLES, notFoundText, type PageId } from "../texts";
import { expectMainHasText, injectedElements, openRaw, watchDialogs } from "./helpers";

interface UrlCase {
  /** Sent exactly as written. */
  path: string;
  /** The page the visitor must end up seeing. */
  shows: PageId;
  /** Acceptable HTTP statuses of the final document (hosts differ on a few odd URLs). */
  status: number[];
  /** The address bar's path once redirects are done, when it must change. */
  landsOn?: string;
}

const XSS_SCRIPT = "<script>alert(1)</script>";
const XSS_IMG = "<img src=x onerror=alert(1)>";

const cases: UrlCase[] = [
  // Unknown and nested unknown paths.
  { path: "/no-such-page", shows: "notFound", status: [404] },
  { path: "/faq/extra/deeper", shows: "notFound", status: [404] },
  { path: "/a/b/c/d/e/f/g/h", shows: "notFound", status: [404] },
  { path: "/.vite/manifest.json", shows: "notFound", status: [404] },
  { path: "/404.html", shows: "notFound", status: [200, 404] },
  // Case variants: routes are case-sensitive, on the host and in the router.
  { path: "/FAQ", shows: "notFound", status: [404] },
  { path: "/Contact", shows: "notFound", status: [404] },
  { path: "/CHARLIE-THE-STEAK", shows: "notFound", status: [404] },
  // Other spellings of real pages end on the canonical URL.
  { path: "/faq/", shows: "faq", status: [200], landsOn: "/faq" },
  { path: "/charlie-the-steak/", shows: "charlie", status: [200], landsOn: "/charlie-the-steak" },
  { path: "/index.html", shows: "home", status: [200], landsOn: "/" },
  { path: "/privacy/index.html", shows: "privacy", status: [200], landsOn: "/privacy" },
  { path: "/faq%2F", shows: "faq", status: [200], landsOn: "/faq" },
  { path: "/fa%71", shows: "faq", status: [200] },
  // Runs of slashes: redirected to the page, as nginx does.
  { path: "//faq", shows: "faq", status: [200], landsOn: "/faq" },
  { path: "/privacy//", shows: "privacy", status: [200], landsOn: "/privacy" },
  // Percent-encoding, valid and not.
  { path: "/caf%C3%A9", shows: "notFound", status: [404] },
  { path: "/%E0%A4%A8%E0%A4%AE", shows: "notFound", status: [404] },
  { path: "/%E0%A4%A", shows: "notFound", status: [400, 404] },
  { path: "/%zz", shows: "notFound", status: [400, 404] },
  { path: "/%2e%2e/%2e%2e/etc/passwd", shows: "notFound", status: [404] },
  // Very long paths.
  { path: `/${"a".repeat(1500)}`, shows: "notFound", status: [404] },
  { path: `/${"deep/".repeat(300)}end`, shows: "notFound", status: [404, 414] },
  // Markup in the path, the query and the fragment.
  { path: `/${XSS_SCRIPT}`, shows: "notFound", status: [404] },
  { path: `/${encodeURIComponent(XSS_IMG)}`, shows: "notFound", status: [404] },
  { path: `/?q=${XSS_SCRIPT}`, shows: "home", status: [200] },
  { path: `/faq?q="><svg onload=alert(1)>&x=${XSS_IMG}`, shows: "faq", status: [200] },
  { path: `/nope?q=${XSS_SCRIPT}`, shows: "notFound", status: [404] },
  { path: `/#${XSS_IMG}`, shows: "home", status: [200] },
  { path: `/faq#${XSS_SCRIPT}`, shows: "faq", status: [200] },
  {
    path: `/contact?name=${XSS_SCRIPT}#"><img src=x onerror=alert(1)>`,
    shows: "contact",
    status: [200],
  },
];

test.describe("unknown and malformed URLs", () => {
  for (const { path, shows, status, landsOn } of cases) {
    const label = path.length > 60 ? `${path.slice(0, 40)}… (${path.length} chars)` : path;

    test(`${label} shows the ${shows} page`, async ({ page, baseURL }) => {
      const dialogs = watchDialogs(page);
      const response = await openRaw(page, baseURL, path);
      expect(status, `HTTP status of ${label}`).toContain(response?.status());
      await waitForHydration(page);

      await expect(page).toHaveTitle(PAGE_TITLES[shows]);
      const heading = shows === "notFound" ? notFoundText.heading : PAGE_HEADINGS[shows];
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      await expectMainHasText(page);
      if (landsOn) expect(new URL(page.url()).pathname).toBe(landsOn);

      // Nothing from the URL became markup, ran, or opened a dialog.
      expect(await injectedElements(page)).toEqual([]);
      const html = await page.content();
      expect(html).not.toContain("alert(1)</script>");
      expect(html).not.toMatch(/onerror=|onload=/i);
      // Give a would-be onerror/onload handler time to fire.
      await page.waitForTimeout(100);
      expect(dialogs).toEqual([]);
    });
  }

  test("the not-found page's links still work after a malformed URL", async ({ page, baseURL }) => {
    await openRaw(page, baseURL, `/nope/${encodeURIComponent(XSS_SCRIPT)}`);
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: notFoundText.returnHome }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(PAGE_TITLES.home);
  });
});
