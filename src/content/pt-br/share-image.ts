import type { ShareImageWords } from "../types";

export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "Free Online Cleaning Game", action: "Play free in your browser" },
  charlie: { tagline: "Free platformer and full guide", action: "Play free in your browser" },
};
