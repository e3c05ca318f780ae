import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/**
 * The words every page shows around its own, in Russian (shape: src/content/en/layout.ts).
 * The site addresses the player with the polite plural «вы» (lower case, as Russian game portals
 * write it), the same on every page.
 */
export const layout: LayoutWords = {
  skipToContent: "Перейти к основному содержимому",
  /** "FAQ" is kept: Russian sites use it as is, and it fits the header on a phone. */
  nav: { home: "Главная", charlie: CHARLIE_NAME, faq: "FAQ", privacy: "Конфиденциальность" },
  mainNav: "Главное меню",
  openMenu: "Открыть меню",
  closeMenu: "Закрыть меню",
  playNow: "Играть сейчас",
  learnMore: "Подробнее",
  /** Feminine adjectives: they agree with «тема». */
  theme: {
    label: "Тема",
    options: { system: "Как в системе", light: "Светлая", dark: "Тёмная" },
  },
  languages: "Язык",
  footer: {
    blurb: `${name} — бесплатная расслабляющая игра про уборку и наведение порядка, в которую можно играть в любом современном браузере.`,
    quickLinks: "Быстрые ссылки",
    quickLinkLabels: {
      home: "Главная",
      faq: "FAQ",
      privacy: "Политика конфиденциальности",
      contact: "Связаться с нами",
    },
    contact: "Контакты",
    legal: "Правовая информация",
    legalLinkLabels: {
      privacy: "Политика конфиденциальности",
      terms: "Условия использования",
      cookies: "Политика в отношении файлов cookie",
    },
    socialMedia: "Соцсети",
    /**
     * The network first, after a colon: Russian says «в Instagram» but «на YouTube», and the
     * preposition cannot follow a name it does not know.
     */
    socialLink: (network: SocialNetwork) => `${network}: ${name} (скоро появится)`,
    rights: "Все права защищены.",
  },
  sectionError: {
    heading: "В этой части страницы пора навести порядок",
    body: "При показе этого раздела что-то пошло не так. Остальной сайт работает: попробуйте перезагрузить страницу или выберите другую в меню.",
    retry: "Попробовать снова",
  },
  offline: {
    title: "Нет подключения к интернету",
    body: "Подключитесь к интернету и снова нажмите на ссылку, чтобы открыть страницу.",
    dismiss: "Закрыть",
  },
  toast: {
    announcement: "Уведомление",
    /** `{hotkey}` stays as is: the page puts the key there (F8). */
    region: "Уведомления ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: бесплатная онлайн-игра про уборку`,
    charlie: `${CHARLIE_NAME}: бесплатный платформер и руководство`,
  },
  gameFacts: {
    genres: { tidyTime: "Уборка и наведение порядка", charlie: "Платформер" },
    platform: "Веб-браузер",
  },
};
