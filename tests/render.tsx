import { render, screen } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { vi } from "vitest";
import { App } from "@/app";
import { expectHydration, noteHydrated } from "@/lib/hydration";
import { matchPage, preloadPage } from "@/routes";

interface RenderRouteOptions {
  /** What to render inside the router; the site itself unless a test wraps or alters it. */
  ui?: ReactElement;
  /** Sets up user-event (and any fake timers) once the page's code has loaded. */
  setUpUser?: () => UserEvent;
}

/** Renders the whole site at `path`, as a visitor arriving there would see it. */
export async function renderRoute(
  path: string,
  { ui = <App />, setUpUser = () => userEvent.setup() }: RenderRouteOptions = {},
) {
  await preloadPage(matchPage(new URL(path, "http://localhost").pathname));
  const user = setUpUser();
  const result = render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
  return { user, ...result };
}

/**
 * Renders the site at `path` as a player finds it once the page is interactive and the browser
 * has been idle: what the page loads then is in place, such as the contact form's toaster and
 * its live region (src/components/ui/idle-toaster.tsx), which a screen reader needs before a
 * toast. The page counts as hydrated for the rest of the test file.
 */
export async function renderInteractiveRoute(path: string, options?: RenderRouteOptions) {
  // jsdom has no idle callbacks; the site's fallback would wait 2 s (src/lib/when-idle.ts).
  const idle = (callback: () => void) => window.setTimeout(callback, 0);
  Object.assign(window, { requestIdleCallback: idle });
  try {
    expectHydration(0);
    noteHydrated();
    const result = await renderRoute(path, options);
    await screen.findByRole("region", { name: /notifications/i });
    return result;
  } finally {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  }
}

/**
 * Every game on the page reports `load`, as a game that came does, and a game that says when it
 * is ready says so: a test that takes its time then never meets the note a slow game gets
 * (src/features/game/use-game-loader.ts).
 */
export function loadGameFrames(): void {
  for (const frame of Array.from(document.querySelectorAll("[data-game-slot] iframe"))) {
    frame.dispatchEvent(new Event("load"));
    const origin = frame.parentElement?.getAttribute("data-ready-origin");
    if (!origin) continue;
    const source = (frame as HTMLIFrameElement).contentWindow;
    window.dispatchEvent(
      new MessageEvent("message", { data: { type: "game-ready" }, origin, source }),
    );
  }
}

/** The page's description as the browser sees it in <head>. */
export function metaDescription(): string | null | undefined {
  const tags = document.head.querySelectorAll('meta[name="description"]');
  if (tags.length > 1) throw new Error(`${tags.length} meta descriptions in <head>`);
  return tags[0]?.getAttribute("content");
}

/**
 * Fakes only the timers the site's own delays use, after the page has rendered: React's
 * scheduler and user-event keep real timers, so interactions still flush.
 */
export function useFakeDelays() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
}

/**
 * Fake timers that still move with real time, so React, Radix and user-event keep flushing,
 * while a test can jump over the site's own delays with vi.advanceTimersByTime.
 */
export function userWithFakeTimers(): UserEvent {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Records console.error and console.warn without printing them. */
export function watchConsole() {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  return {
    error,
    warn,
    messages: () =>
      [...error.mock.calls, ...warn.mock.calls].map((args) => args.map(String).join(" ")),
  };
}
