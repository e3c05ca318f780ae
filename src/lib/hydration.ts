/**
 * When the first page load is fully interactive. The prerendered page hydrates in slices (the
 * shell first, then each <HydrationSlice> in its own task), so "hydrated" is when the shell and
 * every slice have committed. The moment is recorded as a performance mark (the benchmark reads
 * it) and held clicks are replayed then (src/boot/early-input.ts).
 */
export const HYDRATED_MARK = "tidytime:hydrated";

/**
 * Set on <html> at the same moment, for the CSS: until then it shows what the prerender could
 * not know (globals.css). An attribute, not React state, so no part of the page renders again.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

let remaining = Number.POSITIVE_INFINITY;
let hydrated = false;
let hydratingServerMarkup = false;
const listeners: (() => void)[] = [];

/**
 * Called once before hydration starts: the shell plus the number of slices in the static HTML.
 * A page rendered from scratch (no prerendered markup) has no slices to wait for.
 */
export function expectHydration(slices: number, { fromServerMarkup = false } = {}): void {
  remaining = slices + 1;
  hydratingServerMarkup = fromServerMarkup;
}

/**
 * Whether the browser is hydrating the first page from the server's markup (not rendering a page
 * of its own). A component reads it through useSyncExternalStore, whose server snapshot covers
 * the prerender and hydration alike.
 */
export function hydratesServerMarkup(): boolean {
  return hydratingServerMarkup;
}

/** The shell or a slice has committed. */
export function noteHydrated(): void {
  remaining -= 1;
  if (remaining !== 0) return;
  hydrated = true;
  hydratingServerMarkup = false;
  performance.mark(HYDRATED_MARK);
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  for (const listener of listeners.splice(0)) listener();
}

export function isHydrated(): boolean {
  return hydrated;
}

/** Runs `listener` once the first page load is fully hydrated (at once if it already is). */
export function onHydrated(listener: () => void): void {
  if (hydrated) listener();
  else listeners.push(listener);
}
