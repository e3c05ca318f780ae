import type { ShareImageWords } from "../types";

/** The share images' lines, in Polish: short, so they fit the 1200×630 images. */
export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "Darmowa gra o sprzątaniu", action: "Graj za darmo w przeglądarce" },
  charlie: { tagline: "Platformówka i pełny poradnik", action: "Graj za darmo w przeglądarce" },
};
