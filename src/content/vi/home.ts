import { siteConfig } from "@/config/site";
import type { HomeWords } from "../types";

const name = siteConfig.name;

/** Tidy Time in one line: opens the page's description and goes out with a shared link. */
const pitch = `Chơi ${name} miễn phí ngay trên trình duyệt: dọn những căn phòng bừa bộn, sắp xếp đồ đạc và giành thật nhiều sao.`;

/**
 * The home page's words, in Vietnamese. The same words throughout: "màn chơi" for a level,
 * "sao" for stars, "combo" (as Vietnamese players say it), "thanh dọn dẹp" for the cleaning
 * meter, "Chế độ Thiền" for Zen Mode ("Thiền" is the Vietnamese word for Zen).
 */
export const home: HomeWords = {
  meta: {
    title: `${name} - Trò chơi dọn dẹp trực tuyến miễn phí`,
    description: `${pitch} Không cần tải về, không cần đăng ký. Có hướng dẫn, mẹo chơi và giải đáp cho người chơi ở mọi lứa tuổi.`,
  },
  hero: {
    title: name,
    subtitle: "Trò chơi dọn dẹp trực tuyến miễn phí",
    intro: `Sắp xếp đồ đạc, lau sạch vết bẩn và biến những căn phòng bừa bộn thành sạch bong. ${name} miễn phí, chơi ngay trên trình duyệt và tự động lưu tiến trình của bạn.`,
    /** Read after "Tìm hiểu thêm" by screen readers and search engines. */
    learnMoreHidden: `về ${name}`,
  },
  share: { title: name, text: pitch },
  game: {
    title: `Chơi ${name}`,
    intro: `Chọn một dụng cụ trên thanh công cụ, kéo từng đồ vật về đúng chỗ và làm sạch mọi chỗ bẩn trước khi hết giờ.`,
    help: {
      text: "Trò chơi không tải được hoặc bị kẹt ở một căn phòng? Hãy {faq} hoặc {contact}.",
      faqLabel: "đọc phần FAQ",
      contactLabel: "liên hệ bộ phận hỗ trợ",
    },
  },
  about: {
    title: `Giới thiệu ${name}`,
    intro: `${name} biến việc dọn dẹp thường ngày thành một câu đố nhẹ nhàng mà cực kỳ đã mắt. Mỗi căn phòng là một màn chơi ngắn, xong chỉ trong vài phút, với sao để giành và đồ trang trí để mở khóa.`,
    featuresHeading: "Tính năng",
    features: [
      {
        title: "Dọn dẹp đã tay",
        body: "Lau, quét và hút bụi khắp phòng ngủ, nhà bếp và phòng tắm. Mỗi chỗ được làm sạch đều lấp lánh và làm đầy thanh dọn dẹp ở đầu màn hình.",
      },
      {
        title: "Sao và combo",
        body: "Xếp đúng nhiều đồ vật liên tiếp để tạo combo nhân điểm. Hoàn thành thật nhanh mà không mắc lỗi nào để giành trọn ba sao cho căn phòng.",
      },
      {
        title: "Trang trí phòng",
        body: "Sao giúp mở khóa phòng mới trên bản đồ ngôi nhà, còn xu dùng để mua thảm, cây cảnh và giấy dán tường ở Cửa hàng Trang trí, biến mỗi căn phòng đã dọn xong thành của riêng bạn.",
      },
      {
        title: "Chơi ở mọi nơi",
        body: "Chơi trên mọi trình duyệt hiện đại, trên máy tính, máy tính bảng hay điện thoại mà không cần tải về. Tiến trình được lưu trong trình duyệt, nên bạn có thể chơi tiếp từ chỗ đã dừng.",
      },
    ],
    benefitsHeading: "Vì sao người chơi yêu thích",
    benefits: [
      {
        title: "Giảm căng thẳng",
        body: "Ngắm một căn phòng bừa bộn trở nên sạch bong thật dễ chịu. Bật Chế độ Thiền để tắt đồng hồ và dọn dẹp theo nhịp của riêng bạn.",
      },
      {
        title: "Sáng tạo",
        body: "Chọn thảm, cây cảnh và giấy dán tường cho từng căn phòng đã dọn xong, rồi phối nhiều phong cách cho đến khi mỗi góc nhà đều mang dấu ấn của bạn.",
      },
      {
        title: "Năng suất",
        body: "Mỗi căn phòng rèn cho bạn cách lên kế hoạch: dẹp đồ đạc trước, rồi lau dọn từ trên xuống dưới. Nhiều người chơi thấy thói quen này còn giúp ích khi làm việc nhà thật.",
      },
      {
        title: "Giải trí",
        body: "Chạy đua với đồng hồ, nối dài chuỗi combo và chơi lại các phòng để được nhiều sao hơn. Tháng nào cũng có nội dung mới.",
      },
    ],
    playFreeNow: "Chơi miễn phí ngay",
  },
  guide: {
    title: "Hướng dẫn chơi và mẹo",
    intro: `Mới chơi ${name} hay đang săn ba sao ở mọi căn phòng? Hãy bắt đầu từ những điều cơ bản, tìm hiểu cách dùng từng dụng cụ, rồi áp dụng các mẹo nâng cao để tăng điểm.`,
    gettingStarted: {
      title: "Bắt đầu chơi",
      intro: "Căn phòng đầu tiên chỉ mất vài phút. Bắt đầu thế này nhé:",
      items: [
        "Nhấn “Chơi ngay” và đợi trò chơi tải xong, rồi chọn Phòng ngủ trên bản đồ ngôi nhà.",
        "Xem danh sách việc cần làm ở góc màn hình: danh sách cho biết còn bao nhiêu đồ vật cần sắp xếp và bao nhiêu chỗ bẩn cần làm sạch.",
        "Kéo từng đồ vật về đúng chỗ của nó, chẳng hạn đồ chơi vào thùng đồ chơi và quần áo vào giỏ đồ giặt.",
        "Chọn miếng bọt biển, cây chổi hoặc máy hút bụi trên thanh công cụ rồi chà lên chỗ bẩn cho đến khi sáng bóng.",
        "Làm đầy thanh dọn dẹp trước khi hết giờ để hoàn thành căn phòng và nhận sao.",
      ],
    },
    techniquesHeading: "Kỹ thuật dọn dẹp",
    techniques: [
      {
        title: "Sắp xếp",
        body: "Kéo đồ vật vào thùng, kệ hoặc giỏ có hình tương ứng. Thả đúng thì đồ vật khớp vào chỗ và combo tăng lên; thả sai thì đồ vật bật ra và combo về lại từ đầu.",
      },
      {
        title: "Lau",
        body: "Dùng miếng bọt biển cho bàn, gương và mặt bếp. Chà qua chà lại trên vết bẩn; vết dính phát sáng màu cam và cần chà thêm vài lần.",
      },
      {
        title: "Quét",
        body: "Dùng cây chổi trên sàn cứng để gom vụn thức ăn và bụi thành một đống, rồi chạm vào cái hốt rác để hốt cả đống một lần và nhận điểm thưởng.",
      },
      {
        title: "Hút bụi",
        body: "Chuyển sang máy hút bụi cho thảm. Máy làm sạch một dải rộng mỗi lần, vì vậy hãy di chuyển theo những đường thẳng chồng lên nhau một chút thay vì đi zíc zắc.",
      },
    ],
    advanced: [
      {
        title: "Chiến thuật dọn dẹp nâng cao",
        intro:
          "Khi đã quen các dụng cụ, những thói quen này giúp bạn tiết kiệm nhiều thời gian nhất:",
        items: [
          "Sắp xếp trước, lau dọn sau: đồ vật trên sàn che mất vết bẩn, nên dẹp chúng trước sẽ để lộ hết mọi chỗ bẩn cùng lúc.",
          "Làm từ trên xuống dưới. Lau kệ sẽ làm bụi rơi xuống sàn, nên hãy quét hoặc hút bụi sau cùng.",
          "Gom các đồ vật có cùng nơi cất rồi thả liền nhau để combo tiếp tục tăng.",
          "Để dành nút gợi ý đến cuối: nút này chỉ ra những chỗ bẩn cuối cùng bạn bỏ sót, nhưng sẽ làm mất combo.",
        ],
      },
      {
        title: "Mẹo cho từng phòng",
        intro: "Căn phòng nào cũng có những chỗ khó riêng:",
        items: [
          "Phòng ngủ: kiểm tra gầm giường và sau rèm cửa, nơi tất và đồ chơi nhỏ hay trốn.",
          "Nhà bếp: xếp bát đĩa vào bồn rửa trước khi lau mặt bếp, nếu không vụn thức ăn sẽ rơi lại lên chỗ đã sạch.",
          "Phòng tắm: lau gương sau cùng, vì nước bắn từ bồn rửa mặt có thể làm gương mờ trở lại.",
          "Nhà để xe: treo dụng cụ lên bảng treo trước để có chỗ trống, rồi quét sàn rộng bằng những đường dài.",
        ],
      },
      {
        title: "Điểm số và thành tựu",
        intro: "Điểm, sao và cúp đều theo những quy tắc đơn giản:",
        items: [
          "Mỗi đồ vật được sắp xếp và mỗi chỗ bẩn được làm sạch đều cho điểm, còn số giây còn lại trên đồng hồ thành điểm thưởng thời gian.",
          "Một sao khi hoàn thành kịp giờ, hai sao khi đạt điểm mục tiêu của phòng, ba sao khi không đặt sai đồ vật nào.",
          "Combo nhân điểm của bạn, nên một chuỗi sắp xếp dài đáng giá hơn là lau dọn thật nhanh.",
          "Cúp trong menu Thành tựu ghi nhận những cột mốc như căn phòng ba sao đầu tiên hay một combo hoàn hảo.",
        ],
      },
    ],
    proTipsHeading: "Mẹo của cao thủ",
    proTips: [
      "Đọc danh sách việc cần làm trước để biết chính xác việc gì được tính vào thanh dọn dẹp.",
      "Phóng to bằng hai ngón tay hoặc con lăn chuột để tìm những vụn nhỏ và đồ vật tí hon.",
      "Chơi lại các phòng đã xong: bạn đã thuộc bố cục, nên ba sao sẽ dễ hơn nhiều.",
      "Dùng xu mua những món đồ trang trí bạn thích; chúng không bao giờ làm bạn mất sao hay thời gian.",
      "Bật Chế độ Thiền để làm quen phòng mới thật thong thả, rồi tắt đi để săn sao.",
      "Trên màn hình nhỏ, hãy chơi ở chế độ toàn màn hình để đồ vật to hơn và dễ kéo hơn.",
    ],
  },
  faqSection: {
    title: "Câu hỏi thường gặp",
    intro: `Giải đáp nhanh về cách chơi ${name}. Muốn biết thêm? Trang FAQ đầy đủ có mọi câu hỏi chúng tôi nhận được.`,
    seeAll: "Xem tất cả câu hỏi",
  },
  faq: [
    {
      question: `${name} là trò chơi gì?`,
      answer: `${name} là trò chơi dọn dẹp và sắp xếp thư giãn. Mỗi màn chơi là một căn phòng bừa bộn: xếp đồ đạc vào đúng thùng và kệ, lau, quét và hút bụi, rồi nhận tối đa ba sao tùy theo thành tích của bạn.`,
    },
    {
      question: `${name} có miễn phí không?`,
      answer: `Có. Mọi căn phòng, dụng cụ và đồ trang trí đều có được bằng cách chơi. Không có gì phải mua và không giới hạn số phòng bạn chơi mỗi ngày.`,
    },
    {
      question: "Tôi có cần tải gì về hay đăng ký không?",
      answer: `Không. ${name} chạy ngay trong trình duyệt web, nên không cần cài đặt gì cả. Cũng không cần tài khoản: nhấn “Chơi ngay” là căn phòng đầu tiên mở ra liền.`,
    },
    {
      question: "Tôi có thể chơi trên những thiết bị nào?",
      answer: `Bất kỳ máy tính, máy tính bảng hay điện thoại nào có trình duyệt cập nhật như Chrome, Firefox, Safari hoặc Edge. Trên điện thoại, hãy xoay ngang máy để nhìn căn phòng lớn hơn.`,
    },
    {
      question: "Làm sao để lưu tiến trình?",
      answer: `Bạn không cần làm gì cả. Sao, phòng đã mở khóa và đồ trang trí được tự động lưu trong trình duyệt sau mỗi căn phòng, nên chỉ cần quay lại trên cùng trình duyệt và thiết bị là chơi tiếp được.`,
    },
    {
      question: "Điều khiển trò chơi như thế nào?",
      answer: `Chọn một dụng cụ trên thanh công cụ ở cuối màn hình, rồi nhấp hoặc chạm để dùng. Kéo đồ vật vào thùng hoặc kệ phù hợp, và chà qua chà lại trên vết bẩn để lau hoặc quét sạch.`,
    },
    {
      question: "Mục tiêu của mỗi căn phòng là gì?",
      answer: `Hoàn thành danh sách việc cần làm của phòng trước khi hết giờ: cất hết mọi đồ vật và làm sạch mọi chỗ bẩn. Thanh dọn dẹp ở phía trên đầy dần khi bạn làm, và căn phòng hoàn thành khi thanh đầy.`,
    },
    {
      question: "Mỗi căn phòng chơi mất bao lâu?",
      answer: `Những phòng đầu mất hai đến ba phút, các phòng lớn hơn về sau mất khoảng năm phút. Vì vậy bạn dễ dàng chơi một phòng trong giờ nghỉ ngắn và dừng lúc nào tùy thích.`,
    },
    {
      question: "Có cách chơi thư thả không bị tính giờ không?",
      answer: `Có. Bật Chế độ Thiền trong menu cài đặt (biểu tượng bánh răng) để tắt đồng hồ. Bạn vẫn nhận điểm và xu, nhưng các phòng chơi ở Chế độ Thiền không làm thay đổi số sao của bạn.`,
    },
    {
      question: `${name} có phù hợp với trẻ nhỏ không?`,
      answer: `Có. Trò chơi không có bạo lực, không trò chuyện với người lạ và không có gì phải mua. Các bé nhỏ tuổi chơi hợp nhất ở Chế độ Thiền, nơi các bé có thể sắp xếp và lau dọn theo nhịp của mình.`,
    },
  ],
};
