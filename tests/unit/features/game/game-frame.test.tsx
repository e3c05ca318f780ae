import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import tailwindConfig from "../../../../tailwind.config";
import { GameFrame } from "@/features/game/game-frame";
import { siteConfig } from "@/config/site";
import { loadWords } from "@/content/words";
import {
  GAME_FRAME_ASPECT,
  GAME_OVERLAY_TIMEOUT_MS,
  GAME_SLOW_AFTER_OVERLAY_MS,
  SECTION_IDS,
} from "@/lib/constants";
import { ROUTES } from "@/lib/routes";
import { renderRoute } from "../../../render";
import { en } from "../../../words";

const gameViewText = en.game;
const labels = {
  ...en.layout,
  loadingGame: en.game.loading,
  playFreeNow: en.home.about.playFreeNow,
  contactSupport: en.faq.moreHelp.contactSupport,
  contactUs: en.privacy.questions.contactUs,
};

/** The "Loading game" overlay, by its words: the game area has a second, polite status. */
const overlay = () => screen.queryByText(labels.loadingGame);
const frames = () => document.querySelectorAll("iframe");
const frame = () => screen.getByTitle<HTMLIFrameElement>(gameViewText.frameTitle("Test"));
/** The polite status that says the game will not come; empty on a normal load. */
const message = () =>
  screen
    .getAllByRole("status")
    .find((status) => !status.textContent?.includes(labels.loadingGame))!;
/** The message with the controls that follow it. */
const offer = () => message().parentElement!;
const SLOW_AT_MS = GAME_OVERLAY_TIMEOUT_MS + GAME_SLOW_AFTER_OVERLAY_MS;

// The frame's marks on its slot reach the page through a MutationObserver, a microtask later:
// each step is awaited inside act().
async function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  await act(async () => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}
const loadFrame = () =>
  act(async () => {
    fireEvent.load(frame());
  });
const tryAgain = () =>
  act(async () => {
    fireEvent.click(within(offer()).getByRole("button", { name: gameViewText.tryAgain }));
  });

beforeAll(async () => {
  // The game pages' words, which the sections read (the pages load them with their own).
  await loadWords("en", "game");
});

