import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/**
 * The words every page shows around its own, in Simplified Chinese (shape:
 * src/content/en/layout.ts). The whole site addresses the player as 你, as Chinese casual game
 * portals do; full-width punctuation, and no spaces between Chinese and Latin words or digits.
 */
export const layout: LayoutWords = {
  skipToContent: "跳到主要内容",
  nav: { home: "首页", charlie: CHARLIE_NAME, faq: "常见问题", privacy: "隐私" },
  mainNav: "主菜单",
  openMenu: "打开菜单",
  closeMenu: "关闭菜单",
  playNow: "立即开玩",
  learnMore: "了解更多",
  /** "System" as Chinese apps name it: follow the device's setting. */
  theme: { label: "外观", options: { system: "跟随系统", light: "浅色", dark: "深色" } },
  languages: "语言",
  footer: {
    blurb: `${name}是一款免费又解压的打扫整理游戏，在任何现代浏览器中都能玩。`,
    quickLinks: "快速链接",
    quickLinkLabels: {
      home: "首页",
      faq: "常见问题",
      privacy: "隐私政策",
      contact: "联系我们",
    },
    contact: "联系方式",
    legal: "法律信息",
    legalLinkLabels: {
      privacy: "隐私政策",
      terms: "服务条款",
      cookies: "Cookie政策",
    },
    socialMedia: "社交媒体",
    socialLink: (network: SocialNetwork) => `${name}的${network}账号（即将推出）`,
    rights: "版权所有。",
  },
  sectionError: {
    heading: "页面的这一部分需要收拾一下",
    body: "显示这一部分时出了点问题。网站的其他部分仍然可以正常使用：试试刷新页面，或者从菜单中选择其他页面。",
    retry: "重试",
  },
  offline: {
    title: "你已离线",
    body: "请连接互联网，然后再次点击链接打开页面。",
    dismiss: "关闭",
  },
  toast: {
    announcement: "通知",
    /** `{hotkey}` stays as is: the page puts the key there (F8). */
    region: "通知（{hotkey}）",
  },
  shareImageAlt: {
    tidyTime: `${name}：免费在线打扫游戏`,
    charlie: `${CHARLIE_NAME}：免费平台跳跃游戏与攻略`,
  },
  gameFacts: {
    genres: { tidyTime: "打扫与整理", charlie: "平台跳跃" },
    platform: "网页浏览器",
  },
};
