import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/** The words every page shows around its own, in Japanese (shape: src/content/en/layout.ts). */
export const layout: LayoutWords = {
  skipToContent: "本文へスキップ",
  nav: { home: "ホーム", charlie: CHARLIE_NAME, faq: "よくある質問", privacy: "プライバシー" },
  /** Names the main navigation landmark ("メインメニュー"). */
  mainNav: "メインメニュー",
  openMenu: "メニューを開く",
  closeMenu: "メニューを閉じる",
  playNow: "今すぐ遊ぶ",
  learnMore: "くわしく見る",
  /** "System" as Japanese apps name it: follow the device's setting automatically. */
  theme: { label: "テーマ", options: { system: "自動", light: "ライト", dark: "ダーク" } },
  languages: "言語",
  footer: {
    blurb: `${name}は、新しいブラウザーならどれでも遊べる、無料でのんびり楽しめるおそうじ＆おかたづけゲームです。`,
    quickLinks: "リンク",
    quickLinkLabels: {
      home: "ホーム",
      faq: "よくある質問",
      privacy: "プライバシーポリシー",
      contact: "お問い合わせ",
    },
    contact: "連絡先",
    legal: "規約・ポリシー",
    legalLinkLabels: {
      privacy: "プライバシーポリシー",
      terms: "利用規約",
      cookies: "Cookieポリシー",
    },
    socialMedia: "SNS",
    socialLink: (network: SocialNetwork) => `${network}の${name}（近日公開）`,
    rights: "無断転載を禁じます。",
  },
  sectionError: {
    heading: "この部分は、おかたづけが必要みたいです",
    body: "この部分を表示するときに問題が起きました。ほかの部分はそのまま使えます。ページを読みこみ直すか、メニューから別のページを選んでください。",
    retry: "もう一度ためす",
  },
  offline: {
    title: "オフラインになっています",
    body: "インターネットにつないでから、もう一度リンクをタップしてページを開いてください。",
    dismiss: "閉じる",
  },
  toast: {
    announcement: "お知らせ",
    /** `{hotkey}` is the key that moves focus to the toasts (F8). */
    region: "お知らせ（{hotkey}）",
  },
  shareImageAlt: {
    tidyTime: `${name}：無料で遊べるオンラインおそうじゲーム`,
    charlie: `${CHARLIE_NAME}：無料のアクションゲームと攻略ガイド`,
  },
  gameFacts: {
    genres: { tidyTime: "おそうじ・おかたづけ", charlie: "アクションゲーム" },
    platform: "Webブラウザー",
  },
};
