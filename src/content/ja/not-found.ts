import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in Japanese. */
export const notFound: NotFoundWords = {
  meta: {
    title: `ページが見つかりません | ${siteConfig.name}`,
    description: `このページは見つかりませんでした。${siteConfig.name}にもどっておそうじを続けるか、リンク切れを教えてください。`,
  },
  code: "404",
  heading: "おっと！このページはおかたづけが必要みたいです",
  body: "お探しのページは、ほうきでどこかへはかれてしまったか、もともとなかったようです。きれいな場所にもどりましょう。",
  returnHome: "ホームにもどる",
  reportIssue: "問題を知らせる",
};
