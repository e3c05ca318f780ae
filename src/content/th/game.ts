import type { GameWords } from "../types";

export const game: GameWords = {
  loading: "กำลังโหลดเกม",
  frameTitle: (game: string) => `เกม ${game}`,
  fullscreen: "เต็มจอ",
  exitFullscreen: "ออกจากโหมดเต็มจอ",
  closeTheater: "ปิด",
  turnSideways: "หมุนโทรศัพท์เป็นแนวนอนเพื่อให้เกมใหญ่ขึ้น",
  noScripts: "เกมนี้ต้องใช้ JavaScript ซึ่งถูกปิดอยู่หรือโหลดไม่สำเร็จ",
  playOnHost: (game: string) => `เล่น ${game} บนเว็บไซต์ของเกมเอง`,
  newTab: "(เปิดในแท็บใหม่)",
  slow: "เกมใช้เวลาโหลดนานกว่าปกติ",
  tryAgain: "ลองอีกครั้ง",
  offline: "เกมนี้ต้องเชื่อมต่ออินเทอร์เน็ต และจะเริ่มเองทันทีที่คุณกลับมาออนไลน์",
  share: {
    share: "แชร์",
    linkCopied: "คัดลอกลิงก์แล้ว",
    linkCopiedDescription: (game: string) => `วางลิงก์ที่ไหนก็ได้เพื่อแชร์ ${game}`,
    linkLabel: (game: string) => `คัดลอกลิงก์นี้เพื่อแชร์ ${game}`,
  },
};
