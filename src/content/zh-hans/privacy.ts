import { siteConfig } from "@/config/site";
import {
  LANGUAGE_NOTICE_STORAGE_KEY,
  POLICY_MIN_AGE_YEARS,
  THEME_STORAGE_KEY,
} from "@/lib/constants";
import type { PrivacyWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/**
 * The privacy policy's words, in Simplified Chinese, addressing the reader as 你 like the rest of
 * the site (players of all ages read it), rather than the formal 您.
 */
export const privacy = (t: WordsTools): PrivacyWords => {
  /**
   * "Under 13" as 未满13岁: 13岁以下 would, in Chinese legal usage, include 13 itself.
   */
  const underMinAge = t.count(POLICY_MIN_AGE_YEARS, { other: "未满#岁" });

  return {
    meta: {
      title: `隐私政策 | ${name}`,
      description: `${name}如何处理信息：收集哪些信息、Cookie和本地存储、第三方游戏平台、儿童隐私以及你的选择。`,
    },
    title: "隐私政策",
    /** Before the spec's date, which the page writes as Chinese writes dates. */
    lastUpdated: (date: string) => `最后更新：${date}`,
    intro: `本政策说明你访问本网站和玩其中的游戏时，${name}会收集哪些信息、如何使用这些信息，以及你有哪些选择。本站没有账号系统，只有在你主动联系我们时，我们才会询问个人信息。`,
    sections: {
      "information-we-collect": {
        title: "我们收集的信息",
        paragraphs: [
          "当你的浏览器加载我们的页面或嵌入的游戏时，我们会自动收到一些技术信息。游戏进度和偏好设置保存在你自己设备的浏览器中。只有你主动发给我们的个人信息，我们才会收到。",
        ],
        items: [
          "浏览器类型和版本",
          "设备信息，如设备类型、操作系统和屏幕尺寸",
          "IP地址",
          "游戏进度，如已完成的房间、星星和已解锁的装饰",
          "偏好设置，如声音、音乐和禅模式设置",
          "你的名字和电子邮箱地址（仅在你联系我们时）",
        ],
      },
      "how-we-use-information": {
        title: "我们如何使用信息",
        paragraphs: [
          "我们使用技术信息把页面传送到你的设备，让网站在不同浏览器和屏幕尺寸上正常运行，并发现和修复问题。",
          "游戏进度和偏好设置只用于让你按自己选的设置，从上次离开的地方接着玩。如果你联系我们，我们只会用你的名字和电子邮箱地址来回复你。我们不会出售你的信息。",
        ],
      },
      "cookies-and-local-storage": {
        title: "Cookie与本地存储",
        paragraphs: [
          `本网站不设置任何Cookie。它最多只会在你设备上浏览器的本地存储中保存两项内容：一是你选择的外观（浅色或深色），保存在“${THEME_STORAGE_KEY}”下，让每个页面都以这个外观打开；二是当你关闭“用你的语言阅读页面”的建议，或自己选择了语言之后，保存“${LANGUAGE_NOTICE_STORAGE_KEY}”，让这条建议不再出现。选择“跟随系统”时不会保存任何内容，而且这两项数据都不会离开你的设备。`,
          "你可以随时在浏览器设置中删除Cookie和本地存储。这样做会重置你的外观选择、让语言建议再次出现，并清除你的游戏进度；无痕（隐私）窗口关闭时也会清除它们。",
        ],
      },
      "third-party-services": {
        title: "第三方服务",
        paragraphs: [
          "本网站的游戏通过嵌入式框架从外部游戏平台加载。游戏加载时，游戏平台会收到你的IP地址和浏览器类型等技术信息，并可能使用它自己的Cookie或本地存储。",
          "这些游戏平台有各自的隐私政策，规定了它们如何处理这些信息。我们建议你读一读。",
        ],
      },
      "data-security": {
        title: "数据安全",
        paragraphs: [
          "本网站通过加密连接提供服务，我们也会把持有的信息控制在最低限度。你发给我们的消息只会在回复所需的时间内保留。",
          "通过互联网发送或存储信息的方式都不是绝对安全的，因此我们无法保证绝对的安全。",
        ],
      },
      "childrens-privacy": {
        title: "儿童隐私",
        paragraphs: [
          `我们的游戏适合所有年龄段的玩家，但我们不会在知情的情况下收集${underMinAge}儿童的个人信息。`,
          `如果你是家长或监护人，并认为你${underMinAge}的孩子向我们发送了个人信息，请联系我们，我们会将其删除。`,
        ],
      },
      "international-data-transfers": {
        title: "国际数据传输",
        paragraphs: [
          "我们和游戏平台使用的服务可能位于你所在的国家或地区之外。因此，信息可能会被传输到美国并在美国处理，而美国的数据保护法律可能与你所在国家或地区的不同。",
        ],
      },
      "changes-to-this-policy": {
        title: "本政策的变更",
        paragraphs: [
          "我们可能会不时更新本政策。更新时，我们会在此页面发布新版本并修改“最后更新”日期，所以请不时回来看看。",
        ],
      },
    },
    questions: {
      title: "对隐私有疑问？",
      body: "关于本政策的任何问题都可以问我们，也可以要求我们删除你发来的消息。",
      contactUs: "联系我们",
    },
  };
};
