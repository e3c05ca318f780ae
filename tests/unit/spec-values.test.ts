// @vitest-environment node
/**
 * The spec's numbers (spec.md §9) pinned to the constants the site and every suite read them
 * from (src/lib/constants.ts): a constant that drifts fails here, in `npm test`, instead of
 * silently moving the site and its tests together.
 */
import { describe, expect, it } from "vitest";
import {
  CONTACT_SEND_DELAY_MS,
  FAQ_PAGE_COUNT,
  GAME_FRAME_ASPECT,
  GAME_OVERLAY_TIMEOUT_MS,
  GAME_SLOW_AFTER_OVERLAY_MS,
  HOME_FAQ_COUNT,
  MESSAGE_MIN_HEIGHT_PX,
  PLATFORMER_ENDING_COUNT,
  PLATFORMER_LEVEL_COUNT,
  PLATFORMER_WORLD_COUNT,
  POLICY_MIN_AGE_YEARS,
  PRIVACY_LAST_UPDATED,
  RESPONSE_WINDOW_HOURS,
  SPEEDSTER_LIMIT_MINUTES,
} from "@/lib/constants";
import { formatDate } from "@/features/languages/intl";

/** spec.md §9 "Business constants and limits", row by row, in the spec's own units. */
const SPEC_TABLE: [row: string, constant: unknown, specValue: unknown][] = [
  ["Game loading overlay time-out: 1.5 seconds", GAME_OVERLAY_TIMEOUT_MS / 1000, 1.5],
  ["Game frame aspect ratio: 16:9", GAME_FRAME_ASPECT, { width: 16, height: 9 }],
  ["Simulated contact submit delay: 1500 ms", CONTACT_SEND_DELAY_MS, 1500],
  ["Home FAQ questions: 10", HOME_FAQ_COUNT, 10],
  ["FAQ page questions: 20", FAQ_PAGE_COUNT, 20],
  ["Response window: 24-48 hours", RESPONSE_WINDOW_HOURS, { min: 24, max: 48 }],
  ["Policy age threshold: under 13 years", POLICY_MIN_AGE_YEARS, 13],
  ["Platformer content: 12 levels", PLATFORMER_LEVEL_COUNT, 12],
  ["Platformer content: 4 worlds", PLATFORMER_WORLD_COUNT, 4],
  ["Platformer content: 4 endings", PLATFORMER_ENDING_COUNT, 4],
  ["Speedster achievement: under 60 minutes", SPEEDSTER_LIMIT_MINUTES, 60],
  ["Message field minimum height: 150 px", MESSAGE_MIN_HEIGHT_PX, 150],
  // spec.md §2 "Privacy": the policy's date.
  [
    "Privacy policy last updated April 19, 2023",
    formatDate("en", PRIVACY_LAST_UPDATED),
    "April 19, 2023",
  ],
  // The product decisions' named time-out (DECISIONS.md, fifth round): after the overlay, a game
  // not ready this long gets the offer. Every suite reads the constant, so only this row notices
  // it drift.
  ["Offer for a game not ready: 8 seconds after the overlay", GAME_SLOW_AFTER_OVERLAY_MS / 1000, 8],
];

describe("the spec's constants", () => {
  it.each(SPEC_TABLE)("%s", (_row, constant, specValue) => {
    expect(constant).toEqual(specValue);
  });
});
