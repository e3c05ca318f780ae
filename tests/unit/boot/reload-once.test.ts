// @vitest-environment node
/**
 * The one full load a failed load may ask for (src/boot/reload-once.ts), run from its source as
 * the boot script runs it, in a small model of a tab: its history entries with their state, the
 * documents the tab shows one after another, and whether the browser is online. A tap's full load
 * (`loadInFull`) runs in the same tab, through the globals the document sees.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RELOAD_MARK, loadInFull, reloadOnce } from "@/boot/reload-once";

type Guard = () => boolean;

/** A tab: history entries, each with its address and state, and the document it shows. */
class Tab {
  entries: { address: string; state: unknown }[] = [{ address: "/faq", state: null }];
  index = 0;
  online = true;
  /** Whether the browser refuses to write history state (Safari's limit, say). */
  refuseState = false;
  /** Full loads asked for since the tab opened: reloads, and addresses loaded without a mark. */
  loads = 0;
  assigned = 0;
  private documents = 0;

  get entry() {
    return this.entries[this.index];
  }

  /** A new document at the current entry, which runs the guard first, as the boot script does. */
  open(): Guard {
    this.documents += 1;
    const entry = () => this.entry;
    const history = {
      get state() {
        return entry().state;
      },
      replaceState: (state: unknown) => {
        if (this.refuseState) throw new DOMException("Too many calls", "SecurityError");
        this.entry.state = structuredClone(state);
      },
      pushState: (state: unknown, _title: string, address: string) => {
        if (this.refuseState) throw new DOMException("Too many calls", "SecurityError");
        this.entries.splice(this.index + 1, Infinity, { address, state: structuredClone(state) });
        this.index += 1;
      },
    };
    const location = {
      reload: () => (this.loads += 1),
      assign: () => (this.assigned += 1),
    };
    const navigator = {};
    Object.defineProperty(navigator, "onLine", { get: () => this.online });
    const performance = { timeOrigin: 1_700_000_000_000 + this.documents * 1234.5 };
    const globals = { history, location, navigator, performance };
    for (const [name, value] of Object.entries(globals)) vi.stubGlobal(name, value);
    const run = new Function(
      "history",
      "location",
      "navigator",
      "performance",
      `return (${reloadOnce.toString()})(${JSON.stringify(RELOAD_MARK)});`,
    ) as (...globals: unknown[]) => Guard;
    return run(history, location, navigator, performance);
  }

  /** A link followed inside the document (the router's own entry, with its own state). */
  push(address: string) {
    this.entries.splice(this.index + 1, Infinity, { address, state: { idx: this.index + 1 } });
    this.index += 1;
  }

  back() {
    this.index -= 1;
  }
}

let tab: Tab;

beforeEach(() => {
  tab = new Tab();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the one full load", () => {
  it("a document whose code fails is loaded in full once; the document that makes fails without another", () => {
    const first = tab.open();
    expect(first()).toBe(true);
    expect(tab.loads).toBe(1);

    const second = tab.open();
    expect(second()).toBe(false);
    expect(tab.loads).toBe(1);
  });

  it("several files failing at once ask for one load", () => {
    const page = tab.open();
    expect([page(), page(), page()]).toEqual([true, true, true]);
    expect(tab.loads).toBe(1);
  });

  it("a page the player asked for is a new entry, loaded in full once", () => {
    tab.open();
    loadInFull("/privacy");
    expect(tab.entries.map((entry) => entry.address)).toEqual(["/faq", "/privacy"]);
    expect(tab.loads).toBe(1);
    expect(tab.open()()).toBe(false);
    expect(tab.loads).toBe(1);
  });

  it("belongs to the document it made: at the same entry a later document gets its own load", () => {
    tab.open();
    loadInFull("/privacy");
    expect(tab.open()()).toBe(false);
    tab.push("/contact");
    // The player leaves and comes Back after the next deploy: a new document at the entry.
    tab.back();
    const later = tab.open();
    expect(later()).toBe(true);
    expect(tab.loads).toBe(2);
    // And that load, failing too, is the last.
    expect(tab.open()()).toBe(false);
    expect(tab.loads).toBe(2);
  });

  it("a document that reloaded once still loads a page the player asks for next", () => {
    tab.open()();
    const reloaded = tab.open();
    expect(reloaded()).toBe(false);
    loadInFull("/contact");
    expect(tab.loads).toBe(2);
    expect(tab.open()()).toBe(false);
  });

  it("keeps the router's own state in the entry", () => {
    tab.push("/privacy");
    tab.open()();
    tab.open();
    expect(tab.entry.state).toMatchObject({ idx: 1 });
  });

  it("never loads offline: the browser would only show its own offline page", () => {
    tab.online = false;
    expect(tab.open()()).toBe(false);
    expect(tab.loads).toBe(0);
  });

  it("where the browser refuses to write the mark, there is no load at all: never a loop", () => {
    tab.refuseState = true;
    expect(tab.open()()).toBe(false);
    expect(tab.loads).toBe(0);
    // A page the player asks for is still loaded, as a link loads it: one load for one tap.
    loadInFull("/privacy");
    expect([tab.loads, tab.assigned]).toEqual([0, 1]);
  });

  it("a state the page did not write (null, a string) is kept apart from the mark", () => {
    tab.entry.state = "some other script's";
    expect(tab.open()()).toBe(true);
    expect(tab.open()()).toBe(false);
  });
});
