import type { ShareImageWords } from "../types";

/** The words drawn on the share images, in Turkish: short, to fit the 1200×630 images. */
export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "Ücretsiz Online Temizlik Oyunu", action: "Tarayıcında ücretsiz oyna" },
  charlie: { tagline: "Platform oyunu ve tam rehberi", action: "Tarayıcında ücretsiz oyna" },
};
