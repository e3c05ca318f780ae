import { THEME_STORAGE_KEY } from "./constants";

/**
 * The colour theme: System (the default, following `prefers-color-scheme`), Light or Dark.
 * A forced choice is the one thing the site stores on the device, under THEME_STORAGE_KEY;
 * System is stored as nothing at all.
 */
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "system";

/**
 * The browser toolbar's tint for each system setting: `--color-hero` of that theme in
 * src/styles/globals.css, the colour at the top of most pages.
 */
export const THEME_COLORS = { light: "#0f766e", dark: "#134e4a" } as const;

/** Set on <html> to "light" or "dark" when the player forces one; absent for System. */
export const THEME_ATTRIBUTE = "data-theme";

/** Anything but a known theme (a corrupted or foreign value) reads as System. */
export function parseTheme(value: unknown): Theme {
  return THEMES.find((theme) => theme === value) ?? DEFAULT_THEME;
}

/**
 * The theme the page shows: the stored choice, as the boot script applied it before the first
 * paint (it reads storage; where that is blocked, nothing was applied).
 */
export function shownTheme(): Theme {
  return parseTheme(document.documentElement.getAttribute(THEME_ATTRIBUTE));
}

/** Read back by the boot script on every page load (src/boot/boot-script.ts). */
export function storeTheme(theme: Theme): void {
  try {
    if (theme === DEFAULT_THEME) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice still holds for this visit, as the page keeps it.
  }
}

/**
 * Shows the page in `choice` ("light", "dark"; anything else is System): the attribute the
 * stylesheet's dark tokens and `color-scheme` key on, and the browser's toolbar colour. The
 * page has one `theme-color` tag per system setting (with `media`); the browser uses the first
 * that applies, so a forced choice puts a copy of its own, without `media`, first.
 *
 * The boot script inlines this function's source to apply the stored choice before the first
 * paint (src/boot/boot-script.ts): it uses nothing from outside its body.
 */
export function applyTheme(choice: string | null): void {
  const theme = choice === "light" || choice === "dark" ? choice : "";
  const root = document.documentElement;
  if (theme) root.setAttribute("data-theme", theme);
  else root.removeAttribute("data-theme");
  const head = document.head;
  head.querySelector('meta[name="theme-color"]:not([media])')?.remove();
  const own = theme && head.querySelector(`meta[name="theme-color"][media*="${theme}"]`);
  if (!own) return;
  const forced = own.cloneNode() as Element;
  forced.removeAttribute("media");
  head.prepend(forced);
}
