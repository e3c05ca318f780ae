import type { Words } from "@/content/words";
import { wordsIn as made } from "@/content/tools";
import { LANGUAGE_INFO, type Language } from "@/features/languages/languages";

type Module = Record<string, unknown>;
const modules = import.meta.glob<Module>("/src/content/*/*.ts", { eager: true });

/** A language's words, every part, as the site loads them (src/content/words.ts). */
export function wordsIn(language: Language): Words {
  const { folder } = LANGUAGE_INFO[language];
  const words: Module = {};
  for (const [path, exports] of Object.entries(modules)) {
    if (!path.startsWith(`/src/content/${folder}/`)) continue;
    for (const [part, exported] of Object.entries(exports)) words[part] = made(exported, language);
  }
  return words as unknown as Words;
}

/** English: the spec's wording, which most tests read the site's words from. */
export const en = wordsIn("en");
