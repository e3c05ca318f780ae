import type { ShareImageWords } from "../types";

export const shareImage: ShareImageWords = {
  tidyTime: {
    tagline: "Trò chơi dọn dẹp trực tuyến miễn phí",
    action: "Chơi miễn phí ngay trên trình duyệt",
  },
  charlie: {
    tagline: "Trò chơi đi cảnh miễn phí kèm hướng dẫn đầy đủ",
    action: "Chơi miễn phí ngay trên trình duyệt",
  },
};
