import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in Korean. */
export const notFound: NotFoundWords = {
  meta: {
    title: `페이지를 찾을 수 없어요 | ${siteConfig.name}`,
    description: `존재하지 않는 페이지예요. ${siteConfig.name} 홈으로 돌아가 청소를 계속하거나, 깨진 링크를 알려 주세요.`,
  },
  code: "404",
  heading: "이런! 이 페이지는 정리가 필요해요",
  body: "찾으시는 페이지가 깨끗이 쓸려 나갔거나 처음부터 없었던 것 같아요. 깨끗한 곳으로 다시 안내해 드릴게요.",
  returnHome: "홈으로 돌아가기",
  reportIssue: "문제 신고하기",
};
