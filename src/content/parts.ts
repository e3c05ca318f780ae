import type { Words, WordsPart } from "./types";

/** The module each part of the words is in, in every language's folder (its export: the part). */
export const PART_FILES: Record<WordsPart, string> = {
  layout: "layout",
  game: "game",
  home: "home",
  charlie: "charlie",
  faq: "faq",
  privacy: "privacy",
  contact: "contact",
  notFound: "not-found",
  suggestion: "suggestion",
} satisfies Record<keyof Words, string>;

/**
 * The pages that show a game: their words come with a copy of the game's, as with the layout's
 * (vite.config.ts), so no other page loads them.
 */
export const PAGES_WITH_GAME_WORDS = ["home", "charlie"] as const satisfies readonly WordsPart[];
