import { siteConfig } from "@/config/site";
import { FAQ_PAGE_COUNT, RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import type { FaqWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/**
 * The FAQ page's words, in Vietnamese. The player asks as "tôi" and is answered as "bạn", as
 * Vietnamese help pages do.
 */
export const faq = (t: WordsTools): FaqWords => {
  /** "từ 24 đến 48 giờ": only the last number takes the unit, and it has one form. */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)} đến ${t.count(RESPONSE_WINDOW_HOURS.max, { other: "# giờ" })}`;

  return {
    meta: {
      title: `FAQ - Trợ giúp và giải đáp về ${name}`,
      description: `Giải đáp ${t.count(FAQ_PAGE_COUNT, { other: "# câu hỏi thường gặp nhất" })} về ${name}: lưu tiến trình, thiết bị, điều khiển, tính điểm, giới hạn chơi, nội dung mới và cách nhận hỗ trợ.`,
    },
    title: "Câu hỏi thường gặp",
    intro: `Mọi điều người chơi hay hỏi về ${name}, từ cách lưu tiến trình đến cách nhận trợ giúp. Chọn một câu hỏi để xem câu trả lời.`,
    entries: [
      {
        question: `Chơi ${name} có tốn tiền không?`,
        answer: `Không, ${name} hoàn toàn miễn phí. Không có phòng trả phí, không có tiền tệ cao cấp và không có mua hàng trong trò chơi. Mọi thứ đều được mở khóa bằng cách chơi.`,
      },
      {
        question: "Tôi có cần tài khoản để chơi không?",
        answer: `Không. Hiện tại chưa có tài khoản, nên bạn không phải đăng ký hay nhớ mật khẩu nào cả. Tài khoản có thể sẽ có trong một bản cập nhật sau này để bạn mang tiến trình sang thiết bị khác.`,
      },
      {
        question: "Tôi có phải tải về hay cài đặt gì không?",
        answer: `Không. Trò chơi tải ngay trong trang web này và chạy trên trình duyệt của bạn. Bạn chỉ cần kết nối Internet trong lúc trò chơi khởi động.`,
      },
      {
        question: "Trò chơi hỗ trợ những thiết bị và trình duyệt nào?",
        answer: `${name} chạy trên máy tính, máy tính bảng và điện thoại dùng phiên bản mới của Chrome, Firefox, Safari hoặc Edge. Nếu thấy chậm, hãy đóng bớt các thẻ khác hoặc cập nhật trình duyệt.`,
      },
      {
        question: "Tiến trình của tôi được lưu ở đâu?",
        answer: `Sao, phòng đã mở khóa, đồ trang trí và cài đặt của bạn được lưu trong bộ nhớ cục bộ (local storage) của trình duyệt, ngay trên thiết bị của bạn. Không có gì được gửi cho chúng tôi, và trò chơi tự động lưu mỗi khi bạn hoàn thành một căn phòng.`,
      },
      {
        question: "Vì sao tiến trình của tôi bị mất?",
        answer: `Tiến trình nằm trong bộ nhớ cục bộ của trình duyệt, nên xóa cookie và dữ liệu trang web sẽ xóa luôn tiến trình, còn cửa sổ riêng tư hoặc ẩn danh sẽ quên tiến trình khi đóng lại. Hãy chơi trong cửa sổ thường để giữ lại các căn phòng của bạn.`,
      },
      {
        question: "Tôi có thể chơi tiếp trên trình duyệt hoặc thiết bị khác không?",
        answer: `Hiện chưa được. Bộ nhớ cục bộ thuộc về một trình duyệt trên một thiết bị, nên trình duyệt, máy tính hay điện thoại khác sẽ bắt đầu một ván chơi mới. Tài khoản để chuyển tiến trình có thể sẽ có trong một bản cập nhật sau này.`,
      },
      {
        question: "Mỗi ngày tôi có bị giới hạn thời gian chơi không?",
        answer: `Không. Không có giới hạn chơi hằng ngày, không có thanh năng lượng và không phải chờ giữa các phòng. Hãy chơi lại bất kỳ phòng nào bao nhiêu lần tùy thích để được thêm sao.`,
      },
      {
        question: "Bao lâu thì có nội dung mới?",
        answer: `Nội dung mới ra mắt hằng tháng. Mỗi bản cập nhật mang đến phòng mới, đồ trang trí mới hoặc sự kiện theo mùa, và tiến trình đã lưu của bạn vẫn được giữ nguyên.`,
      },
      {
        question: "Làm sao để chơi toàn màn hình?",
        answer: `Nhấp vào nút toàn màn hình ở góc khung trò chơi. Để thoát toàn màn hình, nhấn Esc trên bàn phím hoặc chạm lại vào chính nút đó trên màn hình cảm ứng.`,
      },
      {
        question: "Làm sao để tắt âm thanh hoặc nhạc?",
        answer: `Mở menu cài đặt bằng biểu tượng bánh răng trong trò chơi. Nhạc và hiệu ứng âm thanh có công tắc riêng, nên bạn có thể giữ tiếng dọn dẹp vui tai và chỉ tắt nhạc.`,
      },
      {
        question: "Trò chơi không tải được. Tôi nên làm gì?",
        answer: `Tải lại trang và kiểm tra kết nối Internet. Nếu khung trò chơi vẫn trống, hãy cho phép trang cung cấp trò chơi trong cài đặt trình duyệt và tắt các trình chặn quảng cáo hoặc chặn script quá mạnh cho trang này, rồi tải lại.`,
      },
      {
        question: "Điều khiển trên màn hình cảm ứng và bằng chuột khác nhau thế nào?",
        answer: `Với chuột, bạn nhấp để chọn dụng cụ, nhấp và kéo để di chuyển đồ vật, và giữ nút chuột trong lúc di chuyển để chà. Trên màn hình cảm ứng, bạn chạm, kéo bằng một ngón tay và chà qua chà lại. Cả hai cách đều cho số điểm như nhau.`,
      },
      {
        question: "Điểm và sao được tính thế nào?",
        answer: `Bạn nhận điểm cho mỗi đồ vật được sắp xếp và mỗi chỗ bẩn được làm sạch, cộng thêm điểm thưởng cho thời gian còn lại. Một sao khi hoàn thành kịp giờ, hai sao khi đạt điểm mục tiêu, ba sao khi chơi hoàn hảo, không đặt sai đồ vật nào.`,
      },
      {
        question: "Combo là gì?",
        answer: `Xếp đồ vật vào đúng chỗ liên tiếp sẽ tạo combo nhân điểm của bạn. Đặt sai một món thì đồ vật bị trả lại và combo về lại từ đầu, nên hãy dành chút thời gian xem kỹ từng nhãn.`,
      },
      {
        question: "Làm sao để mở khóa phòng mới và đồ trang trí?",
        answer: `Sao giúp mở khóa phòng mới trên bản đồ ngôi nhà, còn xu kiếm được từ điểm dùng để mua đồ trang trí như thảm, cây cảnh và giấy dán tường ở Cửa hàng Trang trí. Chơi lại các phòng để có thêm sao cũng giúp bạn kiếm thêm xu.`,
      },
      {
        question: `${name} có phù hợp với trẻ em không?`,
        answer: `Có, trò chơi dành cho người chơi ở mọi lứa tuổi. Không có bạo lực, không có trò chuyện và không có gì phải mua, còn Chế độ Thiền tắt đồng hồ để người chơi nhỏ tuổi thong thả chơi.`,
      },
      {
        question: "Trò chơi thu thập những thông tin gì khi tôi chơi?",
        answer: `Rất ít. Tiến trình chơi nằm trong trình duyệt của chính bạn, và không có gì phải đăng ký. Để biết đầy đủ chi tiết, hãy xem Chính sách quyền riêng tư của chúng tôi.`,
      },
      {
        question: "Làm sao để liên hệ bộ phận hỗ trợ?",
        answer: `Dùng liên kết “Liên hệ hỗ trợ” trên trang này để đến trang Liên hệ và gửi tin nhắn cho chúng tôi. Chúng tôi trả lời trong vòng ${responseWindow} vào các ngày làm việc, vì vậy hãy ghi kèm trình duyệt và thiết bị bạn dùng để chúng tôi giúp bạn nhanh hơn.`,
      },
      {
        question: "Charlie the Steak là gì?",
        answer: `Charlie the Steak là trò chơi đi cảnh miễn phí trên trang này, kể về một miếng bít tết gan dạ chạy, nhảy và lướt qua những thế giới chủ đề nhà bếp. Mở trang Charlie the Steak để chơi, xem cách điều khiển và hướng dẫn đầy đủ mọi màn chơi.`,
      },
    ],
    moreHelp: {
      title: "Vẫn còn thắc mắc?",
      body: "Đội ngũ hỗ trợ của chúng tôi luôn sẵn lòng giúp bạn với bất cứ điều gì trang này chưa giải đáp.",
      contactSupport: "Liên hệ hỗ trợ",
    },
  };
};
