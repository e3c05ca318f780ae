import type { ShareImageWords } from "../types";

/** The words drawn on the share images, in Korean: short, to fit the 1200×630 images. */
export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "무료 온라인 청소 게임", action: "브라우저에서 무료로 플레이하세요" },
  charlie: { tagline: "무료 플랫폼 게임과 완벽 공략", action: "브라우저에서 무료로 플레이하세요" },
};
