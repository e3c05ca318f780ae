import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { vi } from "vitest";
import { App } from "@/app";
import { matchPageId, preloadPage } from "@/routes";

/**
 * Fake timers that still move with real time, so React, Radix and user-event keep flushing,
 * while a test can jump over the site's own delays with vi.advanceTimersByTime.
 */
export function setUpUser() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** The whole site at `path`, as a visitor arriving there sees it. */
export async function renderSite(path: string, ui: ReactElement = <App />) {
  await preloadPage(matchPageId(path));
  const user = setUpUser();
  const result = render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
  return { user, ...result };
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
