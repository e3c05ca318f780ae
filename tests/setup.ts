import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, vi } from "vitest";

// jsdom has no layout or scrolling; the site calls these after navigation. (Files that run in
// the node environment have no window.)
if (typeof window !== "undefined") {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
}

// Navigation loads page chunks for real; on a busy 2-core machine that can take over a second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // Spies (e.g. a silenced console) never outlive their test. Runs after the test file's own
  // afterEach hooks, which may still read them.
  vi.restoreAllMocks();
});

// A component rendered on its own (outside a page) reads the English layout's words, as a page
// would have loaded them. (Files that run in the node environment render nothing.)
if (typeof window !== "undefined") {
  beforeAll(async () => {
    const { loadWords } = await import("@/content/words");
    await loadWords("en", "layout");
  });
}
