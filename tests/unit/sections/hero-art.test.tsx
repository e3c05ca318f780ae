import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ROUTES } from "@/lib/routes";
import { renderRoute } from "../../render";

const GAME_PAGES = [ROUTES.home, ROUTES.charlie];
const OTHER_PAGES = [ROUTES.faq, ROUTES.privacy, ROUTES.contact, "/no-such-page"];

/** Art is hidden from the accessibility tree, so it is found by its markup, not its role. */
const heroArt = () => [...document.querySelectorAll("main .hero-with-art > svg")];

describe("hero art", () => {
  it.each(GAME_PAGES)(
    "%s draws its game beside the h1, hidden from screen readers",
    async (path) => {
      await renderRoute(path);
      const art = heroArt();
      expect(art).toHaveLength(1);
      expect(art[0]).toHaveAttribute("aria-hidden", "true");
      // Nothing a screen reader or a crawler could read as content, and nothing fetched.
      expect(art[0].querySelector("title, desc, text, image, foreignObject, a")).toBeNull();
      expect(art[0].querySelectorAll("path, circle, rect, use").length).toBeGreaterThan(5);
      const heading = screen.getByRole("heading", { level: 1 });
      expect(art[0].parentElement!.contains(heading)).toBe(true);
    },
  );

  it("draws each game its own picture", async () => {
    const drawings: string[] = [];
    for (const path of GAME_PAGES) {
      const { unmount } = await renderRoute(path);
      drawings.push(heroArt()[0].innerHTML);
      unmount();
    }
    expect(new Set(drawings).size).toBe(GAME_PAGES.length);
  });

  it.each(OTHER_PAGES)("%s has no art", async (path) => {
    await renderRoute(path);
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(heroArt()).toHaveLength(0);
  });
});
