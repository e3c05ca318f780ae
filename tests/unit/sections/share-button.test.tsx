import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteConfig } from "@/config/site";
import { ROUTES } from "@/lib/routes";
import { renderRoute, watchConsole } from "../../render";
import { en } from "../../words";

const charlieShare = en.charlie.share;
const shareText = en.game.share;
const homeShare = en.home.share;

const GAME_PAGES = [
  { path: ROUTES.home, message: homeShare },
  { path: ROUTES.charlie, message: charlieShare },
] as const;
const charlieUrl = `${siteConfig.origin}${ROUTES.charlie}`;

const shareButton = () => screen.getByRole("button", { name: shareText.share });
const linkField = () =>
  screen.queryByRole("textbox", { name: shareText.linkLabel(charlieShare.title) });
const toasts = () => screen.queryByRole("region", { name: /notifications/i });

/** The system share sheet, where the browser has one (jsdom has none). */
function giveShareSheet(share: (data: ShareData) => Promise<void>) {
  const spy = vi.fn(share);
  Object.defineProperty(navigator, "share", { value: spy, configurable: true });
  return spy;
}

const refusal = (name: string) => new DOMException(`The share was refused (${name}).`, name);

afterEach(() => {
  Reflect.deleteProperty(navigator, "share");
});

/** The button is at rest again: not marked busy, and another press does something. */
function expectAtRest() {
  expect(shareButton()).not.toHaveAttribute("aria-disabled");
}

describe("Share on a game page, with the system share sheet", () => {
  it.each(GAME_PAGES)(
    "$path offers the game's name, its line and the canonical URL, never the address",
    async ({ path, message }) => {
      const share = giveShareSheet(() => Promise.resolve());
      const { user } = await renderRoute(`${path}?from=newsletter#faq`);
      await user.click(shareButton());

      expect(share).toHaveBeenCalledTimes(1);
      expect(share).toHaveBeenCalledWith({
        title: message.title,
        text: message.text,
        url: `${siteConfig.origin}${path}`,
      });
      await waitFor(expectAtRest);
      expect(await navigator.clipboard.readText()).toBe("");
      expect(toasts()).toBeNull();
    },
  );

  it("says nothing when the player closes the share sheet", async () => {
    const console = watchConsole();
    giveShareSheet(() => Promise.reject(refusal("AbortError")));
    const { user } = await renderRoute(ROUTES.charlie);
    await user.click(shareButton());

    await waitFor(expectAtRest);
    expect(await navigator.clipboard.readText()).toBe("");
    expect(toasts()).toBeNull();
    expect(linkField()).toBeNull();
    expect(console.messages()).toEqual([]);
  });

  it("copies the link instead when the share sheet is refused for another reason", async () => {
    giveShareSheet(() => Promise.reject(refusal("NotAllowedError")));
    const { user } = await renderRoute(ROUTES.charlie);
    await user.click(shareButton());

    const toast = await screen.findByRole("region", { name: /notifications/i });
    expect(await within(toast).findByText(shareText.linkCopied)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(charlieUrl);
    expectAtRest();
  });

  it("is busy while the share sheet is open, ignores presses meanwhile, then is at rest", async () => {
    let close = () => {};
    const share = giveShareSheet(() => new Promise<void>((resolve) => (close = resolve)));
    const { user } = await renderRoute(ROUTES.charlie);
    await user.click(shareButton());
    expect(shareButton()).toHaveAttribute("aria-disabled", "true");
    await user.click(shareButton());
    expect(share).toHaveBeenCalledTimes(1);

    close();
    await waitFor(expectAtRest);
    await user.click(shareButton());
    expect(share).toHaveBeenCalledTimes(2);
  });
});

describe("Share where the browser has no share sheet", () => {
  it("copies the canonical URL and confirms with a toast", async () => {
    const { user } = await renderRoute(`${ROUTES.charlie}#play`);
    await user.click(shareButton());

    const toast = await screen.findByRole("region", { name: /notifications/i });
    expect(await within(toast).findByText(shareText.linkCopied)).toBeVisible();
    expect(
      within(toast).getByText(shareText.linkCopiedDescription(charlieShare.title)),
    ).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(charlieUrl);
    expect(shareText.linkCopied).toBe("Link copied");
    expect(linkField()).toBeNull();
    expectAtRest();
  });

  it("shows the link, selected and focused, when the clipboard refuses it", async () => {
    const console = watchConsole();
    const { user } = await renderRoute(ROUTES.charlie);
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(refusal("NotAllowedError"));
    await user.click(shareButton());

    const field = (await screen.findByRole("textbox", {
      name: shareText.linkLabel(charlieShare.title),
    })) as HTMLInputElement;
    expect(field).toHaveValue(charlieUrl);
    expect(field).toHaveAttribute("readonly");
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, charlieUrl.length]);
    expect(toasts()).toBeNull();
    expect(console.messages()).toEqual([]);
    expectAtRest();
  });

  it("shows the link where the page may not use the clipboard at all", async () => {
    const { user } = await renderRoute(ROUTES.charlie);
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    await user.click(shareButton());

    expect(await screen.findByRole("textbox")).toHaveValue(charlieUrl);
    expect(linkField()).toHaveFocus();
    expectAtRest();
  });
});
