import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in Indonesian. */
export const notFound: NotFoundWords = {
  meta: {
    title: `Halaman Tidak Ditemukan | ${siteConfig.name}`,
    description: `Halaman ini tidak ada. Kembali ke ${siteConfig.name} untuk lanjut bersih-bersih, atau beri tahu kami tentang tautan yang rusak.`,
  },
  code: "404",
  heading: "Ups! Halaman ini perlu dirapikan",
  body: "Halaman yang kamu cari sudah tersapu bersih, atau memang tidak pernah ada. Yuk, kembali ke tempat yang bersih.",
  returnHome: "Kembali ke Beranda",
  reportIssue: "Laporkan Masalah",
};
