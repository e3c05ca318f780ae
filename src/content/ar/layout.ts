import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/** The words every page shows around its own, in Arabic. */
export const layout: LayoutWords = {
  skipToContent: "انتقل إلى المحتوى الرئيسي",
  nav: { home: "الرئيسية", charlie: CHARLIE_NAME, faq: "الأسئلة الشائعة", privacy: "الخصوصية" },
  mainNav: "القائمة الرئيسية",
  openMenu: "افتح القائمة",
  closeMenu: "أغلق القائمة",
  playNow: "العب الآن",
  learnMore: "اعرف المزيد",
  theme: { label: "المظهر", options: { system: "تلقائي", light: "فاتح", dark: "داكن" } },
  languages: "اللغة",
  footer: {
    blurb: `${name} لعبة تنظيف وترتيب مجانية ومريحة، تلعبها على أي متصفح حديث.`,
    quickLinks: "روابط سريعة",
    quickLinkLabels: {
      home: "الرئيسية",
      faq: "الأسئلة الشائعة",
      privacy: "سياسة الخصوصية",
      contact: "اتصل بنا",
    },
    contact: "التواصل",
    legal: "معلومات قانونية",
    legalLinkLabels: {
      privacy: "سياسة الخصوصية",
      terms: "شروط الخدمة",
      cookies: "سياسة ملفات تعريف الارتباط",
    },
    socialMedia: "التواصل الاجتماعي",
    socialLink: (network: SocialNetwork) => `${name} على ${network} (قريبًا)`,
    rights: "جميع الحقوق محفوظة.",
  },
  sectionError: {
    heading: "هذا الجزء من الصفحة يحتاج إلى ترتيب",
    body: "حدث خطأ أثناء عرض هذا القسم. باقي الموقع يعمل جيدًا: أعد تحميل الصفحة، أو اختر صفحة أخرى من القائمة.",
    retry: "حاول مرة أخرى",
  },
  offline: {
    title: "أنت غير متصل بالإنترنت",
    body: "اتصل بالإنترنت، ثم اضغط على الرابط مرة أخرى لفتح الصفحة.",
    dismiss: "إغلاق",
  },
  toast: {
    announcement: "إشعار",
    region: "الإشعارات ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: لعبة تنظيف مجانية على الإنترنت`,
    charlie: `${CHARLIE_NAME}: لعبة منصات مجانية مع دليل كامل`,
  },
  gameFacts: {
    genres: { tidyTime: "تنظيف وترتيب", charlie: "منصات" },
    platform: "متصفح الويب",
  },
};
