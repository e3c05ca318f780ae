import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { vi } from "vitest";
import { App } from "@/app";
import { matchPageId, preloadPage } from "@/routes";

/** Renders the whole site at `path`, as a visitor arriving there would see it. */
export async function renderRoute(path: string) {
  await preloadPage(matchPageId(new URL(path, "http://localhost").pathname));
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  return { user, ...result };
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
