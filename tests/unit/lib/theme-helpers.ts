import { vi } from "vitest";

/**
 * Makes `localStorage` throw on access, as browsers do where site data is blocked (Safari's
 * private windows of old, blocked cookies). Undone by the suite's vi.restoreAllMocks().
 */
export function blockStorage(): void {
  vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  });
}

/**
 * The toolbar colour a browser would use whatever the system setting: the first `theme-color`
 * tag without `media` (a forced theme), or null when the tags for each setting decide.
 */
export function toolbarColor(): string | null {
  const first = document.head.querySelector('meta[name="theme-color"]');
  return first && !first.hasAttribute("media") ? first.getAttribute("content") : null;
}
