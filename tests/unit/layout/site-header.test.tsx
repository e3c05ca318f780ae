import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SiteHeader } from "@/components/layout/site-header";
import { ROUTES, gameSectionHref, pagePath } from "@/lib/routes";
import { renderRoute } from "../../render";
import { en } from "../../words";

const labels = {
  ...en.layout,
  loadingGame: en.game.loading,
  playFreeNow: en.home.about.playFreeNow,
  contactSupport: en.faq.moreHelp.contactSupport,
  contactUs: en.privacy.questions.contactUs,
};
const headerNav = (["home", "charlie", "faq", "privacy"] as const).map((page) => ({
  label: en.layout.nav[page],
  to: pagePath(page),
}));
const pageMeta = {
  home: en.home.meta,
  charlie: en.charlie.meta,
  faq: en.faq.meta,
  privacy: en.privacy.meta,
  contact: en.contact.meta,
  notFound: en.notFound.meta,
};

const mainNav = () => screen.getByRole("navigation", { name: "Main" });
const menuToggle = () => screen.getByRole("button", { name: /menu/i });

describe("site header", () => {
  it("links to every page the spec lists, in order", async () => {
    await renderRoute(ROUTES.faq);
    const links = within(mainNav()).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Home",
      "Charlie the Steak",
      "FAQ",
      "Privacy",
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(headerNav.map((i) => i.to));
  });

  it("marks the current page", async () => {
    await renderRoute(ROUTES.privacy);
    expect(within(mainNav()).getByRole("link", { name: "Privacy" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(mainNav()).getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
    );
  });

  it("has Play Now pointing at the home page's game section from any page", async () => {
    await renderRoute(ROUTES.contact);
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: labels.playNow })).toHaveAttribute(
      "href",
      gameSectionHref("en"),
    );
  });

  it("Play Now from another page opens the home page at the game section", async () => {
    const { user } = await renderRoute(ROUTES.privacy);
    await user.click(
      within(screen.getByRole("banner")).getByRole("link", { name: labels.playNow }),
    );
    await waitFor(() => expect(document.title).toBe(pageMeta.home.title));
    const game = document.getElementById("game");
    expect(game).not.toBeNull();
    await waitFor(() => expect(game!.scrollIntoView).toHaveBeenCalled());
    expect(game).toHaveFocus();
  });
});

describe("small-screen menu", () => {
  it("opens and closes with the toggle", async () => {
    const { user } = await renderRoute(ROUTES.home);
    const menu = document.getElementById(menuToggle().getAttribute("aria-controls")!)!;
    expect(menuToggle()).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveClass("hidden");

    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute("aria-expanded", "true");
    expect(menuToggle()).toHaveAccessibleName(labels.closeMenu);
    expect(menu).not.toHaveClass("hidden");

    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveClass("hidden");
  });

  it("closes on Escape and gives focus back to the toggle", async () => {
    const { user } = await renderRoute(ROUTES.home);
    await user.click(menuToggle());
    await user.tab();
    await user.keyboard("{Escape}");
    expect(menuToggle()).toHaveAttribute("aria-expanded", "false");
    expect(menuToggle()).toHaveFocus();
  });

  it("closes when a link in it is followed", async () => {
    const { user } = await renderRoute(ROUTES.home);
    await user.click(menuToggle());
    await user.click(within(mainNav()).getByRole("link", { name: "FAQ" }));
    await waitFor(() => expect(document.title).toBe(pageMeta.faq.title));
    expect(menuToggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps focus on its toggle, not the page's body, until the next page takes it", async () => {
    // The header alone: no page is there to take focus, as while the next page's code loads.
    const { user } = await renderRoute(ROUTES.home, { ui: <SiteHeader /> });
    await user.click(menuToggle());
    await user.click(within(mainNav()).getByRole("link", { name: "FAQ" }));
    expect(menuToggle()).toHaveAttribute("aria-expanded", "false");
    expect(menuToggle()).toHaveFocus();
  });
});

describe("navigating between pages", () => {
  it("starts the new page at the top with focus on the main content", async () => {
    const { user } = await renderRoute(ROUTES.home);
    vi.mocked(window.scrollTo).mockClear();
    await user.click(within(mainNav()).getByRole("link", { name: "Privacy" }));
    await waitFor(() => expect(document.title).toBe(pageMeta.privacy.title));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole("main")).toHaveFocus();
  });
});
