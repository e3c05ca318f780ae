import { virtual } from "@guidepup/virtual-screen-reader";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, vi } from "vitest";

/**
 * A virtual screen reader over the rendered page (jsdom's DOM, read the way screen readers read
 * the accessibility tree: roles, names, states, live regions). It sees attributes, not the
 * stylesheet, which jsdom does not apply: what the site hides from everyone carries `hidden`.
 */
export const reader = virtual;

/** The end of the page, as the reader says it. */
const END = "end of document";
/** More phrases than the longest page says, so a reader stuck in a loop fails instead of hanging. */
const MAX_PHRASES = 5_000;

/** What startReading set up beside the reader, undone after each test. */
const readerCleanups: (() => void)[] = [];

afterEach(async () => {
  await reader.stop();
  readerCleanups.splice(0).forEach((cleanup) => cleanup());
});

export async function startReading(): Promise<void> {
  const computedStyle = window.getComputedStyle.bind(window);
  // Naming an element reads the style of everything inside it, so a page's read asked jsdom for
  // the same elements' styles hundreds of times, each a full cascade. A style stays known until
  // the document next changes (any attribute, text or element, noted synchronously).
  let unchangedSince = new WeakMap<Element, CSSStyleDeclaration>();
  const changes = new MutationObserver(() => {});
  changes.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  readerCleanups.push(() => changes.disconnect());
  vi.spyOn(window, "getComputedStyle").mockImplementation((element, pseudo) => {
    // jsdom has no pseudo-elements and says so on every read; the site puts no words in them.
    if (pseudo) return computedStyle(document.createElement("span"));
    if (changes.takeRecords().length > 0) unchangedSince = new WeakMap();
    let style = unchangedSince.get(element);
    if (!style) unchangedSince.set(element, (style = computedStyle(element)));
    return style;
  });
  await reader.start({ container: document.body });
}

/**
 * Says the focused control again, as a player asks for it (NVDA+Tab, VoiceOver's "read current
 * item"): its name, value and state as they are now. Real readers also announce such changes as
 * they happen; the virtual one reads a control afresh only when focus moves to it.
 */
export async function readFocused(): Promise<string> {
  const focused = document.activeElement as HTMLElement;
  focused.blur();
  focused.focus();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return reader.lastSpokenPhrase();
}

/**
 * What live regions announced in `log`, in order. An empty announcement is the virtual reader
 * noting a region emptied, which a screen reader does not speak (aria-relevant: additions text).
 */
export const announcements = (log: string[]) =>
  log.filter((phrase) => /^(polite|assertive): ./.test(phrase));

/** Moves through the rest of the page, item by item, as a swipe-through or a read-all does. */
export async function readToEnd(): Promise<string[]> {
  for (let i = 0; i < MAX_PHRASES && (await reader.lastSpokenPhrase()) !== END; i += 1) {
    await reader.next();
  }
  return reader.spokenPhraseLog();
}

/** Moves on until the reader says `phrase`, and returns what it said on the way, that included. */
export async function readUntil(phrase: string): Promise<string[]> {
  const start = (await reader.spokenPhraseLog()).length;
  for (let i = 0; i < MAX_PHRASES && (await reader.lastSpokenPhrase()) !== phrase; i += 1) {
    await reader.next();
    if ((await reader.lastSpokenPhrase()) === END) break;
  }
  const said = (await reader.spokenPhraseLog()).slice(start);
  expect(said.at(-1), `the reader never said "${phrase}"`).toBe(phrase);
  return said;
}

/** Moves back until the reader says `phrase`, as swiping left does. */
export async function readBackTo(phrase: string): Promise<void> {
  for (let i = 0; i < MAX_PHRASES && (await reader.lastSpokenPhrase()) !== phrase; i += 1) {
    await reader.previous();
    if ((await reader.lastSpokenPhrase()) === "document") break;
  }
  expect(await reader.lastSpokenPhrase(), `the reader never said "${phrase}"`).toBe(phrase);
}

/** What the reader has said since the last call (or since it started). */
export async function spokenSince(): Promise<string[]> {
  const log = await reader.spokenPhraseLog();
  await reader.clearSpokenPhraseLog();
  return log;
}

const LANDMARKS = ["banner", "navigation", "main", "region", "contentinfo", "complementary"];

/**
 * The page's outline as a screen-reader user skims it: landmarks, headings, and the links and
 * controls outside the main landmark (the skip link, the banner, the footer). `extra` keeps other
 * phrases too (a frame's title).
 */
export function outline(log: string[], extra: (phrase: string) => boolean = () => false) {
  let inMain = false;
  return log.filter((phrase) => {
    const role = phrase.replace(/^end of /, "").split(",")[0];
    if (role === "main") inMain = !phrase.startsWith("end of ");
    if (LANDMARKS.includes(role) || phrase.startsWith("heading, ") || extra(phrase)) return true;
    return !inMain && /^(link|button|combobox), /.test(phrase);
  });
}

/**
 * Written out for reading through (`SPOKEN_TRANSCRIPTS=dir npm run test:unit -- tests/unit/spoken`):
 * the whole of what a journey said, one phrase a line.
 */
export function keepTranscript(name: string, log: string[]): void {
  const dir = process.env.SPOKEN_TRANSCRIPTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name.replace(/[^a-z0-9]+/gi, "-")}.txt`), `${log.join("\n")}\n`);
}
