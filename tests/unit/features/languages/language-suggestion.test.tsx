/**
 * The language suggestion closed: its close button goes with it, and focus never drops to the
 * page's body. It goes back where it was before it came into the notice, else to the main
 * content. A Spanish browser on the English contact page is offered Spanish.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_INFO } from "@/features/languages/languages";
import { ROUTES } from "@/lib/routes";
import { SECTION_IDS } from "@/lib/constants";
import { renderInteractiveRoute } from "../../../render";
import { wordsIn } from "../../../words";

// Closing the notice settles the language for the page view too (a module flag): stored only on
// the device here, so each test starts unsettled once storage is cleared.
vi.mock("@/features/languages/language-notice", async () => {
  const { LANGUAGE_NOTICE_STORAGE_KEY } = await import("@/lib/constants");
  return {
    languageSettled: () => localStorage.getItem(LANGUAGE_NOTICE_STORAGE_KEY) !== null,
    settleLanguage: () => localStorage.setItem(LANGUAGE_NOTICE_STORAGE_KEY, "settled"),
  };
});

const es = wordsIn("es").suggestion;
const closeButton = () => screen.findByRole("button", { name: es.dismiss });
const notice = () => screen.queryByText(es.message(LANGUAGE_INFO.es.name));
const lastFooterLink = () => within(screen.getByRole("contentinfo")).getAllByRole("link").at(-1)!;

beforeEach(() => {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(["es-ES", "es"]);
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the language suggestion, closed", () => {
  it("from the keyboard, gives focus back to where it was before the notice", async () => {
    const { user } = await renderInteractiveRoute(ROUTES.contact);
    const close = await closeButton();
    const before = lastFooterLink();
    before.focus();
    // The notice comes after the footer: Tab reaches its link, then its close button.
    await user.tab();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(notice()).toBeNull());
    expect(before).toHaveFocus();
  });

  it("with nowhere to go back to, gives focus to the main content", async () => {
    const { user } = await renderInteractiveRoute(ROUTES.contact);
    const close = await closeButton();
    expect(document.body).toHaveFocus();
    // From the page's start, Shift+Tab comes round to the last control: the notice's close button.
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(notice()).toBeNull());
    expect(document.getElementById(SECTION_IDS.main)).toHaveFocus();
  });

  it("by a pointer that left focus elsewhere, moves no focus", async () => {
    await renderInteractiveRoute(ROUTES.contact);
    const close = await closeButton();
    const elsewhere = lastFooterLink();
    elsewhere.focus();
    // Safari does not focus a clicked button.
    fireEvent.click(close);
    await waitFor(() => expect(notice()).toBeNull());
    expect(elsewhere).toHaveFocus();
  });
});