beforeEach(() => {
  // performance.now too: the frame's start is stamped with it
  // (src/features/game/inline-starter.ts).
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date", "performance"],
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("game loading overlay", () => {
  it("says the game is loading until the frame fires load", async () => {
    render(<GameFrame src="https://games.example/" name="Test" />);
    expect(overlay()).toBeInTheDocument();
    await loadFrame();
    expect(overlay()).not.toBeInTheDocument();
  });

  it(`hides after ${GAME_OVERLAY_TIMEOUT_MS} ms when the frame never loads`, async () => {
    render(<GameFrame src="https://games.example/" name="Test" />);
    act(() => vi.advanceTimersByTime(GAME_OVERLAY_TIMEOUT_MS - 1));
    expect(overlay()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).not.toBeInTheDocument();
  });

  it("stays hidden if the frame loads after the time-out", async () => {
    render(<GameFrame src="https://games.example/" name="Test" />);
    act(() => vi.advanceTimersByTime(GAME_OVERLAY_TIMEOUT_MS));
    await loadFrame();
    expect(overlay()).not.toBeInTheDocument();
  });
});

describe("a game that will not come", () => {
  it(`offers Try again and the game's own site ${GAME_SLOW_AFTER_OVERLAY_MS} ms after the overlay, not before`, async () => {
    render(<GameFrame src="https://games.example/" name="Test" />);
    act(() => vi.advanceTimersByTime(SLOW_AT_MS - 1));
    expect(message()).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(offer()).toHaveTextContent(gameViewText.slow);
    expect(within(offer()).getByRole("button", { name: gameViewText.tryAgain })).toBeVisible();
    const link = within(offer()).getByRole("link", {
      name: `${gameViewText.playOnHost("Test")} ${gameViewText.newTab}`,
    });
    expect(link).toHaveAttribute("href", "https://games.example/");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("Try again requests the frame anew, in place of the old one, and the offer goes once it loads", async () => {
    render(<GameFrame src="https://games.example/" name="Test" />);
    act(() => vi.advanceTimersByTime(SLOW_AT_MS));
    const first = frame();
    await tryAgain();
    expect(frames()).toHaveLength(1);
    expect(frame()).not.toBe(first);
    expect(frame()).toHaveAttribute("src", "https://games.example/");
    // Loading again: the overlay, and no offer, until the new frame loads.
    expect(overlay()).toBeInTheDocument();
    expect(message()).toBeEmptyDOMElement();
    await loadFrame();
    expect(overlay()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SLOW_AT_MS));
    expect(message()).toBeEmptyDOMElement();
  });

  it("never stacks frames or timers, however often the player tries again", async () => {
    render(<GameFrame src="https://games.example/" name="Test" />);
    act(() => vi.advanceTimersByTime(SLOW_AT_MS));
    const timers = vi.getTimerCount();
    for (let i = 0; i < 5; i++) {
      await tryAgain();
      act(() => vi.advanceTimersByTime(SLOW_AT_MS));
    }
    expect(frames()).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(timers);
  });

  it("says the game needs a connection while offline, and tries again by itself once back online", async () => {
    render(<GameFrame src="https://games.example/" name="Test" />);
    await setOnline(false);
    act(() => vi.advanceTimersByTime(GAME_OVERLAY_TIMEOUT_MS));
    expect(offer()).toHaveTextContent(gameViewText.offline);
    expect(within(offer()).queryByRole("button")).toBeNull();
    const first = frame();
    await setOnline(true);
    expect(frame()).not.toBe(first);
    expect(frames()).toHaveLength(1);
    expect(message()).toBeEmptyDOMElement();
    await loadFrame();
    act(() => vi.advanceTimersByTime(SLOW_AT_MS));
    expect(message()).toBeEmptyDOMElement();
  });

  it("takes an error page that loaded offline for no game", async () => {
    render(<GameFrame src="https://games.example/" name="Test" />);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await loadFrame();
    expect(overlay()).not.toBeInTheDocument();
    expect(offer()).toHaveTextContent(gameViewText.offline);
  });

  it("leaves nothing behind when the page goes while the game hangs", async () => {
    const errors = vi.spyOn(console, "error");
    const { unmount } = render(<GameFrame src="https://games.example/" name="Test" />);
    act(() => vi.advanceTimersByTime(GAME_OVERLAY_TIMEOUT_MS));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(SLOW_AT_MS));
    await setOnline(false);
    await setOnline(true);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("a game that says when it is ready", () => {
  const GAME = "https://games.example/";
  const renderSignalling = () => render(<GameFrame src={GAME} name="Test" signalsReady />);
  /** A message to the page, as the browser delivers one: from `source`, posted at `origin`. */
  const post = (
    data: unknown,
    {
      origin = new URL(GAME).origin,
      source = frame().contentWindow as Window | null,
    }: { origin?: string; source?: Window | null } = {},
  ) =>
    act(async () => {
      window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
    });

  it("is not ready on its frame's load alone: the offer comes as for a game that hangs", async () => {
    renderSignalling();
    await loadFrame();
    expect(overlay()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SLOW_AT_MS - 1));
    expect(message()).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(offer()).toHaveTextContent(gameViewText.slow);
    expect(within(offer()).getByRole("button", { name: gameViewText.tryAgain })).toBeVisible();
  });

  it("is ready once it says game-ready, before its load or after, once or twice", async () => {
    renderSignalling();
    await post({ type: "game-ready" });
    // The overlay keeps the spec's rule: the frame's load, or its time.
    expect(overlay()).toBeInTheDocument();
    await post({ type: "game-ready" });
    await loadFrame();
    expect(overlay()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SLOW_AT_MS * 2));
    expect(message()).toBeEmptyDOMElement();
  });

  it("gets the offer at once when it says game-error", async () => {
    renderSignalling();
    await loadFrame();
    await post({ type: "game-error" });
    expect(offer()).toHaveTextContent(gameViewText.slow);
    expect(within(offer()).getByRole("button", { name: gameViewText.tryAgain })).toBeVisible();
  });

  it.each([
    ["another origin", { type: "game-ready" }, { origin: "https://evil.example" }],
    ["an opaque origin", { type: "game-ready" }, { origin: "null" }],
    ["another window", { type: "game-ready" }, { source: window as Window }],
    ["no window", { type: "game-ready" }, { source: null }],
    ["a string", "game-ready", {}],
    ["null", null, {}],
    ["another type", { type: "ready" }, {}],
    ["a huge object", { type: "game-ready?", filler: "x".repeat(1_000_000) }, {}],
  ])("does not take %s for a word from the game", async (_what, data, from) => {
    const errors = vi.spyOn(console, "error");
    renderSignalling();
    await loadFrame();
    await post(data, from);
    act(() => vi.advanceTimersByTime(SLOW_AT_MS));
    expect(offer()).toHaveTextContent(gameViewText.slow);
    expect(errors).not.toHaveBeenCalled();
  });

  it("waits on through a flood from elsewhere, then hears its own game", async () => {
    renderSignalling();
    await loadFrame();
    await act(async () => {
      for (let i = 0; i < 10_000; i++) {
        window.dispatchEvent(
          new MessageEvent("message", {
            data: { type: "game-ready" },
            origin: "https://x.example",
          }),
        );
      }
    });
    act(() => vi.advanceTimersByTime(SLOW_AT_MS - 1));
    expect(message()).toBeEmptyDOMElement();
    await post({ type: "game-ready" });
    act(() => vi.advanceTimersByTime(SLOW_AT_MS));
    expect(message()).toBeEmptyDOMElement();
  });

  it("hears only the new frame after Try again, which then waits for its own word", async () => {
    renderSignalling();
    await post({ type: "game-error" });
    const old = frame().contentWindow;
    await tryAgain();
    await post({ type: "game-ready" }, { source: old });
    await loadFrame();
    act(() => vi.advanceTimersByTime(SLOW_AT_MS));
    expect(offer()).toHaveTextContent(gameViewText.slow);
  });

  it("leaves no timer or listener behind when the page goes while it waits", async () => {
    const added = vi.spyOn(window, "addEventListener");
    const removed = vi.spyOn(window, "removeEventListener");
    const messageListeners = () =>
      added.mock.calls.filter(([type]) => type === "message").length -
      removed.mock.calls.filter(([type]) => type === "message").length;
    const { unmount } = renderSignalling();
    await loadFrame();
    act(() => vi.advanceTimersByTime(SLOW_AT_MS));
    for (let i = 0; i < 3; i++) {
      await tryAgain();
      act(() => vi.advanceTimersByTime(SLOW_AT_MS));
    }
    expect(messageListeners()).toBe(1);
    unmount();
    expect(messageListeners()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("a game that says nothing (a third-party host)", () => {
  it("is ready on its frame's load, and hears no message at all", async () => {
    const added = vi.spyOn(window, "addEventListener");
    render(<GameFrame src="https://games.example/" name="Test" />);
    await loadFrame();
    act(() => vi.advanceTimersByTime(SLOW_AT_MS * 2));
    expect(message()).toBeEmptyDOMElement();
    expect(added.mock.calls.filter(([type]) => type === "message")).toEqual([]);
  });
});

describe("focus after Try again", () => {
  it("goes to the new game frame, never to the page's body", async () => {
    render(<GameFrame src="https://games.example/" name="Test" signalsReady />);
    act(() => vi.advanceTimersByTime(SLOW_AT_MS));
    within(offer()).getByRole("button", { name: gameViewText.tryAgain }).focus();
    await tryAgain();
    expect(within(offer()).queryByRole("button")).toBeNull();
    expect(document.activeElement).toBe(frame());
  });
});

describe("home game section", () => {
  it("embeds the configured game with its key and value and the allowed features", async () => {
    await renderRoute(ROUTES.home);
    const section = document.getElementById(SECTION_IDS.game)!;
    const frame = within(section).getByTitle(`${siteConfig.name} game`);
    const src = new URL(frame.getAttribute("src")!);
    expect(src.href).toBe(siteConfig.games.tidyTime);
    expect(src.searchParams.get("key")).toBeTruthy();
    expect(src.searchParams.get("value")).toBeTruthy();
    expect(frame.getAttribute("allow")!.split(/;\s*/)).toEqual(
      expect.arrayContaining(["fullscreen", "autoplay", "encrypted-media"]),
    );
    // `allow` alone: `allowfullscreen` beside it makes Chromium log a warning.
    expect(frame).not.toHaveAttribute("allowfullscreen");
  });

  it("keeps the frame in a 16:9 box", async () => {
    await renderRoute(ROUTES.home);
    const frame = within(document.getElementById(SECTION_IDS.game)!).getByTitle(
      gameViewText.frameTitle(siteConfig.name),
    );
    expect(frame.closest(".aspect-game")).not.toBeNull();
    const ratio = tailwindConfig.theme.extend.aspectRatio.game;
    expect(ratio).toBe(`${GAME_FRAME_ASPECT.width} / ${GAME_FRAME_ASPECT.height}`);
    expect(GAME_FRAME_ASPECT.width / GAME_FRAME_ASPECT.height).toBeCloseTo(16 / 9);
  });

  it("offers help from the FAQ and the contact page under the game", async () => {
    await renderRoute(ROUTES.home);
    const section = within(document.getElementById(SECTION_IDS.game)!);
    expect(section.getByRole("link", { name: /faq/i })).toHaveAttribute("href", ROUTES.faq);
    expect(section.getByRole("link", { name: /contact/i })).toHaveAttribute("href", ROUTES.contact);
  });
});
