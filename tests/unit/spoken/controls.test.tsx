/**
 * The header's controls and the game views, as a screen-reader user meets them: each control's
 * name and state, what opens, and the way back.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteConfig } from "@/config/site";
import { GAME_OVERLAY_TIMEOUT_MS, GAME_SLOW_AFTER_OVERLAY_MS } from "@/lib/constants";
import { canonicalUrl } from "@/lib/structured-data";
import { LANGUAGES, LANGUAGE_INFO } from "@/features/languages/languages";
import { ROUTES } from "@/lib/routes";
import { pages } from "@/page-chunks";
import { loadGameFrames, renderInteractiveRoute, renderRoute } from "../../render";
import { en, wordsIn } from "../../words";
import { link, menuToggle, themeControl } from "./outlines";
import {
  announcements,
  keepTranscript,
  readBackTo,
  reader,
  readUntil,
  readFocused,
  spokenSince,
  startReading,
} from "./reader";

const { layout, charlie, game: gameViewText } = en;
const { theme: themeText, toast: toastText } = layout;
const shareText = gameViewText.share;

describe("the phone menu, heard", () => {
  it("says the toggle's name and state, then the links in it, then closed again", async () => {
    await renderRoute(ROUTES.faq);
    await startReading();
    await readUntil(menuToggle(en, false));
    await spokenSince();

    await reader.act();
    expect(await spokenSince()).toEqual([menuToggle(en, true)]);
    // In it: the pages, the theme control, then the languages (the page's own marked).
    const inMenu = await readUntil(`end of navigation, ${layout.languages}`);
    const { home, charlie: charliePage, faq, privacy } = layout.nav;
    expect(inMenu.filter((phrase) => /^(navigation|link|combobox), /.test(phrase))).toEqual([
      `navigation, ${layout.mainNav}`,
      ...[home, charliePage, `${faq}, current page`, privacy].map(link),
      themeControl(en),
      `navigation, ${layout.languages}`,
      ...LANGUAGES.map((l) =>
        link(`${LANGUAGE_INFO[l].name}${l === "en" ? ", current page" : ""}`),
      ),
    ]);

    await reader.perform(reader.commands.moveToPreviousBanner);
    await readUntil(menuToggle(en, true));
    await reader.act();
    expect(await readFocused()).toBe(menuToggle(en, false));
    keepTranscript("menu", await reader.spokenPhraseLog());
  });
});

describe("the theme control, heard", () => {
  it("says its name and the current choice, and the new choice once changed", async () => {
    const { user } = await renderRoute(ROUTES.home);
    await startReading();
    await readUntil(themeControl(en));
    const select = screen.getByRole("combobox", { name: themeText.label });
    await user.selectOptions(select, "dark");
    expect(await readFocused()).toBe(themeControl(en, "dark"));
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    keepTranscript("theme", await reader.spokenPhraseLog());
  });
});

describe("the game's fullscreen or theater view, heard", () => {
  const title = gameViewText.frameTitle(siteConfig.name);

  it("says the control, the view that opens with the way out, then the control again", async () => {
    await renderRoute(ROUTES.home);
    loadGameFrames();
    await startReading();
    await readUntil(`button, ${gameViewText.fullscreen}`);
    await spokenSince();

    // jsdom has no element fullscreen, as iPhone Safari: the theater view opens instead.
    await reader.act();
    await waitFor(async () =>
      expect(await reader.lastSpokenPhrase()).toBe(`button, ${gameViewText.closeTheater}`),
    );
    expect(await spokenSince()).toEqual([
      `button, ${gameViewText.fullscreen}`,
      `dialog, ${title}, modal`,
      `button, ${gameViewText.closeTheater}`,
    ]);
    // Inside, the game by its title; the page behind is out of reach: past the view's end, the
    // reader comes round to its start.
    await readUntil(title);
    await readUntil(`end of dialog, ${title}, modal`);
    await reader.next();
    expect(await reader.lastSpokenPhrase()).toBe(`dialog, ${title}, modal`);
    await reader.press("Escape");
    await waitFor(async () =>
      expect(await reader.lastSpokenPhrase()).toBe(`button, ${gameViewText.fullscreen}`),
    );
    keepTranscript("theater", await reader.spokenPhraseLog());
  });
});

describe("a game that will not come, heard", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says so politely, with Try again and the game's own site, and focus stays put", async () => {
    // The page's clocks, performance.now among them (the game's start is stamped with it),
    // moving with real time so the reader and React keep flushing; the test jumps ahead.
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "performance"],
      shouldAdvanceTime: true,
    });
    await renderRoute(ROUTES.home);
    await startReading();
    await readUntil(`button, ${gameViewText.fullscreen}`);
    const focused = document.activeElement;
    await spokenSince();
    await act(async () => {
      vi.advanceTimersByTime(GAME_OVERLAY_TIMEOUT_MS + GAME_SLOW_AFTER_OVERLAY_MS);
    });
    await waitFor(async () =>
      expect(announcements(await reader.spokenPhraseLog())).toContain(
        `polite: ${gameViewText.slow}`,
      ),
    );
    expect(document.activeElement).toBe(focused);
    // Said once, the message alone: the controls are not part of the announcement.
    expect(announcements(await reader.spokenPhraseLog())).toEqual([`polite: ${gameViewText.slow}`]);
    // The message and both controls are in the game area, by role and name, message first.
    await readBackTo(`button, ${gameViewText.tryAgain}`);
    await readBackTo(gameViewText.slow);
    await readUntil(`button, ${gameViewText.tryAgain}`);
    await reader.next();
    expect(await reader.lastSpokenPhrase()).toBe(
      `link, ${gameViewText.playOnHost(siteConfig.name)} ${gameViewText.newTab}`,
    );
    keepTranscript("game slow", await reader.spokenPhraseLog());
  });
});

describe("Try again, heard", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("takes the reader to the game that is loading anew, not to the top of the page", async () => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "performance"],
      shouldAdvanceTime: true,
    });
    await renderRoute(ROUTES.home);
    await startReading();
    await act(async () => {
      vi.advanceTimersByTime(GAME_OVERLAY_TIMEOUT_MS + GAME_SLOW_AFTER_OVERLAY_MS);
    });
    await waitFor(async () =>
      expect(announcements(await reader.spokenPhraseLog())).toContain(
        `polite: ${gameViewText.slow}`,
      ),
    );
    await readUntil(`button, ${gameViewText.tryAgain}`);
    await spokenSince();
    // The button goes with the offer: the reader follows focus to the new frame, by its title.
    await reader.act();
    const title = gameViewText.frameTitle(siteConfig.name);
    // The offer's emptied status is no phrase a screen reader speaks (`announcements`).
    const spoken = async () =>
      (await reader.spokenPhraseLog()).filter((phrase) => !/^(polite|assertive): $/.test(phrase));
    await waitFor(async () => expect((await spoken()).at(-1)).toBe(title));
    expect(document.activeElement).toBe(screen.getByTitle(title));
    expect(screen.queryByRole("button", { name: gameViewText.tryAgain })).toBeNull();
    keepTranscript("game try again", await reader.spokenPhraseLog());
  });
});

describe("the language suggestion, heard", () => {
  it("closed from the keyboard, gives the reader back where it was", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["es-ES"]);
    const es = wordsIn("es").suggestion;
    const { user } = await renderInteractiveRoute(ROUTES.contact);
    const close = await screen.findByRole("button", { name: es.dismiss });
    await startReading();
    const footerLinks = within(screen.getByRole("contentinfo")).getAllByRole("link");
    const before = footerLinks.at(-1)!;
    before.focus();
    const said = link(before.textContent!);
    await waitFor(async () => expect(await reader.lastSpokenPhrase()).toBe(said));
    await user.tab();
    await user.tab();
    expect(close).toHaveFocus();
    await waitFor(async () =>
      expect(await reader.lastSpokenPhrase()).toBe(`button, ${es.dismiss}`),
    );
    await user.keyboard("{Enter}");
    await waitFor(async () => expect(await reader.lastSpokenPhrase()).toBe(said));
    expect(before).toHaveFocus();
    keepTranscript("suggestion closed", await reader.spokenPhraseLog());
  });
});

describe("a link tapped offline, heard", () => {
  it("says the page is offline politely, keeps the reader on the link, and closes back to it", async () => {
    const { user } = await renderRoute(ROUTES.faq);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    vi.spyOn(pages.contact, "loaded").mockReturnValue(false);
    vi.spyOn(pages.contact, "preload").mockRejectedValue(new TypeError("Failed to fetch"));
    await startReading();
    const footer = within(screen.getByRole("contentinfo"));
    const contact = footer.getByRole("link", { name: layout.footer.quickLinkLabels.contact });
    contact.focus();
    const said = link(contact.textContent!);
    await waitFor(async () => expect(await reader.lastSpokenPhrase()).toBe(said));
    await user.keyboard("{Enter}");
    const { offline } = layout;
    await waitFor(async () =>
      expect(announcements(await reader.spokenPhraseLog())).toContain(
        `polite: ${offline.title} ${offline.body}`,
      ),
    );
    expect(contact).toHaveFocus();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(en.faq.title);

    const close = screen.getByRole("button", { name: offline.dismiss });
    close.focus();
    await waitFor(async () =>
      expect(await reader.lastSpokenPhrase()).toBe(`button, ${offline.dismiss}`),
    );
    await user.keyboard("{Enter}");
    await waitFor(async () => expect(await reader.lastSpokenPhrase()).toBe(said));
    expect(contact).toHaveFocus();
    expect(screen.queryByRole("button", { name: offline.dismiss })).toBeNull();
    keepTranscript("offline notice", await reader.spokenPhraseLog());
  });
});

describe("Share, heard", () => {
  const url = canonicalUrl("charlie");

  it("confirms a copied link politely, once", async () => {
    await renderRoute(ROUTES.charlie);
    loadGameFrames();
    await startReading();
    await readUntil(`button, ${shareText.share}`);
    await spokenSince();
    await reader.act();
    await waitFor(async () =>
      expect(announcements(await reader.spokenPhraseLog())).toContain(
        `polite: ${shareText.linkCopied}`,
      ),
    );
    const log = await reader.spokenPhraseLog();
    expect(announcements(log)).toEqual([
      `polite: ${toastText.announcement}`,
      `polite: ${shareText.linkCopied}`,
      `polite: ${shareText.linkCopiedDescription(charlie.share.title)}`,
    ]);
    expect(await navigator.clipboard.readText()).toBe(url);
    keepTranscript("share copied", log);
  });

  it("where copying is refused, takes the reader to the link field by its label", async () => {
    await renderRoute(ROUTES.charlie);
    loadGameFrames();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("Refused", "NotAllowedError"),
    );
    await startReading();
    await readUntil(`button, ${shareText.share}`);
    await reader.act();
    const field = `textbox, ${shareText.linkLabel(charlie.share.title)}, ${url}, read only`;
    await waitFor(async () => expect(await reader.lastSpokenPhrase()).toBe(field));
    expect(announcements(await reader.spokenPhraseLog())).toEqual([]);
    keepTranscript("share refused", await reader.spokenPhraseLog());
  });
});
