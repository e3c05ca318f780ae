import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { labels } from "@/content/common";
import { faqPageEntries } from "@/content/faq";
import { ROUTES } from "@/lib/routes";
import { renderRoute } from "../../render";

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
});
