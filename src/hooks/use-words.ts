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
 * it does for its code (src/lib/lazy-page.tsx), and is loaded in full if they cannot come: never
 * a page in two languages (src/lib/load-failure.ts).
 */
export function useWords<P extends WordsPart>(part: P): Words[P] {
  const language = useLanguage();
  const words = loadedWords(language, part);
  if (words === undefined) throw loadWords(language, part).catch(loadFailed);
  return words;
}
