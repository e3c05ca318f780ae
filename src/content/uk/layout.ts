import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/**
 * The words every page shows around its own, in Ukrainian (shape: src/content/en/layout.ts).
 * The site addresses the player with the polite plural «ви» (lower case, as Ukrainian game portals
 * write it), the same on every page.
 */
export const layout: LayoutWords = {
  skipToContent: "Перейти до основного вмісту",
  /** "FAQ" is kept in the header: Ukrainian sites use it as is, and it fits on a phone. */
  nav: { home: "Головна", charlie: CHARLIE_NAME, faq: "FAQ", privacy: "Конфіденційність" },
  mainNav: "Головне меню",
  openMenu: "Відкрити меню",
  closeMenu: "Закрити меню",
  playNow: "Грати зараз",
  learnMore: "Докладніше",
  /** Feminine adjectives: they agree with «тема». */
  theme: {
    label: "Тема",
    options: { system: "Як у системі", light: "Світла", dark: "Темна" },
  },
  languages: "Мова",
  footer: {
    blurb: `${name} — безкоштовна спокійна гра про прибирання й наведення ладу, у яку можна грати в будь-якому сучасному браузері.`,
    quickLinks: "Швидкі посилання",
    quickLinkLabels: {
      home: "Головна",
      faq: "FAQ",
      privacy: "Політика конфіденційності",
      contact: "Зв’язатися з нами",
    },
    contact: "Контакти",
    legal: "Правова інформація",
    legalLinkLabels: {
      privacy: "Політика конфіденційності",
      terms: "Умови використання",
      cookies: "Політика щодо файлів cookie",
    },
    socialMedia: "Соцмережі",
    /**
     * The network first, after a colon: Ukrainian says «в Instagram» but «на YouTube», and the
     * preposition cannot follow a name it does not know.
     */
    socialLink: (network: SocialNetwork) => `${network}: ${name} (незабаром)`,
    rights: "Усі права захищено.",
  },
  sectionError: {
    heading: "У цій частині сторінки треба навести лад",
    body: "Під час показу цього розділу щось пішло не так. Решта сайту працює: спробуйте перезавантажити сторінку або виберіть іншу в меню.",
    retry: "Спробувати ще раз",
  },
  offline: {
    title: "Немає з’єднання з інтернетом",
    body: "Підключіться до інтернету й знову натисніть посилання, щоб відкрити сторінку.",
    dismiss: "Закрити",
  },
  toast: {
    announcement: "Сповіщення",
    /** `{hotkey}` stays as is: the page puts the key there (F8). */
    region: "Сповіщення ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: безкоштовна онлайн-гра про прибирання`,
    charlie: `${CHARLIE_NAME}: безкоштовний платформер і посібник`,
  },
  gameFacts: {
    genres: { tidyTime: "Прибирання й наведення ладу", charlie: "Платформер" },
    platform: "Веббраузер",
  },
};
