import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in Arabic. */
export const notFound: NotFoundWords = {
  meta: {
    title: `الصفحة غير موجودة | ${siteConfig.name}`,
    description: `هذه الصفحة غير موجودة. عُد إلى ${siteConfig.name} لتكمل التنظيف، أو أخبرنا عن الرابط المعطّل.`,
  },
  code: "404",
  heading: "عفوًا! هذه الصفحة تحتاج إلى ترتيب",
  body: "يبدو أن الصفحة التي تبحث عنها كُنست بعيدًا أو لم تكن موجودة أصلًا. هيا نعيدك إلى مكان نظيف.",
  returnHome: "العودة للرئيسية",
  reportIssue: "أبلغ عن مشكلة",
};
