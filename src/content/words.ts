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
 * Each language's modules, loaded on demand: a page loads its own language's words, and of them
 * only the layout's and its own (one chunk each; vite.config.ts).
 */
const modules = import.meta.glob<Record<string, unknown>>("./*/*.ts");

const loaded = new Map<string, Promise<unknown>>();
const ready = new Map<string, unknown>();

/** Loads a part's words in a language (once); `loadedWords` then has them. */
export function loadWords<P extends WordsPart>(language: Language, part: P): Promise<Words[P]> {
  const key = `${language}/${part}`;
  let promise = loaded.get(key);
  if (!promise) {
    const folder = LANGUAGE_INFO[language].folder || "en";
    const load = modules[`./${folder}/${PART_FILES[part]}.ts`];
    if (!load) throw new Error(`No ${part} words in ${language}.`);
    promise = load().then((module) => {
      ready.set(key, module[part]);
      return module[part];
    });
    // A failed load (a lost connection) is tried again next time.
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise as Promise<Words[P]>;
}

/** A part's words in a language, once loaded. */
export function loadedWords<P extends WordsPart>(
  language: Language,
  part: P,
): Words[P] | undefined {
  return ready.get(`${language}/${part}`) as Words[P] | undefined;
}

/** The words a page needs: the layout's and its own. */
export function loadPageWords(language: Language, page: PageId): Promise<unknown> {
  return Promise.all([loadWords(language, "layout"), loadWords(language, page)]);
}
