import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/**
 * The words every page shows around its own, in Turkish (shape: src/content/en/layout.ts).
 * A game's or network's name given as an argument takes no suffix of its own ("Tidy Time oyunu",
 * "Instagram hesabı"): the suffix it would need depends on the name.
 */
export const layout: LayoutWords = {
  skipToContent: "Ana içeriğe geç",
  nav: { home: "Ana Sayfa", charlie: CHARLIE_NAME, faq: "SSS", privacy: "Gizlilik" },
  mainNav: "Ana menü",
  openMenu: "Menüyü aç",
  closeMenu: "Menüyü kapat",
  playNow: "Hemen Oyna",
  learnMore: "Daha Fazla Bilgi",
  theme: { label: "Tema", options: { system: "Sistem", light: "Açık", dark: "Koyu" } },
  languages: "Dil",
  footer: {
    blurb: `${name}, her modern tarayıcıda oynayabileceğin ücretsiz ve rahatlatıcı bir temizlik ve düzen oyunu.`,
    quickLinks: "Hızlı Bağlantılar",
    quickLinkLabels: {
      home: "Ana Sayfa",
      faq: "SSS",
      privacy: "Gizlilik Politikası",
      contact: "Bize Ulaş",
    },
    contact: "İletişim",
    legal: "Yasal",
    legalLinkLabels: {
      privacy: "Gizlilik Politikası",
      terms: "Kullanım Koşulları",
      cookies: "Çerez Politikası",
    },
    socialMedia: "Sosyal medya",
    socialLink: (network: SocialNetwork) => `${name} ${network} hesabı (çok yakında)`,
    rights: "Tüm hakları saklıdır.",
  },
  sectionError: {
    heading: "Sayfanın bu kısmının biraz toparlanması gerek",
    body: "Bu bölüm gösterilirken bir şeyler ters gitti. Sitenin geri kalanı çalışıyor: sayfayı yenilemeyi dene ya da menüden başka bir sayfa seç.",
    retry: "Tekrar dene",
  },
  offline: {
    title: "İnternet bağlantın yok",
    body: "İnternete bağlan, sonra sayfayı açmak için bağlantıya yeniden dokun.",
    dismiss: "Kapat",
  },
  toast: {
    announcement: "Bildirim",
    /** `{hotkey}` stays as is: the page puts the key there (F8). */
    region: "Bildirimler ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: ücretsiz online temizlik oyunu`,
    charlie: `${CHARLIE_NAME}: ücretsiz platform oyunu ve rehberi`,
  },
  gameFacts: {
    genres: { tidyTime: "Temizlik ve düzen", charlie: "Platform" },
    platform: "Web tarayıcısı",
  },
};
