import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/**
 * The words every page shows around its own, in Indonesian (shape: src/content/en/layout.ts).
 * The whole Indonesian site says "kamu", as Indonesian game portals do: "Anda" reads like a bank.
 * "Game" is the word Indonesian players use (the official "gim" is rare on game sites).
 */
export const layout: LayoutWords = {
  skipToContent: "Langsung ke konten utama",
  nav: { home: "Beranda", charlie: CHARLIE_NAME, faq: "FAQ", privacy: "Privasi" },
  mainNav: "Utama",
  openMenu: "Buka menu",
  closeMenu: "Tutup menu",
  playNow: "Main Sekarang",
  learnMore: "Selengkapnya",
  theme: { label: "Tema", options: { system: "Sistem", light: "Terang", dark: "Gelap" } },
  languages: "Bahasa",
  footer: {
    blurb: `${name} adalah game bersih-bersih dan beres-beres yang gratis dan santai, bisa kamu mainkan di browser modern apa pun.`,
    quickLinks: "Tautan Cepat",
    quickLinkLabels: {
      home: "Beranda",
      faq: "FAQ",
      privacy: "Kebijakan Privasi",
      contact: "Hubungi Kami",
    },
    contact: "Kontak",
    /** "Legal" is used in Indonesian too, but would read as English left untranslated. */
    legal: "Informasi Hukum",
    legalLinkLabels: {
      privacy: "Kebijakan Privasi",
      terms: "Ketentuan Layanan",
      cookies: "Kebijakan Cookie",
    },
    socialMedia: "Media sosial",
    socialLink: (network: SocialNetwork) => `${name} di ${network} (segera hadir)`,
    rights: "Hak cipta dilindungi undang-undang.",
  },
  sectionError: {
    heading: "Bagian halaman ini perlu dirapikan",
    body: "Terjadi masalah saat menampilkan bagian ini. Bagian lain situs tetap berfungsi: coba muat ulang halaman, atau pilih halaman lain dari menu.",
    retry: "Coba lagi",
  },
  offline: {
    title: "Kamu sedang offline",
    body: "Sambungkan ke internet, lalu ketuk tautannya lagi untuk membuka halaman.",
    dismiss: "Tutup",
  },
  toast: {
    announcement: "Notifikasi",
    /** `{hotkey}` stays as is: the page puts the key there (F8). */
    region: "Notifikasi ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: game bersih-bersih online gratis`,
    charlie: `${CHARLIE_NAME}: game platform gratis dan panduannya`,
  },
  gameFacts: {
    /** "Platformer" alone would equal the English string; "game platform" says the same. */
    genres: { tidyTime: "Bersih-bersih dan beres-beres", charlie: "Game platform" },
    platform: "Browser web",
  },
};
