import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in Turkish. */
export const notFound: NotFoundWords = {
  meta: {
    title: `Sayfa Bulunamadı | ${siteConfig.name}`,
    description: `Böyle bir sayfa yok. Temizliğe devam etmek için ${siteConfig.name} ana sayfasına dön ya da bozuk bağlantıyı bize bildir.`,
  },
  code: "404",
  heading: "Hay aksi! Bu sayfanın biraz toparlanması gerek",
  body: "Aradığın sayfa ya süpürülüp gitmiş ya da hiç var olmamış. Gel, seni tertemiz bir yere geri götürelim.",
  returnHome: "Ana Sayfaya Dön",
  reportIssue: "Sorunu Bildir",
};
