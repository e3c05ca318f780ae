import { siteConfig } from "@/config/site";
import type { NotFoundWords } from "../types";

/** The not-found page's words, in Vietnamese. */
export const notFound: NotFoundWords = {
  meta: {
    title: `Không tìm thấy trang | ${siteConfig.name}`,
    description: `Trang này không tồn tại. Hãy quay lại ${siteConfig.name} để tiếp tục dọn dẹp, hoặc báo cho chúng tôi về liên kết bị hỏng.`,
  },
  code: "404",
  heading: "Ối! Trang này cần được dọn dẹp",
  body: "Trang bạn tìm đã bị quét đi mất hoặc chưa từng tồn tại. Để chúng tôi đưa bạn về một nơi sạch sẽ nhé.",
  returnHome: "Về trang chủ",
  reportIssue: "Báo lỗi",
};
