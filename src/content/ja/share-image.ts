import type { ShareImageWords } from "../types";

/** The words drawn on the share images, in Japanese: short, to fit the 1200×630 images. */
export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "無料のオンラインおそうじゲーム", action: "ブラウザーで無料で遊べます" },
  charlie: { tagline: "無料アクション＆完全攻略ガイド", action: "ブラウザーで無料で遊べます" },
};
