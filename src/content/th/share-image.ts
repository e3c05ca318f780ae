import type { ShareImageWords } from "../types";

export const shareImage: ShareImageWords = {
  tidyTime: { tagline: "เกมทำความสะอาดออนไลน์ฟรี", action: "เล่นฟรีบนเบราว์เซอร์" },
  charlie: { tagline: "เกมแพลตฟอร์มฟรีพร้อมคู่มือฉบับเต็ม", action: "เล่นฟรีบนเบราว์เซอร์" },
};
