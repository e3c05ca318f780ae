import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_THEME,
  THEMES,
  THEME_ATTRIBUTE,
  THEME_COLORS,
  applyTheme,
  parseTheme,
  shownTheme,
  storeTheme,
} from "@/lib/theme";
import { THEME_STORAGE_KEY } from "@/lib/constants";
import { THEME_COLOR_TAGS } from "@/server/page-assets";
import { blockStorage, toolbarColor } from "./theme-helpers";

beforeEach(() => {
  document.head.innerHTML = `<meta charset="utf-8">${THEME_COLOR_TAGS}`;
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
});

describe("reading a choice", () => {
  it("is System by default", () => {
    expect(DEFAULT_THEME).toBe("system");
    expect(shownTheme()).toBe("system");
  });

  it.each(["", "DARK", "dark ", "blue", "null", '{"theme":"dark"}', "\u0000", null, 1])(
    "reads an unknown or corrupted value (%j) as System",
    (value) => {
      expect(parseTheme(value)).toBe("system");
    },
  );

  it.each(THEMES)(
    "a stored %s is what the page shows once the boot script has read it",
    (theme) => {
      storeTheme(theme);
      // What the boot script does on the next page load (src/boot/boot-script.ts).
      applyTheme(localStorage.getItem(THEME_STORAGE_KEY));
      expect(shownTheme()).toBe(theme);
    },
  );
});

describe("storing the choice", () => {
  it("keeps Light and Dark under the one key, and System as nothing at all", () => {
    storeTheme("dark");
    expect({ ...localStorage }).toEqual({ [THEME_STORAGE_KEY]: "dark" });
    storeTheme("light");
    expect({ ...localStorage }).toEqual({ [THEME_STORAGE_KEY]: "light" });
    storeTheme("system");
    expect(localStorage).toHaveLength(0);
  });

  it("does nothing, silently, where storage is blocked", () => {
    blockStorage();
    const error = vi.spyOn(console, "error");
    expect(() => storeTheme("dark")).not.toThrow();
    expect(error).not.toHaveBeenCalled();
  });
});

describe("applying a choice to the page", () => {
  it.each(["light", "dark"] as const)(
    "forces %s: the attribute and the toolbar colour",
    (theme) => {
      applyTheme(theme);
      expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe(theme);
      expect(toolbarColor()).toBe(THEME_COLORS[theme]);
    },
  );

  it.each(["system", null, "sepia"])("follows the system for %j", (choice) => {
    applyTheme("dark");
    applyTheme(choice);
    expect(document.documentElement.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
    // Back to the two tags the page was served with, each for its system setting.
    expect(toolbarColor()).toBeNull();
    expect(document.head.innerHTML).toBe(`<meta charset="utf-8">${THEME_COLOR_TAGS}`);
  });

  it("keeps one forced toolbar colour however often the choice changes", () => {
    for (const theme of ["dark", "light", "light", "dark"]) applyTheme(theme);
    expect(document.head.querySelectorAll('meta[name="theme-color"]:not([media])')).toHaveLength(1);
    expect(toolbarColor()).toBe(THEME_COLORS.dark);
  });
});
