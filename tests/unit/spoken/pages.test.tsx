import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/features/languages/languages";
import { PAGE_IDS, languageRoot, pagePath, type PageId } from "@/lib/routes";
import { renderRoute } from "../../render";
import { wordsIn } from "../../words";
import { gamePhrases, pageOutline } from "./outlines";
import { keepTranscript, outline, readToEnd, startReading } from "./reader";

/**
 * Every page in every language, as the words move between languages: the same landmarks, the
 * same headings in the same order, each in the page's own words.
 */
describe.each(LANGUAGES)("every page in %s, read from the top by a screen reader", (language) => {
  const words = wordsIn(language);
  const kept = gamePhrases(words);
  const path = (page: PageId) =>
    page === "notFound" ? `${languageRoot(language)}/no-such-page` : pagePath(page, language);

  it.each(PAGE_IDS)(
    "%s: skip link, banner, navigation, main with its headings in order, footer",
    async (page) => {
      await renderRoute(path(page));
      await startReading();
      const log = await readToEnd();
      keepTranscript(`page ${language} ${page}`, log);
      expect(outline(log, (phrase) => kept.includes(phrase))).toEqual(
        pageOutline(page, words, language),
      );
    },
  );
});
