import type { ShareImageWords } from "../types";

export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "Game Bersih-Bersih Online Gratis", action: "Main gratis di browser" },
  charlie: { tagline: "Game platform gratis & panduan lengkap", action: "Main gratis di browser" },
};
