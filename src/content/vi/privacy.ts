import { siteConfig } from "@/config/site";
import {
  LANGUAGE_NOTICE_STORAGE_KEY,
  POLICY_MIN_AGE_YEARS,
  THEME_STORAGE_KEY,
} from "@/lib/constants";
import type { PrivacyWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
export const privacy = (t: WordsTools): PrivacyWords => {
  /** The privacy policy's words, in Vietnamese. */
  const minAge = t.count(POLICY_MIN_AGE_YEARS, { other: "# tuổi" });
  return {
    meta: {
      title: `Chính sách quyền riêng tư | ${name}`,
      description: `Cách ${name} xử lý thông tin: thông tin nào được thu thập, cookie và bộ nhớ cục bộ, các trang cung cấp trò chơi bên thứ ba, quyền riêng tư của trẻ em và lựa chọn của bạn.`,
    },
    title: "Chính sách quyền riêng tư",
    /** Before the date, which the page writes as Vietnamese writes dates ("19 tháng 4, 2023"). */
    lastUpdated: (date: string) => `Cập nhật lần cuối: ${date}`,
    intro: `Chính sách này giải thích ${name} thu thập những thông tin gì khi bạn truy cập trang web này và chơi các trò chơi trên đó, thông tin ấy được dùng thế nào và bạn có những lựa chọn gì. Trang web không có tài khoản, và chúng tôi chỉ hỏi thông tin cá nhân nếu bạn chủ động liên hệ với chúng tôi.`,
    sections: {
      "information-we-collect": {
        title: "Thông tin chúng tôi thu thập",
        paragraphs: [
          "Một số thông tin kỹ thuật được nhận tự động khi trình duyệt của bạn tải các trang hoặc trò chơi nhúng của chúng tôi. Tiến trình chơi và tùy chọn được giữ trong trình duyệt, trên chính thiết bị của bạn. Chúng tôi chỉ nhận thông tin cá nhân mà bạn tự chọn gửi cho chúng tôi.",
        ],
        items: [
          "Loại và phiên bản trình duyệt",
          "Thông tin thiết bị, như loại thiết bị, hệ điều hành và kích thước màn hình",
          "Địa chỉ IP",
          "Tiến trình chơi, như các phòng đã hoàn thành, sao và đồ trang trí đã mở khóa",
          "Tùy chọn, như cài đặt âm thanh, nhạc và Chế độ Thiền",
          "Tên và địa chỉ email của bạn, chỉ khi bạn liên hệ với chúng tôi",
        ],
      },
      "how-we-use-information": {
        title: "Cách chúng tôi sử dụng thông tin",
        paragraphs: [
          "Chúng tôi dùng thông tin kỹ thuật để gửi trang đến thiết bị của bạn, giữ cho trang web hoạt động tốt trên nhiều trình duyệt và kích thước màn hình, cũng như để tìm và sửa lỗi.",
          "Tiến trình chơi và tùy chọn chỉ được dùng để bạn chơi tiếp từ chỗ đã dừng với các cài đặt bạn đã chọn. Nếu bạn liên hệ với chúng tôi, chúng tôi chỉ dùng tên và địa chỉ email của bạn để trả lời. Chúng tôi không bán thông tin của bạn.",
        ],
      },
      "cookies-and-local-storage": {
        title: "Cookie và bộ nhớ cục bộ",
        paragraphs: [
          `Trang web này không đặt cookie nào. Trang chỉ lưu tối đa hai thứ trên thiết bị của bạn, trong bộ nhớ cục bộ (local storage) của trình duyệt: giao diện bạn chọn (Sáng hoặc Tối) dưới tên “${THEME_STORAGE_KEY}”, để mỗi trang đều mở với giao diện đó, và “${LANGUAGE_NOTICE_STORAGE_KEY}”, khi bạn đóng lời gợi ý đọc trang bằng ngôn ngữ của mình hoặc tự chọn một ngôn ngữ, để lời gợi ý không hiện lại. Lựa chọn Theo hệ thống không lưu gì cả, và không giá trị nào rời khỏi thiết bị của bạn.`,
          "Bạn có thể xóa cookie và bộ nhớ cục bộ bất cứ lúc nào trong cài đặt trình duyệt. Làm vậy sẽ đặt lại giao diện bạn chọn, khiến lời gợi ý ngôn ngữ hiện lại và xóa tiến trình chơi của bạn; cửa sổ riêng tư hoặc ẩn danh cũng tự xóa chúng khi đóng lại.",
        ],
      },
      "third-party-services": {
        title: "Dịch vụ bên thứ ba",
        paragraphs: [
          "Các trò chơi trên trang web này được tải trong khung nhúng từ các trang cung cấp trò chơi bên ngoài. Khi một trò chơi tải, trang cung cấp nhận được thông tin kỹ thuật như địa chỉ IP và loại trình duyệt của bạn, và có thể dùng cookie hoặc bộ nhớ cục bộ riêng.",
          "Các trang cung cấp này có chính sách quyền riêng tư riêng, quy định cách họ xử lý thông tin đó. Chúng tôi khuyến khích bạn đọc các chính sách ấy.",
        ],
      },
      "data-security": {
        title: "Bảo mật dữ liệu",
        paragraphs: [
          "Trang web này được phục vụ qua kết nối mã hóa, và chúng tôi giữ lượng thông tin nắm giữ ở mức tối thiểu. Tin nhắn bạn gửi chỉ được giữ trong thời gian cần thiết để trả lời.",
          "Không có cách gửi hay lưu trữ thông tin nào qua Internet là an toàn tuyệt đối, vì vậy chúng tôi không thể đảm bảo an toàn tuyệt đối.",
        ],
      },
      "childrens-privacy": {
        title: "Quyền riêng tư của trẻ em",
        paragraphs: [
          `Các trò chơi của chúng tôi phù hợp với người chơi ở mọi lứa tuổi, nhưng chúng tôi không cố ý thu thập thông tin cá nhân của trẻ em dưới ${minAge}.`,
          `Nếu bạn là cha mẹ hoặc người giám hộ và cho rằng con bạn dưới ${minAge} đã gửi thông tin cá nhân cho chúng tôi, vui lòng liên hệ với chúng tôi và chúng tôi sẽ xóa thông tin đó.`,
        ],
      },
      "international-data-transfers": {
        title: "Chuyển dữ liệu ra nước ngoài",
        paragraphs: [
          "Các dịch vụ mà chúng tôi và các trang cung cấp trò chơi sử dụng có thể đặt bên ngoài quốc gia của bạn. Do đó, thông tin có thể được chuyển đến và xử lý tại Hoa Kỳ, nơi luật bảo vệ dữ liệu có thể khác với quốc gia của bạn.",
        ],
      },
      "changes-to-this-policy": {
        title: "Thay đổi chính sách này",
        paragraphs: [
          "Đôi khi chúng tôi có thể cập nhật chính sách này. Khi đó, chúng tôi sẽ đăng phiên bản mới trên trang này và đổi ngày “Cập nhật lần cuối”, vì vậy bạn hãy thỉnh thoảng quay lại xem nhé.",
        ],
      },
    },
    questions: {
      title: "Có câu hỏi về quyền riêng tư?",
      body: "Hãy hỏi chúng tôi bất cứ điều gì về chính sách này, hoặc yêu cầu chúng tôi xóa tin nhắn bạn đã gửi.",
      contactUs: "Liên hệ với chúng tôi",
    },
  };
};
