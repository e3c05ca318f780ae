import { siteConfig } from "@/config/site";
import { RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { ContactWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/** The contact page's words, in Vietnamese. */
export const contact = (t: WordsTools): ContactWords => {
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} đến ${t.count(RESPONSE_WINDOW_HOURS.max, { other: "# giờ" })}`;

  return {
    meta: {
      title: `Liên hệ với chúng tôi | ${name}`,
      description: `Có câu hỏi, muốn báo lỗi hay góp ý tưởng? Liên hệ đội ngũ ${name} qua biểu mẫu, email hoặc điện thoại. Chúng tôi trả lời trong vòng ${responseWindow} vào các ngày làm việc.`,
    },
    title: "Liên hệ với chúng tôi",
    intro:
      "Bạn phát hiện lỗi, có ý tưởng cho một căn phòng mới hay cần giúp sức ở một màn chơi khó? Hãy gửi tin nhắn cho chúng tôi, sẽ có người thật đọc tin của bạn.",
    form: {
      heading: "Gửi tin nhắn cho chúng tôi",
      fields: {
        name: { label: "Tên", placeholder: "Tên của bạn" },
        email: { label: "Địa chỉ email", placeholder: "ban@example.com" },
        subject: { label: "Chủ đề", placeholder: "Bạn muốn nói về việc gì?" },
        message: {
          label: "Tin nhắn",
          placeholder: "Kể cho chúng tôi chuyện gì đã xảy ra hoặc bạn muốn thấy điều gì",
        },
      },
      submit: "Gửi tin nhắn",
      sending: "Đang gửi...",
      validation: {
        missing: "Vui lòng điền vào ô này.",
        badEmail: "Vui lòng nhập địa chỉ email dạng ban@example.com.",
        /** `fields`: the empty fields' labels as a list, e.g. "Tên và Tin nhắn". */
        missingFields: (fields: string) => `Vui lòng điền: ${fields}.`,
      },
      privacyNote: "Tin nhắn của bạn không được lưu trên trang web này.",
    },
    sent: {
      title: "Đã gửi tin nhắn!",
      description: "Cảm ơn bạn đã liên hệ. Chúng tôi sẽ sớm trả lời tin nhắn của bạn.",
    },
    details: {
      heading: "Thông tin liên hệ",
      email: "Địa chỉ email",
      phone: "Điện thoại",
      address: "Địa chỉ",
    },
    supportHours: {
      heading: "Giờ hỗ trợ",
      /** Vietnamese writes the hours on the 24-hour clock: 9 AM-6 PM is 9:00-18:00. */
      rows: [
        { days: "Thứ Hai đến Thứ Sáu", hours: "9:00 - 18:00 (giờ EST)" },
        { days: "Thứ Bảy", hours: "10:00 - 16:00 (giờ EST)" },
        { days: "Chủ Nhật", hours: "Nghỉ" },
      ],
      responseTime: `Chúng tôi trả lời trong vòng ${responseWindow} vào các ngày làm việc.`,
    },
  };
};
