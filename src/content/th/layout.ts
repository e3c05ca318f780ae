import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/**
 * The words every page shows around its own, in Thai (shape: src/content/en/layout.ts). The site
 * calls the player "คุณ" and itself "เรา", with no ครับ/ค่ะ particles, as Thai game portals do:
 * polite but not stiff, and the same for every reader. Thai ends sentences with a space, not a
 * full stop.
 */
export const layout: LayoutWords = {
  skipToContent: "ข้ามไปยังเนื้อหาหลัก",
  nav: { home: "หน้าแรก", charlie: CHARLIE_NAME, faq: "FAQ", privacy: "ความเป็นส่วนตัว" },
  mainNav: "เมนูหลัก",
  openMenu: "เปิดเมนู",
  closeMenu: "ปิดเมนู",
  playNow: "เล่นเลย",
  learnMore: "ดูเพิ่มเติม",
  theme: {
    label: "ธีม",
    options: { system: "ตามระบบ", light: "สว่าง", dark: "มืด" },
  },
  languages: "ภาษา",
  footer: {
    blurb: `${name} เป็นเกมทำความสะอาดและจัดของฟรีแบบสบาย ๆ ที่เล่นได้บนเบราว์เซอร์รุ่นใหม่ทุกตัว`,
    quickLinks: "ลิงก์ด่วน",
    quickLinkLabels: {
      home: "หน้าแรก",
      faq: "FAQ",
      privacy: "นโยบายความเป็นส่วนตัว",
      contact: "ติดต่อเรา",
    },
    contact: "ติดต่อ",
    legal: "ข้อกฎหมาย",
    legalLinkLabels: {
      privacy: "นโยบายความเป็นส่วนตัว",
      terms: "ข้อกำหนดการใช้บริการ",
      cookies: "นโยบายคุกกี้",
    },
    socialMedia: "โซเชียลมีเดีย",
    socialLink: (network: SocialNetwork) => `${name} บน ${network} (เร็ว ๆ นี้)`,
    rights: "สงวนลิขสิทธิ์",
  },
  sectionError: {
    heading: "ส่วนนี้ของหน้าต้องจัดระเบียบสักหน่อย",
    body: "เกิดข้อผิดพลาดขณะแสดงส่วนนี้ ส่วนอื่นของเว็บไซต์ยังใช้งานได้ตามปกติ ลองโหลดหน้าใหม่ หรือเลือกหน้าอื่นจากเมนู",
    retry: "ลองอีกครั้ง",
  },
  offline: {
    title: "คุณออฟไลน์อยู่",
    body: "เชื่อมต่ออินเทอร์เน็ต แล้วแตะลิงก์อีกครั้งเพื่อเปิดหน้านี้",
    dismiss: "ปิด",
  },
  toast: {
    announcement: "การแจ้งเตือน",
    /** `{hotkey}` stays as is: the page puts the key there (F8). */
    region: "การแจ้งเตือน ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: เกมทำความสะอาดออนไลน์ฟรี`,
    charlie: `${CHARLIE_NAME}: เกมแพลตฟอร์มฟรีพร้อมคู่มือ`,
  },
  gameFacts: {
    genres: { tidyTime: "ทำความสะอาดและจัดของ", charlie: "แพลตฟอร์ม" },
    platform: "เว็บเบราว์เซอร์",
  },
};
