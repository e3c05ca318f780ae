import type { Language } from "@/lib/languages";
import { LANGUAGE_INFO } from "@/lib/languages";
import type { PageId } from "@/lib/routes";
import { PART_FILES } from "./parts";
import type {
  CharlieWords,
  ContactWords,
  FaqWords,
  HomeWords,
  LayoutWords,
  NotFoundWords,
  PrivacyWords,
} from "./types";

/** The words of each part of the site: around every page (`layout`), and each page's own. */
export interface Words {
  layout: LayoutWords;
  home: HomeWords;
  charlie: CharlieWords;
  faq: FaqWords;
  privacy: PrivacyWords;
  contact: ContactWords;
  notFound: NotFoundWords;
}
export type WordsPart = keyof Words;

/**
 * Each language's words, loaded on demand: a page loads its own language's only. The layout's
 * words load on their own; each page's come with a copy of the layout's in the same chunk
 * (vite.config.ts, PAGE_WORDS_QUERY), so a page's first load fetches both in one request: a
 * phone's slow link waits a round trip for each request beyond the sixth.
 */
const layoutModules = import.meta.glob<Record<string, unknown>>("./*/layout.ts");
const pageModules = import.meta.glob<Record<string, unknown>>(
  ["./*/*.ts", "!./*/layout.ts", "!./*/suggestion.ts", "!./*/share-image.ts"],
  {
    query: "?with-layout&lang.ts",
  },
);

const loaded = new Map<string, Promise<unknown>>();
const ready = new Map<string, unknown>();

const modulePath = (language: Language, part: WordsPart) =>
  `./${LANGUAGE_INFO[language].folder || "en"}/${PART_FILES[part]}.ts`;

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
  const known = loaded.get(`${language}/${part}`);
  if (known) return known as Promise<Words[P]>;
  const load = (part === "layout" ? layoutModules : pageModules)[modulePath(language, part)];
  if (!load) throw new Error(`No ${part} words in ${language}.`);
  return remember(
    language,
    part,
    load().then((module) => module[part] as Words[P]),
  );
}

/** A part's words in a language, once loaded. */
export function loadedWords<P extends WordsPart>(
  language: Language,
  part: P,
): Words[P] | undefined {
  return ready.get(`${language}/${part}`) as Words[P] | undefined;
}

/** The words a page needs: the layout's and its own, in one request when neither is loaded. */
export function loadPageWords(language: Language, page: PageId): Promise<unknown> {
  if (loaded.has(`${language}/layout`) || loaded.has(`${language}/${page}`)) {
    return Promise.all([loadWords(language, "layout"), loadWords(language, page)]);
  }
  const load = pageModules[modulePath(language, page)];
  if (!load) throw new Error(`No ${page} words in ${language}.`);
  const both = load();
  return Promise.all([
    remember(
      language,
      "layout",
      both.then((module) => module.layout),
    ),
    remember(
      language,
      page,
      both.then((module) => module[page]),
    ),
  ]);
}
