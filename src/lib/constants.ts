/**
 * Every number the specification fixes, named once. Code and tests import these;
 * nothing else in the project should spell the values out again.
 */

/** The "Loading game" overlay hides after this long even if the frame never fires `load`. */
export const GAME_OVERLAY_TIMEOUT_MS = 1500;

/**
 * A game whose frame has still not fired `load` this long after the overlay hid is taking long:
 * the game area then offers Try again and the game on its own site.
 */
export const GAME_SLOW_AFTER_OVERLAY_MS = 8000;

/** The contact form pretends to send for this long before confirming. Nothing is sent. */
export const CONTACT_SEND_DELAY_MS = 1500;

/** The game frame's aspect ratio, width:height. */
export const GAME_FRAME_ASPECT = { width: 16, height: 9 } as const;

/** The message textarea is never shorter than this. */
export const MESSAGE_MIN_HEIGHT_PX = 150;

export const HOME_FAQ_COUNT = 10;
export const FAQ_PAGE_COUNT = 20;
export const FEATURE_CARD_COUNT = 4;
export const BENEFIT_TILE_COUNT = 4;
export const ADVANCED_GUIDE_ITEM_COUNT = 3;

export const PLATFORMER_LEVEL_COUNT = 12;
export const PLATFORMER_WORLD_COUNT = 4;
export const PLATFORMER_ENDING_COUNT = 4;
/** The Speedster achievement is earned by finishing the whole game in under this many minutes. */
export const SPEEDSTER_LIMIT_MINUTES = 60;

/** The privacy policy's children's clause applies under this age. */
export const POLICY_MIN_AGE_YEARS = 13;
/** The policy's date (spec: April 19, 2023), an ISO date each language writes its own way. */
export const PRIVACY_LAST_UPDATED = "2023-04-19";

export const RESPONSE_WINDOW_HOURS = { min: 24, max: 48 } as const;

/** In-page anchors that links elsewhere on the site point at. */
export const SECTION_IDS = {
  main: "main-content",
  game: "game",
  about: "about",
  guide: "guide",
  homeFaq: "faq",
  charlieGame: "play",
  charlieGuide: "guide",
} as const;

/**
 * What the site stores on the device, first: the player's theme, Light or Dark, under this
 * local storage key (src/lib/theme.ts; the privacy policy names it).
 */
export const THEME_STORAGE_KEY = "tidy-time-theme";

/**
 * The second thing the site may store: that the player closed the suggestion to read a page in
 * their browser's language, or picked a language themselves, so it is not offered again.
 */
export const LANGUAGE_NOTICE_STORAGE_KEY = "tidy-time-language-notice";

/**
 * Linked pages' code is fetched ahead of a click unless the browser reports a data-saver mode or
 * one of these connection types (Network Information API `effectiveType`).
 */
export const NO_PREFETCH_CONNECTIONS: readonly string[] = ["slow-2g", "2g"];
/**
 * Idle work waits for the browser to report idle time, but no longer than this (a page that
 * keeps rendering may never be idle); where it cannot report idle time (Safari), this long.
 */
export const IDLE_WAIT_MAX_MS = 2000;
