import type { charlie } from "./en/charlie";
import type { contact } from "./en/contact";
import type { faq } from "./en/faq";
import type { game } from "./en/game";
import type { home } from "./en/home";
import type { layout } from "./en/layout";
import type { notFound } from "./en/not-found";
import type { privacy } from "./en/privacy";
import type { shareImage } from "./en/share-image";
import type { suggestion } from "./en/suggestion";
import type { Made } from "./tools";

/** A question and its answer, as shown in the FAQ accordions and in FAQPage JSON-LD. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** A titled block of prose: a card, a tile or a guide item. */
export interface TextBlock {
  title: string;
  body: string;
}

/*
 * The words of the site, by part: what every page shows around its own (`layout`) and each
 * page's own. English (src/content/en/) is the spec's wording and the shape: every language's
 * modules are declared with these types, so a missing or extra string fails the build. A part
 * that counts or cases is a function of its language's tools (./tools.ts), made as it loads.
 */
export type LayoutWords = typeof layout;
export type HomeWords = typeof home;
/** The game pages' own: the game view and its Share button. */
export type GameWords = typeof game;
export type CharlieWords = Made<typeof charlie>;
export type FaqWords = Made<typeof faq>;
export type PrivacyWords = Made<typeof privacy>;
export type ContactWords = Made<typeof contact>;
export type NotFoundWords = typeof notFound;
/** The notice offering a page in the reader's language, written in that language. */
export type SuggestionWords = Made<typeof suggestion>;
/** The words on the share images, drawn at design time (scripts/make-images.mjs). */
export type ShareImageWords = typeof shareImage;

/** The words of each part of the site: around every page (`layout`), and each page's own. */
export interface Words {
  layout: LayoutWords;
  game: GameWords;
  home: HomeWords;
  charlie: CharlieWords;
  faq: FaqWords;
  privacy: PrivacyWords;
  contact: ContactWords;
  notFound: NotFoundWords;
  suggestion: SuggestionWords;
}
export type WordsPart = keyof Words;
