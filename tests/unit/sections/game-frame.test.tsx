import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import tailwindConfig from "../../../tailwind.config";
import { GameFrame } from "@/components/sections/game-frame";
import { siteConfig } from "@/config/site";
import { GAME_FRAME_ASPECT, GAME_OVERLAY_TIMEOUT_MS, SECTION_IDS } from "@/lib/constants";
import { ROUTES } from "@/lib/routes";
import { renderRoute } from "../../render";
import { en } from "../../words";

const gameViewText = en.layout.game;
const labels = {
  ...en.layout,
  loadingGame: en.layout.game.loading,
  playFreeNow: en.home.about.playFreeNow,
  contactSupport: en.faq.moreHelp.contactSupport,
  contactUs: en.privacy.questions.contactUs,
};

const overlay = () => screen.queryByRole("status");

describe("game loading overlay", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("says the game is loading until the frame fires load", () => {
    render(<GameFrame src="https://games.example/" name="Test" />);
    expect(overlay()).toHaveTextContent(labels.loadingGame);
    fireEvent.load(screen.getByTitle(gameViewText.frameTitle("Test")));
    expect(overlay()).not.toBeInTheDocument();
  });

  it(`hides after ${GAME_OVERLAY_TIMEOUT_MS} ms when the frame never loads`, () => {
    render(<GameFrame src="https://games.example/" name="Test" />);
    act(() => vi.advanceTimersByTime(GAME_OVERLAY_TIMEOUT_MS - 1));
    expect(overlay()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).not.toBeInTheDocument();
  });

  it("stays hidden if the frame loads after the time-out", () => {
    render(<GameFrame src="https://games.example/" name="Test" />);
    act(() => vi.advanceTimersByTime(GAME_OVERLAY_TIMEOUT_MS));
    fireEvent.load(screen.getByTitle(gameViewText.frameTitle("Test")));
    expect(overlay()).not.toBeInTheDocument();
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
