import type { ShareImageWords } from "../types";

/** The words drawn on the share images, in Simplified Chinese: short, to fit the 1200×630 images. */
export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "免费在线打扫游戏", action: "在浏览器中免费玩" },
  charlie: { tagline: "免费平台跳跃游戏与完整攻略", action: "在浏览器中免费玩" },
};
