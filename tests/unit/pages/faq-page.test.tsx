import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ROUTES } from "@/lib/routes";
import { renderRoute } from "../../render";
import { en } from "../../words";
import { faqAddresses } from "@/lib/faq-addresses";

const labels = {
  ...en.layout,
  loadingGame: en.game.loading,
  playFreeNow: en.home.about.playFreeNow,
  contactSupport: en.faq.moreHelp.contactSupport,
  contactUs: en.privacy.questions.contactUs,
};
const faqPageAddresses = faqAddresses(en.faq.entries);
const faqPageEntries = en.faq.entries;

const question = (index: number) =>
  screen.getByRole("button", { name: faqPageEntries[index].question });
const openQuestions = () =>
  screen.queryAllByRole("button", { expanded: true }).filter((b) => b.closest("main"));

describe("FAQ page", () => {
  it("scrolls to the top when it opens", async () => {
    window.scrollTo(0, 900);
    await renderRoute(ROUTES.faq);
    expect(window.scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));
  });

  it("links to the contact page for support", async () => {
    await renderRoute(ROUTES.faq);
    expect(
      within(screen.getByRole("main")).getByRole("link", { name: labels.contactSupport }),
    ).toHaveAttribute("href", ROUTES.contact);
  });

  it.each([
    [/local storage/i],
    [/no daily (play )?limits?/i],
    [/monthly|every month/i],
    [/future update/i],
  ])("answers state %s", async (pattern) => {
    await renderRoute(ROUTES.faq);
    const answers = faqPageEntries.map((entry) => entry.answer).join(" ");
    expect(answers).toMatch(pattern);
    expect(screen.getByRole("main")).toHaveTextContent(pattern);
  });

  describe("question addresses", () => {
    afterEach(() => window.history.replaceState(null, "", "/"));

    it("opening a question writes its address in place; closing it removes it", async () => {
      window.history.replaceState(null, "", ROUTES.faq);
      const { user } = await renderRoute(ROUTES.faq);
      const entries = window.history.length;

      await user.click(question(4));
      expect(window.location.hash).toBe(`#${faqPageAddresses[4]}`);
      await user.click(question(7));
      expect(window.location.hash).toBe(`#${faqPageAddresses[7]}`);
      expect(question(4)).toHaveAttribute("aria-expanded", "false");
      await user.click(question(7));
      expect(window.location.href).toBe(`${window.location.origin}${ROUTES.faq}`);
      expect(openQuestions()).toEqual([]);
      expect(window.history.length).toBe(entries);
    });

    it("a visited address opens its question and scrolls to it, not to the top", async () => {
      const scrollIntoView = vi.mocked(Element.prototype.scrollIntoView);
      scrollIntoView.mockClear();
      vi.mocked(window.scrollTo).mockClear();
      window.history.replaceState(null, "", `${ROUTES.faq}#${faqPageAddresses[12]}`);
      await renderRoute(`${ROUTES.faq}#${faqPageAddresses[12]}`);
      expect(openQuestions()).toEqual([question(12)]);
      expect(scrollIntoView.mock.contexts).toContain(document.getElementById(faqPageAddresses[12]));
      expect(window.scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    });

    it("an unknown address opens nothing and the page starts at the top", async () => {
      vi.mocked(window.scrollTo).mockClear();
      window.history.replaceState(null, "", `${ROUTES.faq}#no-such-question`);
      await renderRoute(`${ROUTES.faq}#no-such-question`);
      expect(openQuestions()).toEqual([]);
      expect(window.scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));
    });
  });
});
