import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_PREFETCH_CONNECTIONS } from "@/lib/constants";
import { expectHydration, noteHydrated } from "@/lib/hydration";
import { prefetchAllowed, prefetchPage, type ConnectionHints } from "@/lib/page-prefetch";
import { ROUTES, gameSectionHref, pagePath } from "@/lib/routes";
import { preloadPage } from "@/page-chunks";

vi.mock("@/page-chunks", () => ({ preloadPage: vi.fn(() => Promise.resolve()) }));

function reportConnection(connection: ConnectionHints | undefined) {
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
}

afterEach(() => {
  reportConnection(undefined);
  vi.mocked(preloadPage).mockClear();
});

describe("prefetchAllowed", () => {
  it.each<[string, ConnectionHints | undefined]>([
    ["a browser without the Network Information API", undefined],
    ["a connection reporting nothing", {}],
    ["4G", { effectiveType: "4g", saveData: false }],
    ["3G", { effectiveType: "3g" }],
  ])("allows fetching ahead on %s", (_, connection) => {
    expect(prefetchAllowed(connection)).toBe(true);
  });

  it.each<[string, ConnectionHints]>([
    ["data saver on", { saveData: true }],
    ["data saver on a fast link", { saveData: true, effectiveType: "4g" }],
    ...NO_PREFETCH_CONNECTIONS.map((type): [string, ConnectionHints] => [
      type,
      { effectiveType: type },
    ]),
  ])("refuses on %s", (_, connection) => {
    expect(prefetchAllowed(connection)).toBe(false);
  });

  it("refuses while the browser is offline, where every request would fail", () => {
    expect(prefetchAllowed({ effectiveType: "4g" }, false)).toBe(false);
  });
});

// One file, one page load: the order of these tests is the order of its life.
describe("prefetchPage", () => {
  it("loads nothing before the page is hydrated", async () => {
    await prefetchPage(ROUTES.faq);
    expect(preloadPage).not.toHaveBeenCalled();
  });

  it("loads the linked page's code once hydrated", async () => {
    expectHydration(0);
    noteHydrated();
    await prefetchPage(ROUTES.faq);
    await prefetchPage(gameSectionHref("en"));
    // A language's page: its code and its words in that language.
    await prefetchPage(pagePath("contact", "ar"));
    expect(vi.mocked(preloadPage).mock.calls).toEqual([
      [{ language: "en", page: "faq" }],
      [{ language: "en", page: "home" }],
      [{ language: "ar", page: "contact" }],
    ]);
  });

  it("loads nothing for a link to no page", async () => {
    await prefetchPage("/no-such-page");
    expect(preloadPage).not.toHaveBeenCalled();
  });

  it("loads nothing when the browser asks to save data", async () => {
    reportConnection({ saveData: true, effectiveType: "4g" });
    await prefetchPage(ROUTES.faq);
    expect(preloadPage).not.toHaveBeenCalled();
  });

  it("swallows a failed fetch: the click will try again", async () => {
    vi.mocked(preloadPage).mockRejectedValueOnce(new Error("offline"));
    await expect(prefetchPage(ROUTES.privacy)).resolves.toBeUndefined();
  });
});
