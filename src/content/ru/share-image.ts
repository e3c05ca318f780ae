import type { ShareImageWords } from "../types";

export const shareImage: ShareImageWords = {
  tidyTime: {
    tagline: "Бесплатная онлайн-игра про уборку",
    action: "Играйте бесплатно в браузере",
  },
  charlie: {
    tagline: "Бесплатный платформер и полное руководство",
    action: "Играйте бесплатно в браузере",
  },
};
