/**
 * What the journeys expect to read on the site: the site's own words modules
 * (src/content/<language>/, read through tests/words.ts as the unit tests read them), its routes
 * and its numbers. No wording is copied here: the unit tests pin the spec's English
 * (tests/unit/pages, tests/unit/spec-values.test.ts), so these journeys check that the real
 * engines show what the words say, in whichever language.
 *
 * The suite runs under Vitest (vitest.engines.config.ts), which gives the words modules the
 * `import.meta.env` and `import.meta.glob` they use, as the build does.
 */
import type { Words } from "../../src/content/words";
import { siteConfig } from "../../src/config/site";
import type { IndexablePageId, PageId } from "../../src/lib/routes";
import { en, wordsIn } from "../words";

export { en, wordsIn };
export { siteConfig };
export {
  CONTACT_SEND_DELAY_MS,
  FAQ_PAGE_COUNT,
  GAME_FRAME_ASPECT,
  GAME_OVERLAY_TIMEOUT_MS,
  GAME_SLOW_AFTER_OVERLAY_MS,
  SECTION_IDS,
} from "../../src/lib/constants";
export { INDEXABLE_PAGE_IDS, ROUTES, gameSectionHref, pagePath } from "../../src/lib/routes";

/** A page's one h1 in a language (its PageHero's title; src/pages). */
export function pageHeading(words: Words, page: IndexablePageId): string {
  switch (page) {
    case "home":
      return words.home.hero.title;
    case "charlie":
      return words.charlie.hero.title;
    default:
      return words[page].title;
  }
}

/** A page's document title in a language (src/components/layout/seo.tsx). */
export function pageTitle(words: Words, page: PageId): string {
  return words[page].meta.title;
}
