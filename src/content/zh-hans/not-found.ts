import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in Simplified Chinese. */
export const notFound: NotFoundWords = {
  meta: {
    title: `页面未找到 | ${siteConfig.name}`,
    description: `这个页面不存在。返回${siteConfig.name}继续打扫，或者告诉我们哪个链接坏了。`,
  },
  code: "404",
  heading: "哎呀！这个页面需要收拾一下",
  body: "你要找的页面已经被扫走了，或者根本就不存在。我们带你回到干净的地方吧。",
  returnHome: "返回首页",
  reportIssue: "报告问题",
};
