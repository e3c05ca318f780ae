/**
 * The words drawn on each game's share image, by game (scripts/make-images.mjs draws one image per
 * language). Read when the images are drawn, never by the pages.
 */
export const shareImage = {
  tidyTime: { tagline: "Free Online Cleaning Game", action: "Play free in your browser" },
  charlie: { tagline: "Free platformer and full guide", action: "Play free in your browser" },
};
