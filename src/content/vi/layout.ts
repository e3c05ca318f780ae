import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/**
 * The words every page shows around its own, in Vietnamese (shape: src/content/en/layout.ts).
 * The site speaks to the player as "bạn" and of itself as "chúng tôi", as Vietnamese game portals
 * do.
 */
export const layout: LayoutWords = {
  skipToContent: "Chuyển đến nội dung chính",
  nav: { home: "Trang chủ", charlie: CHARLIE_NAME, faq: "FAQ", privacy: "Quyền riêng tư" },
  mainNav: "Menu chính",
  openMenu: "Mở menu",
  closeMenu: "Đóng menu",
  playNow: "Chơi ngay",
  learnMore: "Tìm hiểu thêm",
  /** "Giao diện" is what Vietnamese apps call the light/dark setting; "Theo hệ thống" follows the device. */
  theme: {
    label: "Giao diện",
    options: { system: "Theo hệ thống", light: "Sáng", dark: "Tối" },
  },
  languages: "Ngôn ngữ",
  footer: {
    blurb: `${name} là trò chơi dọn dẹp và sắp xếp miễn phí, thư giãn, chơi được trên mọi trình duyệt hiện đại.`,
    quickLinks: "Liên kết nhanh",
    quickLinkLabels: {
      home: "Trang chủ",
      faq: "FAQ",
      privacy: "Chính sách quyền riêng tư",
      contact: "Liên hệ với chúng tôi",
    },
    contact: "Liên hệ",
    legal: "Pháp lý",
    legalLinkLabels: {
      privacy: "Chính sách quyền riêng tư",
      terms: "Điều khoản dịch vụ",
      cookies: "Chính sách cookie",
    },
    socialMedia: "Mạng xã hội",
    socialLink: (network: SocialNetwork) => `${name} trên ${network} (sắp ra mắt)`,
    rights: "Bảo lưu mọi quyền.",
  },
  sectionError: {
    heading: "Phần này của trang cần được dọn dẹp",
    body: "Đã có lỗi khi hiển thị phần này. Những phần khác của trang vẫn hoạt động bình thường: hãy thử tải lại trang hoặc chọn một trang khác trong menu.",
    retry: "Thử lại",
  },
  offline: {
    title: "Bạn đang ngoại tuyến",
    body: "Hãy kết nối Internet, rồi chạm vào liên kết một lần nữa để mở trang.",
    dismiss: "Đóng",
  },
  toast: {
    announcement: "Thông báo",
    /** `{hotkey}` stays as is: the page puts the key there (F8). */
    region: "Thông báo ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: trò chơi dọn dẹp trực tuyến miễn phí`,
    charlie: `${CHARLIE_NAME}: trò chơi đi cảnh miễn phí kèm hướng dẫn`,
  },
  /** "Đi cảnh" is the Vietnamese gamers' word for a platformer. */
  gameFacts: {
    genres: { tidyTime: "Dọn dẹp và sắp xếp", charlie: "Đi cảnh" },
    platform: "Trình duyệt web",
  },
};
