import type { Theme } from "@/lib/theme";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";

/** "24 to 48 hours", as every page words the reply time. */
export const responseWindowText = `${RESPONSE_WINDOW_HOURS.min} to ${RESPONSE_WINDOW_HOURS.max} hours`;

/** Short labels repeated across pages, worded as the spec gives them. */
export const labels = {
  playNow: "Play Now",
  learnMore: "Learn More",
  playFreeNow: "Play Free Now",
  contactSupport: "Contact Support",
  contactUs: "Contact Us",
  loadingGame: "Loading game",
  skipToContent: "Skip to main content",
  openMenu: "Open menu",
  closeMenu: "Close menu",
} as const;

/** The header's theme control: its label and each choice's name (src/lib/theme.ts). */
export const themeText = {
  label: "Theme",
  options: { system: "System", light: "Light", dark: "Dark" },
} as const satisfies { label: string; options: Record<Theme, string> };

/** The game frames' own words: fullscreen and theater view, and the way to play without scripts. */
export const gameViewText = {
  frameTitle: (game: string) => `${game} game`,
  fullscreen: "Fullscreen",
  exitFullscreen: "Exit fullscreen",
  /** Where the browser shows no element fullscreen (iPhone), the view is closed, not exited. */
  closeTheater: "Close",
  turnSideways: "Turn your phone sideways for a bigger game.",
  noScripts: "The game needs JavaScript, which is off or failed to load.",
  playOnHost: (game: string) => `Play ${game} on its own site`,
  newTab: "(opens in a new tab)",
} as const;

export const notFoundText = {
  code: "404",
  heading: "Oops! This page needs tidying",
  body: "The page you're looking for has been swept away or never existed. Let's get you back somewhere clean.",
  returnHome: "Return Home",
  reportIssue: "Report Issue",
} as const;

export const sectionErrorText = {
  heading: "This part of the page needs tidying",
  body: "Something went wrong while showing this section. The rest of the site still works: try reloading, or pick another page from the menu.",
  retry: "Try again",
} as const;
