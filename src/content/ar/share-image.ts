import type { ShareImageWords } from "../types";

export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "لعبة تنظيف مجانية على الإنترنت", action: "العب مجانًا في متصفحك" },
  charlie: { tagline: "لعبة منصات مجانية مع دليل كامل", action: "العب مجانًا في متصفحك" },
};
