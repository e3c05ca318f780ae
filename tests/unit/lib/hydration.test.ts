import { describe, expect, it, vi } from "vitest";
import {
  HYDRATED_ATTRIBUTE,
  HYDRATED_MARK,
  expectHydration,
  isHydrated,
  noteHydrated,
  onHydrated,
} from "@/lib/hydration";

// One file, one page load: the order of these tests is the order of its life.
describe("hydration", () => {
  const listener = vi.fn();

  it("is not complete while a slice is still to commit", () => {
    onHydrated(listener);
    expectHydration(2);
    noteHydrated();
    noteHydrated();
    expect(isHydrated()).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(HYDRATED_MARK)).toHaveLength(0);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
  });

  it("is complete once the shell and every slice have committed: mark, attribute, listeners", () => {
    noteHydrated();
    expect(isHydrated()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    expect(performance.getEntriesByName(HYDRATED_MARK)).toHaveLength(1);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });
});
