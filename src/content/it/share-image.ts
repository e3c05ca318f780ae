import type { ShareImageWords } from "../types";

/** The words drawn on the share images, in Italian: short enough to fit (tagline ≤ 30, action ≤ 28). */
export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "Gioco di pulizie gratis online", action: "Gioca gratis nel browser" },
  charlie: { tagline: "Platform gratis e guida", action: "Gioca gratis nel browser" },
};
