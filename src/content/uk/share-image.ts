import type { ShareImageWords } from "../types";

export const shareImage: ShareImageWords = {
  tidyTime: {
    tagline: "Безкоштовна онлайн-гра про прибирання",
    action: "Грайте безкоштовно в браузері",
  },
  charlie: {
    tagline: "Безкоштовний платформер і повний посібник",
    action: "Грайте безкоштовно в браузері",
  },
};
