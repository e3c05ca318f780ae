import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GameFrame } from "@/features/game/game-frame";
import { siteConfig } from "@/config/site";
import { SECTION_IDS } from "@/lib/constants";
import { ROUTES } from "@/lib/routes";
import { renderRoute } from "../../../render";
import { en } from "../../../words";

const gameViewText = en.game;

const title = gameViewText.frameTitle(siteConfig.name);
const section = () => within(document.getElementById(SECTION_IDS.game)!);
const fullscreenButton = () => section().getByRole("button", { name: gameViewText.fullscreen });
const view = () => screen.queryByRole("dialog", { name: title });
// Where the browser refuses or lacks fullscreen, the answer is a rejected promise: the theater
// view opens a task later, and moves focus into itself once it has been painted.
async function theaterOpened() {
  const dialog = await screen.findByRole("dialog", { name: title });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}
const inertElements = () => document.querySelectorAll("[inert]");

describe("where the browser has no element fullscreen (jsdom, like iPhone Safari)", () => {
  it("opens the theater view in place, the rest of the page inert, and Escape closes it", async () => {
    const { user } = await renderRoute(ROUTES.home);
    const frame = screen.getByTitle(title);
    const src = frame.getAttribute("src");

    await user.click(fullscreenButton());
    await theaterOpened();
    expect(within(view()!).getByRole("button", { name: gameViewText.closeTheater })).toHaveFocus();
    expect(view()).toHaveAttribute("data-game-view", "theater");
    expect(screen.getByRole("banner", { hidden: true }).closest("[inert]")).not.toBeNull();
    expect(view()!.closest("[inert]")).toBeNull();
    // The same frame, never moved or reloaded.
    expect(screen.getByTitle(title)).toBe(frame);
    expect(view()!.contains(frame)).toBe(true);
    expect(frame.getAttribute("src")).toBe(src);

    await user.keyboard("{Escape}");
    expect(view()).not.toBeInTheDocument();
    expect(fullscreenButton()).toHaveFocus();
    expect(inertElements()).toHaveLength(0);
    expect(screen.getByTitle(title)).toBe(frame);
  });

  it("closes with its Close button too", async () => {
    const { user } = await renderRoute(ROUTES.home);
    await user.click(fullscreenButton());
    await user.click(
      within(await theaterOpened()).getByRole("button", { name: gameViewText.closeTheater }),
    );
    expect(view()).not.toBeInTheDocument();
    expect(fullscreenButton()).toHaveFocus();
    expect(inertElements()).toHaveLength(0);
  });

  it("puts the scroll position back if it moved while the view was open", async () => {
    const { user } = await renderRoute(ROUTES.home);
    vi.spyOn(window, "scrollY", "get").mockReturnValue(640);
    await user.click(fullscreenButton());
    await theaterOpened();
    vi.spyOn(window, "scrollY", "get").mockReturnValue(0);
    await user.keyboard("{Escape}");
    expect(window.scrollTo).toHaveBeenLastCalledWith({ left: 0, top: 640, behavior: "instant" });
  });
});

describe("where the browser makes elements fullscreen", () => {
  let current: Element | null = null;
  const changed = () => act(() => void document.dispatchEvent(new Event("fullscreenchange")));
  // The fullscreen element is the one the request was made on (`this`).
  const request = vi.fn(function (this: Element) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    current = this;
    changed();
    return Promise.resolve();
  });

  beforeEach(() => {
    current = null;
    request.mockClear();
    Object.defineProperty(document, "fullscreenEnabled", { value: true, configurable: true });
    Object.defineProperty(document, "fullscreenElement", {
      get: () => current,
      configurable: true,
    });
    Element.prototype.requestFullscreen = request;
    document.exitFullscreen = () => {
      current = null;
      changed();
      return Promise.resolve();
    };
  });

  afterEach(() => {
    for (const name of ["fullscreenEnabled", "fullscreenElement", "exitFullscreen"]) {
      delete (document as unknown as Record<string, unknown>)[name];
    }
    delete (Element.prototype as unknown as Record<string, unknown>).requestFullscreen;
    delete (navigator as unknown as Record<string, unknown>).userActivation;
  });

  it("makes the view fullscreen with a way out; the browser ending it gives the page back", async () => {
    const { user } = await renderRoute(ROUTES.home);
    await user.click(fullscreenButton());
    expect(request).toHaveBeenCalledTimes(1);
    expect(current).toBe(view());
    expect(view()).toHaveAttribute("data-game-view", "fullscreen");
    const exit = within(view()!).getByRole("button", { name: gameViewText.exitFullscreen });
    expect(exit).toHaveFocus();
    expect(inertElements().length).toBeGreaterThan(0);

    // The game makes its own frame fullscreen from inside the view: the view stays open.
    current = screen.getByTitle(title);
    changed();
    expect(view()).toBeInTheDocument();

    // Escape or the browser's own control.
    current = null;
    changed();
    expect(view()).not.toBeInTheDocument();
    expect(fullscreenButton()).toHaveFocus();
    expect(inertElements()).toHaveLength(0);
  });

  it("leaves fullscreen from its Exit fullscreen button", async () => {
    const { user } = await renderRoute(ROUTES.home);
    await user.click(fullscreenButton());
    await user.click(within(view()!).getByRole("button", { name: gameViewText.exitFullscreen }));
    expect(current).toBeNull();
    expect(view()).not.toBeInTheDocument();
    expect(fullscreenButton()).toHaveFocus();
  });

  it("opens the theater view when the browser refuses", async () => {
    request.mockImplementationOnce(() => Promise.reject(new TypeError("denied")));
    const { user } = await renderRoute(ROUTES.home);
    await user.click(fullscreenButton());
    expect(await theaterOpened()).toHaveAttribute("data-game-view", "theater");
  });

  it("does not ask without a recent gesture (a click replayed after hydration)", async () => {
    Object.defineProperty(navigator, "userActivation", {
      value: { isActive: false, hasBeenActive: true },
      configurable: true,
    });
    await renderRoute(ROUTES.home);
    fireEvent.click(fullscreenButton());
    expect(await theaterOpened()).toHaveAttribute("data-game-view", "theater");
    expect(request).not.toHaveBeenCalled();
  });
});

describe("without the page's scripts", () => {
  it("has a link to the game on its own site in the loading overlay, hidden until the CSS shows it", () => {
    render(<GameFrame src={siteConfig.games.tidyTime} name={siteConfig.name} />);
    // With scripts running, neither the eye nor a screen reader meets it.
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    const link = screen.getByRole("link", {
      hidden: true,
      name: `${gameViewText.playOnHost(siteConfig.name)} ${gameViewText.newTab}`,
    });
    expect(link.closest("[hidden]")).toHaveAttribute("data-no-scripts");
    expect(link).toHaveAttribute("href", siteConfig.games.tidyTime);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")!.split(" ")).toContain("noopener");
  });
});
