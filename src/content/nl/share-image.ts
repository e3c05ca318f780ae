import type { ShareImageWords } from "../types";

export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "Gratis online schoonmaakspel", action: "Speel gratis in je browser" },
  charlie: { tagline: "Gratis platformgame met speelgids", action: "Speel gratis in je browser" },
};
