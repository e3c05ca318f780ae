import { createContext, useContext } from "react";
import { loadWords, loadedWords, type Words, type WordsPart } from "@/content/words";
import { DEFAULT_LANGUAGE, type Language } from "@/features/languages/languages";
import { loadFailed } from "@/lib/load-failure";

/** The language of the page shown, from its address (the route table sets it: src/routes.tsx). */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/**
 * A part of the site's words, in the page's language. They are loaded before the page renders
 * (hydration, prerender, a prefetched link); otherwise the page suspends until they arrive, as
 * it does for its code (src/lib/lazy-page.tsx); what cannot come is src/lib/load-failure.ts's:
 * never a page in two languages.
 */
export function useWords<P extends WordsPart>(part: P): Words[P] {
  const language = useLanguage();
  const words = loadedWords(language, part);
  if (words === undefined) {
    const load = () => loadWords(language, part);
    throw load().catch((error: unknown) => loadFailed(error, load));
  }
  return words;
}
