import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ThemeSelect } from "@/components/layout/theme-select";
import { ROUTES } from "@/lib/routes";
import { THEME_STORAGE_KEY } from "@/lib/constants";
import { THEME_ATTRIBUTE, THEME_COLORS, applyTheme } from "@/lib/theme";
import { THEME_COLOR_TAGS } from "@/server/page-assets";
import { renderRoute, watchConsole } from "../../render";
import { blockStorage, toolbarColor } from "../lib/theme-helpers";
import { en } from "../../words";

const labels = {
  ...en.layout,
  loadingGame: en.game.loading,
  playFreeNow: en.home.about.playFreeNow,
  contactSupport: en.faq.moreHelp.contactSupport,
  contactUs: en.privacy.questions.contactUs,
};
const themeText = en.layout.theme;

const control = () => screen.getByRole("combobox", { name: themeText.label });
const forced = () => document.documentElement.getAttribute(THEME_ATTRIBUTE);

/** A page load with this value stored: the boot script applies it before the app runs. */
function bootWith(stored: string) {
  localStorage.setItem(THEME_STORAGE_KEY, stored);
  applyTheme(localStorage.getItem(THEME_STORAGE_KEY));
}

// The page's own head tags are React's: only the theme colours are added and taken away.
beforeEach(() => {
  document.head.insertAdjacentHTML("afterbegin", THEME_COLOR_TAGS);
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
  for (const tag of document.head.querySelectorAll('meta[name="theme-color"]')) tag.remove();
});

describe("the theme control in the header", () => {
  it("is one control, named Theme, inside the menu that small screens collapse", async () => {
    await renderRoute(ROUTES.home);
    expect(screen.getAllByRole("combobox")).toHaveLength(1);
    const toggle = screen.getByRole("button", { name: labels.openMenu });
    const menu = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(within(menu).getByRole("combobox", { name: themeText.label })).toBe(control());
  });

  it("offers System, Light and Dark, with System chosen by default", async () => {
    await renderRoute(ROUTES.faq);
    const options = within(control()).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["System", "Light", "Dark"]);
    expect(control()).toHaveDisplayValue("System");
    expect(forced()).toBeNull();
  });

  // Keyboard use is the browser's own select: tests/e2e/theme.spec.ts and the engines' journey.
  it("turns the page dark, and remembers it", async () => {
    const { user } = await renderRoute(ROUTES.home);
    await user.selectOptions(control(), "Dark");
    expect(control()).toHaveDisplayValue("Dark");
    expect(forced()).toBe("dark");
    expect(toolbarColor()).toBe(THEME_COLORS.dark);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
  });

  it("back to System: follows the system and stores nothing", async () => {
    const { user } = await renderRoute(ROUTES.home);
    await user.selectOptions(control(), "Light");
    expect(forced()).toBe("light");
    await user.selectOptions(control(), "System");
    expect(forced()).toBeNull();
    expect(toolbarColor()).toBeNull();
    expect(localStorage).toHaveLength(0);
  });

  it("shows the stored choice, as the boot script applied it, once mounted", async () => {
    bootWith("light");
    await renderRoute(ROUTES.privacy);
    expect(control()).toHaveDisplayValue("Light");
  });

  it("shows System for a corrupted stored value", async () => {
    bootWith("dark\u0000mode");
    await renderRoute(ROUTES.privacy);
    expect(control()).toHaveDisplayValue("System");
  });

  it("still works for the visit where storage is blocked, without an error", async () => {
    blockStorage();
    const console = watchConsole();
    const { user } = await renderRoute(ROUTES.home);
    await user.selectOptions(control(), "Dark");
    expect(forced()).toBe("dark");
    expect(control()).toHaveDisplayValue("Dark");
    expect(console.messages()).toEqual([]);
  });
});

describe("hydrating the prerendered control", () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = "";
  });

  /** The control as prerendered, hydrated after `beforeHydration` has run on the page. */
  async function hydrate(beforeHydration: (select: HTMLSelectElement) => void = () => {}) {
    const console = watchConsole();
    document.body.innerHTML = `<div id="root">${renderToString(<ThemeSelect />)}</div>`;
    const container = document.getElementById("root")!;
    beforeHydration(container.querySelector("select")!);
    await act(async () => {
      root = hydrateRoot(container, <ThemeSelect />, {
        onRecoverableError: (error) => globalThis.console.error(error),
      });
    });
    return console;
  }

  it("says System in the HTML, then shows the stored choice without a warning", async () => {
    bootWith("dark");
    expect(renderToString(<ThemeSelect />)).toMatch(/<option value="system" selected="">/);
    const console = await hydrate();
    expect(control()).toHaveDisplayValue("Dark");
    expect(console.messages()).toEqual([]);
  });

  it("applies and stores a choice made before the page was interactive", async () => {
    bootWith("light");
    const console = await hydrate((select) => {
      // What a player's choice does before the page's code has loaded: only the control changes.
      select.value = "dark";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(control()).toHaveDisplayValue("Dark");
    expect(forced()).toBe("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(console.messages()).toEqual([]);

    await userEvent.setup().selectOptions(control(), "System");
    expect(forced()).toBeNull();
  });
});
