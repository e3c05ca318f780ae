import { LANGUAGE_INFO, type Language } from "@/features/languages/languages";
import type { PageId } from "@/lib/routes";
import { PAGES_WITH_GAME_WORDS, PART_FILES } from "./parts";
import { wordsIn } from "./tools";
import type { Words, WordsPart } from "./types";

export type { Words, WordsPart };

/**
 * Each language's words, loaded on demand: a page loads its own language's only. Each page's
 * words come with a copy of the layout's, and the game pages' with a copy of the game's, in the
 * same chunk (vite.config.ts, PAGE_WORDS_QUERY), so a page's first load fetches them in one
 * request: a phone's slow link waits a round trip for each request beyond the sixth. The layout
 * and the game have no chunk of their own (each chunk costs every host's config a rule): when
 * one is needed alone, the smallest page chunk that carries it comes. The suggestion's words,
 * shown in another language than the page's, are every language's in one small chunk.
 */
const pageModules = import.meta.glob<Record<string, unknown>>(
  ["./*/*.ts", "!./*/layout.ts", "!./*/game.ts", "!./*/suggestion.ts", "!./*/share-image.ts"],
  { query: "?with-layout&lang.ts" },
);
const CARRIERS = { layout: "notFound", game: "home" } as const satisfies Partial<
  Record<WordsPart, PageId>
>;

const loaded = new Map<string, Promise<unknown>>();
const ready = new Map<string, unknown>();

const modulePath = (language: Language, part: WordsPart) =>
  `./${LANGUAGE_INFO[language].folder}/${PART_FILES[part]}.ts`;

/** Keeps a part's loading promise; a failed load (a lost connection) is tried again next time. */
function remember<T>(language: Language, part: WordsPart, promise: Promise<T>): Promise<T> {
  const key = `${language}/${part}`;
  loaded.set(key, promise);
  promise.then(
    (words) => ready.set(key, words),
    () => loaded.delete(key),
  );
  return promise;
}

/** Loads a part's words in a language (once); `loadedWords` then has them. */
export function loadWords<P extends WordsPart>(language: Language, part: P): Promise<Words[P]> {
  const key = `${language}/${part}`;
  if (!loaded.has(key)) {
    if (part === "suggestion") {
      remember(
        language,
        part,
        import("./suggestions").then(({ suggestionWords }) => suggestionWords(language)),
      );
    } else {
      // Its failure reaches the caller through the part's own promise, below.
      loadPageWords(
        language,
        part in CARRIERS ? CARRIERS[part as keyof typeof CARRIERS] : (part as PageId),
      ).catch(() => {});
    }
  }
  return loaded.get(key) as Promise<Words[P]>;
}

/** A part's words in a language, once loaded. */
export function loadedWords<P extends WordsPart>(
  language: Language,
  part: P,
): Words[P] | undefined {
  return ready.get(`${language}/${part}`) as Words[P] | undefined;
}

/** The parts a page's words chunk carries: its own, the layout's and, on a game page, the game's. */
function partsWithPage(page: PageId): WordsPart[] {
  const withGame = (PAGES_WITH_GAME_WORDS as readonly WordsPart[]).includes(page);
  return ["layout", page, ...(withGame ? (["game"] as const) : [])];
}

/**
 * The words a page needs: the layout's, its own and, on a game page, the game's, in one request
 * when its own are not loaded yet (the parts already there are not taken again).
 */
export function loadPageWords(language: Language, page: PageId): Promise<unknown> {
  const parts = partsWithPage(page);
  if (!loaded.has(`${language}/${page}`)) {
    const load = pageModules[modulePath(language, page)];
    if (!load) throw new Error(`No ${page} words in ${language}.`);
    const module = load();
    for (const part of parts) {
      if (!loaded.has(`${language}/${part}`))
        remember(
          language,
          part,
          module.then((m) => wordsIn(m[part], language)),
        );
    }
  }
  return Promise.all(parts.map((part) => loadWords(language, part)));
}

/** Whether a page's words are all loaded in a language: it renders without waiting for them. */
export function pageWordsLoaded(language: Language, page: PageId): boolean {
  return partsWithPage(page).every((part) => ready.has(`${language}/${part}`));
}
