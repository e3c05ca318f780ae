/**
 * The suite reads the spec's numbers from src/lib/constants.ts. This pins those constants to
 * the spec's table (spec.md §9), so a changed constant fails here and not silently everywhere.
 */
import { expect, test } from "./fixtures";
import {
  ADVANCED_GUIDE_ITEM_COUNT,
  ADVANCED_GUIDE_TITLES,
  CONTACT_SEND_DELAY_MS,
  FAQ_PAGE_COUNT,
  GAME_FRAME_ASPECT,
  GAME_OVERLAY_TIMEOUT_MS,
  HOME_FAQ_COUNT,
} from "./texts";

test("the constants the suite uses match the spec", () => {
  expect(GAME_OVERLAY_TIMEOUT_MS).toBe(1500);
  expect(CONTACT_SEND_DELAY_MS).toBe(1500);
  expect(GAME_FRAME_ASPECT).toEqual({ width: 16, height: 9 });
  expect(HOME_FAQ_COUNT).toBe(10);
  expect(FAQ_PAGE_COUNT).toBe(20);
  expect(ADVANCED_GUIDE_ITEM_COUNT).toBe(ADVANCED_GUIDE_TITLES.length);
});
