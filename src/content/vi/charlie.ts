import {
  PLATFORMER_ENDING_COUNT,
  PLATFORMER_LEVEL_COUNT,
  PLATFORMER_WORLD_COUNT,
  SPEEDSTER_LIMIT_MINUTES,
} from "@/lib/constants";
import { siteConfig } from "@/config/site";
import { CHARLIE_NAME } from "../names";
import type { CharlieWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
const tagline = "Cuộc phiêu lưu đi cảnh xèo xèo từ vỉ nướng đến bữa đại tiệc";
/**
 * The Charlie the Steak page's words, in Vietnamese. The game keeps its name; the characters,
 * worlds, levels and moves get Vietnamese names, as the German and Japanese pages give theirs.
 * Doneness uses the words of Vietnamese steak menus: Tái, Tái vừa, Chín vừa, Chín kỹ.
 */
export const charlie = (t: WordsTools): CharlieWords => {
  /** Vietnamese nouns do not change with the number: one form (`other`), number first. */
  const levels = t.count(PLATFORMER_LEVEL_COUNT, { other: "# màn chơi" });
  const worlds = t.count(PLATFORMER_WORLD_COUNT, { other: "# thế giới" });
  const kitchenWorlds = t.count(PLATFORMER_WORLD_COUNT, { other: "# thế giới nhà bếp" });
  const endings = t.count(PLATFORMER_ENDING_COUNT, { other: "# cái kết" });

  return {
    meta: {
      title: `${CHARLIE_NAME} - Trò chơi đi cảnh miễn phí và hướng dẫn | ${name}`,
      description: `Chơi ${CHARLIE_NAME} miễn phí trên trình duyệt và làm chủ trò chơi với hướng dẫn của chúng tôi: cách điều khiển, nhân vật, trọn ${levels} trong ${worlds}, mẹo chiến thuật, phần thưởng mở khóa và mọi cái kết.`,
    },
    hero: {
      title: CHARLIE_NAME,
      tagline,
      intro: `Giúp Charlie chạy, nhảy và lướt qua ${levels} trong ${kitchenWorlds}, giữ cho cậu càng tái càng tốt và thoát khỏi kế hoạch bữa tối của Bếp trưởng Hạt Tiêu. Hoàn toàn miễn phí và chơi ngay trên trình duyệt.`,
    },
    share: {
      title: CHARLIE_NAME,
      text: `Chơi ${CHARLIE_NAME} miễn phí ngay trên trình duyệt. ${tagline}.`,
    },
    sections: {
      game: {
        title: `Chơi ${CHARLIE_NAME}`,
        intro:
          "Trò chơi được tải từ trang của nhà phát hành. Hãy nhấp vào bên trong khung trò chơi trước để trò chơi nhận được phím bạn bấm.",
      },
      guide: {
        title: "Hướng dẫn chơi",
        intro:
          "Học cách điều khiển, làm chủ các kỹ năng đặc biệt của Charlie và hiểu cách trò chơi tính độ chín của cậu.",
        controls: "Điều khiển",
        controlsCaption: "Điều khiển bằng bàn phím và cảm ứng",
        actionColumn: "Hành động",
        inputColumn: "Bàn phím / Cảm ứng",
        abilities: "Kỹ năng đặc biệt",
        mechanics: "Cơ chế trò chơi",
      },
      characters: {
        title: "Nhân vật",
        intro:
          "Làm quen với các anh hùng, kẻ phản diện và những người bạn bạn sẽ gặp trên đường. Mỗi nhân vật chính đều có một kỹ năng đặc biệt và một điểm yếu.",
        specialAbility: "Kỹ năng đặc biệt",
        weakness: "Điểm yếu",
        supportingCast: "Nhân vật phụ",
      },
      worlds: {
        title: "Thế giới và màn chơi",
        intro: `${levels} trải đều trên ${worlds}, thế giới nào cũng kết thúc bằng một màn cuối khó hơn.`,
        level: (number: number, name: string) => `Màn ${t.number(number)}: ${name}`,
      },
      strategy: {
        title: "Mẹo chiến thuật",
        intro:
          "Những thói quen làm nên khác biệt giữa một miếng bít tết chín kỹ và một lượt chơi tái hoàn hảo.",
      },
      unlockables: {
        title: "Mở khóa và phần thưởng",
        intro:
          "Gia vị giúp Charlie mạnh hơn, thành tựu ghi lại tài năng của bạn, và những gì bạn thu thập sẽ quyết định câu chuyện của cậu kết thúc ra sao.",
        seasonings: "Gia vị",
        achievements: "Thành tựu",
        endings: "Các cái kết",
        bonusContent: "Nội dung thưởng",
      },
      community: {
        title: "Cộng đồng và tài nguyên",
        intro: "Khoe lượt chơi, chia sẻ bí mật và nhờ người chơi khác giúp đỡ.",
        comingSoon: "(sắp ra mắt)",
      },
    },
    about: {
      title: "Về hướng dẫn và các tính năng chính",
      intro: `Hướng dẫn này nói về cách điều khiển, kỹ năng của Charlie, mọi nhân vật, trọn ${levels}, cùng cách mở khóa gia vị, thành tựu và cả ${endings}. Hãy dùng nó khi bị kẹt hoặc khi muốn chinh phục một lượt chơi hoàn hảo.`,
      keyFeatures: [
        {
          title: "Đi cảnh chính xác",
          body: "Charlie di chuyển nhanh và dừng đúng chỗ bạn thả phím, nên những cú nhảy khó vẫn công bằng. Nhảy đôi và lướt có thể nối liền nhau thành những pha chạy dài, mượt mà.",
        },
        {
          title: "Máu là độ chín",
          body: "Thay vì mất trái tim, Charlie chín thêm một chút mỗi lần trúng đòn. Hãy tránh chảo nóng để cậu vẫn còn tái, và làm mát cậu bằng những viên đá tìm thấy trên đường.",
        },
        {
          title: t.count(PLATFORMER_WORLD_COUNT, { other: "# thế giới đầy màu sắc" }),
          body: "Chạy qua mặt bếp, trượt trên kệ tủ lạnh, leo tháp trong kho bếp và quậy tung một bữa tiệc tối. Mỗi thế giới có thêm một mối nguy mới và kết thúc bằng một màn cuối khó nhằn.",
        },
        {
          title: "Bí mật và nhiều cái kết",
          body: `Những chiếc nĩa vàng giấu kín, gia vị để sưu tầm và một công thức bí mật là phần thưởng cho người thích khám phá. Những gì bạn tìm được sẽ quyết định bạn thấy cái kết nào trong ${endings}.`,
        },
      ],
    },
    guide: {
      controls: [
        {
          action: "Di chuyển",
          input: "Phím mũi tên hoặc A và D / Cảm ứng: nút trái và phải",
        },
        { action: "Nhảy", input: "Phím cách, W hoặc mũi tên lên / Cảm ứng: nút nhảy" },
        {
          action: "Nhảy đôi",
          input: "Nhấn nhảy lần nữa khi đang ở trên không / Cảm ứng: chạm nút nhảy lần nữa",
        },
        { action: "Lướt Xèo Xèo", input: "Shift hoặc J / Cảm ứng: nút ngọn lửa" },
        {
          action: "Dậm Áp Chảo",
          input: "Mũi tên xuống hoặc S khi đang ở trên không / Cảm ứng: vuốt xuống",
        },
        {
          action: "Nói chuyện hoặc mở cửa",
          input: "E khi đứng gần cửa hoặc bạn bè / Cảm ứng: chạm vào bong bóng thoại",
        },
        { action: "Tạm dừng", input: "Esc hoặc P / Cảm ứng: biểu tượng tạm dừng ở góc trên" },
      ],
      abilities: [
        {
          title: "Nhảy đôi",
          body: "Nhảy thêm lần nữa trên không để lên những gờ cao hoặc cứu một cú nhảy bị hụt. Cú nhảy thứ hai được hồi lại mỗi khi Charlie chạm đất hoặc chạm tường.",
        },
        {
          title: "Lướt Xèo Xèo",
          body: "Một cú tăng tốc chớp nhoáng đưa Charlie qua những khoảng trống rộng và phá tan thùng bánh mì nướng. Kỹ năng hồi lại sau khoảng một giây, khi biểu tượng ngọn lửa chuyển lại màu cam.",
        },
        {
          title: "Dậm Áp Chảo",
          body: "Lao thẳng từ trên không xuống để phá sàn bánh quy nứt, gạt công tắc và làm choáng kẻ thù từ phía trên. Dậm trúng kẻ thù sẽ làm Charlie bật ngược lên cao.",
        },
        {
          title: "Trượt Mỡ",
          body: "Chạy lên sàn dính dầu mỡ và giữ nút xuống để trượt qua khe thấp với tốc độ tối đa. Nhảy ra khỏi cú trượt sẽ đưa Charlie bay xa hơn cú nhảy thường.",
        },
      ],
      mechanics: [
        {
          title: "Độ chín",
          body: "Máu của Charlie đi từ Tái, Tái vừa, Chín vừa đến Chín kỹ. Mỗi lần trúng đòn, cậu chín thêm một mức; bị trúng đòn khi đã Chín kỹ thì cậu quay về điểm lưu gần nhất. Viên đá làm cậu mát lại một mức.",
        },
        {
          title: "Điểm lưu",
          body: "Chạm vào lá cờ tăm để cắm cờ. Nếu Charlie bị hạ gục, cậu bắt đầu lại ở lá cờ gần nhất với độ chín trở về Tái, nhưng gia vị đang có tác dụng sẽ hết hiệu lực.",
        },
        {
          title: "Nĩa vàng",
          body: "Màn chơi nào cũng giấu ba chiếc nĩa vàng, thường ở sau những bức tường phá được hoặc phía trên màn hình. Thu thập chúng sẽ mở khóa nội dung thưởng và giúp bạn đến gần những cái kết tốt nhất.",
        },
        {
          title: "Gia vị",
          body: "Những lọ rắc gia vị rải khắp các màn chơi cho Charlie sức mạnh trong chốc lát. Mỗi lúc chỉ có một gia vị có tác dụng, nên nhặt gia vị mới sẽ thay thế hiệu ứng hiện tại.",
        },
      ],
    },
    characters: [
      {
        name: "Charlie",
        role: "Người hùng",
        description:
          "Một miếng thăn bò nhỏ mà gan dạ, nhảy khỏi thớt khi nghe lỏm được mình sẽ là món chính tối nay. Cậu nhanh nhẹn, bướng bỉnh và quyết tâm trở về vỉ nướng một cách nguyên vẹn.",
        specialAbility:
          "Lướt Xèo Xèo: một cú tăng tốc rực lửa giúp vượt khoảng trống và phá thùng.",
        weakness:
          "Sức nóng. Bếp lò, chảo nóng và hơi nước làm cậu chín nhanh hơn, nên mỗi lần bị bỏng là mất một mức độ chín.",
      },
      {
        name: "Bella Bông Cải",
        role: "Bạn thân và người dẫn đường của Charlie",
        description:
          "Một cô bông cải xanh vui tính, thuộc lòng mọi lối tắt trong nhà bếp. Cô xuất hiện ở những chỗ quan trọng để gợi ý và mở lối đi bí mật khi bạn có đủ nĩa vàng.",
        specialAbility:
          "Mầm Lò Xo: trồng một mầm cây đàn hồi bật Charlie lên những gờ cao ngoài tầm với.",
        weakness:
          "Hơi nước làm cô héo rũ, nên cô không thể theo Charlie vào những khu nhiều hơi nước nhất của các màn bếp lò.",
      },
      {
        name: "Bếp trưởng Hạt Tiêu",
        role: "Kẻ phản diện",
        description:
          "Một đầu bếp kiêu hãnh đang lên kế hoạch cho bữa tiệc hoành tráng nhất mà Phòng Ăn từng thấy, với Charlie là món chính. Ông đuổi theo Charlie qua mọi thế giới và chờ cậu ở bữa tiệc cuối cùng.",
        specialAbility:
          "Bão Tiêu: hắt hơi ra những đám mây tiêu thổi Charlie lùi lại và che khuất các bệ đỡ.",
        weakness:
          "Sau mỗi trận Bão Tiêu, ông phải dừng lại để hắt hơi, đó là lúc tung một cú Dậm Áp Chảo.",
      },
      {
        name: "Khoai Tròn",
        role: "Từ đối thủ thành đồng minh",
        description:
          "Một củ khoai tây cứng cựa canh giữ Kho Bếp và cho rằng bít tết lúc nào cũng được chú ý hết. Sau khi Charlie thắng cậu trong cuộc đua xuyên Hầm Củ, Khoai Tròn trở thành một người bạn trung thành.",
        specialAbility:
          "Lăn Càn Quét: cuộn tròn người và lăn thật nhanh, đè bẹp mọi thứ trên đường.",
        weakness:
          "Cậu không thể dừng hay rẽ nhanh. Hãy nhảy qua khi cậu lăn tới, cậu sẽ đâm sầm vào tường và choáng váng.",
      },
    ],
    supportingCast: [
      {
        name: "Chị Em Nhà Muối",
        description:
          "Hai lọ muối mở một cửa hàng nhỏ ở mỗi thế giới. Hãy đổi nĩa vàng với họ để lấy gia vị hoặc một gợi ý về nơi giấu bí mật của màn chơi.",
      },
      {
        name: "Băng Rau Thơm",
        description:
          "Húng Quế, Cỏ Xạ Hương và Hương Thảo trốn trong những chậu hoa dọc đường. Tìm đủ cả ba trong một màn chơi, họ sẽ mở một lối tắt đầy lá xanh giúp bỏ qua một đoạn khó.",
      },
      {
        name: "Đội trưởng Cà Rốt",
        description:
          "Người chỉ huy đội tuần tra rau củ của Tủ Lạnh Băng Giá. Anh dạy Charlie cú Trượt Mỡ và cảnh báo cậu về những kệ băng trơn nhất.",
      },
    ],
    worlds: [
      {
        name: "Vương quốc Nhà Bếp",
        description:
          "Thế giới đầu tiên gồm mặt bếp, bếp lò và thớt. Thế giới này dạy những điều cơ bản, rồi thêm chảo nóng và bếp lửa chập chờn sẽ làm Charlie chín nếu cậu đứng yên.",
        levels: [
          {
            name: "Chạy Trên Thớt",
            description:
              "Một khởi đầu nhẹ nhàng giới thiệu cách chạy, nhảy và nhảy đôi. Hãy nhìn ra sau giá cắm dao để tìm chiếc nĩa vàng đầu tiên.",
          },
          {
            name: "Bếp Lò Xèo Xèo",
            description:
              "Các bếp lửa bật tắt theo một nhịp đều đặn. Đợi ánh đỏ tắt rồi mới đi qua, và dùng Lướt Xèo Xèo để vượt những bếp rộng.",
          },
          {
            name: "Đại Chiến Chảo Rán",
            description:
              "Cái bẫy đầu tiên của Bếp trưởng Hạt Tiêu: một chiếc chảo khổng lồ nghiêng qua nghiêng lại. Hãy đứng ở phía cao hơn và tung Dậm Áp Chảo vào tay cầm khi nó chuyển sang màu xanh.",
          },
        ],
      },
      {
        name: "Tủ Lạnh Băng Giá",
        description:
          "Kệ băng và ngăn kéo phủ sương rất trơn, nên Charlie trượt xa hơn sau mỗi cú nhảy. Tin vui là ở đây chỗ nào cũng có đá viên, nên lấy lại độ chín rất dễ.",
        levels: [
          {
            name: "Leo Ngăn Rau",
            description:
              "Nhảy qua lại giữa những lá xà lách và ngăn kéo trượt. Đội trưởng Cà Rốt chờ sẵn trên đỉnh để dạy bạn cú Trượt Mỡ.",
          },
          {
            name: "Trượt Khay Đá",
            description:
              "Một màn chơi tốc độ trên mặt băng trơn. Hãy nhảy sớm một chút, vì Charlie vẫn trượt tiếp sau khi bạn đã thả phím hướng.",
          },
          {
            name: "Đỉnh Ngăn Đông",
            description:
              "Leo lên ngăn đông trong khi gió lạnh đẩy Charlie lùi lại. Chỉ lướt ngược gió khi những bông tuyết ngừng xoáy.",
          },
        ],
      },
      {
        name: "Hành Lang Kho Bếp",
        description:
          "Những kệ cao đầy hộp ngũ cốc, lon lăn lông lốc và lối đi tối om. Thế giới này là chuyện leo trèo: hãy tính trước các cú nhảy đôi và coi chừng lon rơi từ trên xuống.",
        levels: [
          {
            name: "Hẻm Núi Hộp Ngũ Cốc",
            description:
              "Nhảy qua những tòa tháp hộp ngũ cốc. Tung Dậm Áp Chảo vào những hộp bị nứt để rơi xuống các phòng bí mật đầy nĩa vàng.",
          },
          {
            name: "Chinh Phục Kệ Gia Vị",
            description:
              "Một chặng leo thẳng đứng thật cao qua những kệ đầy hũ lọ. Cửa hàng của Chị Em Nhà Muối nằm ở lưng chừng, là chỗ lý tưởng để chuẩn bị trước khi lên đỉnh.",
          },
          {
            name: "Hầm Củ của Khoai Tròn",
            description:
              "Đua với Khoai Tròn qua một căn hầm tối. Để cậu lăn qua trước, rồi nhảy qua đầu cậu để cậu đâm sầm vào tường.",
          },
        ],
      },
      {
        name: "Phòng Ăn",
        description:
          "Thế giới cuối cùng trải dài qua khăn trải bàn và những chiếc đèn chùm đong đưa đến tận bàn tiệc của Bếp trưởng Hạt Tiêu. Hãy chuẩn bị gặp mọi mối nguy bạn từng thấy, thường là cùng một lúc.",
        levels: [
          {
            name: "Băng Qua Khăn Trải Bàn",
            description:
              "Khăn trải bàn gợn lên như sóng, nâng lên rồi hạ xuống các bệ đỡ. Nhảy từ đỉnh một con sóng để có những cú nhảy xa nhất.",
          },
          {
            name: "Đu Đèn Chùm",
            description:
              "Đu qua lại giữa những chiếc đèn chùm cao tít trên bàn ăn. Công thức bí mật được giấu trên chiếc đèn chùm cao nhất, chỉ tới được bằng một cú lướt đúng thời điểm.",
          },
          {
            name: "Đại Tiệc",
            description:
              "Trận quyết chiến với Bếp trưởng Hạt Tiêu. Né những trận Bão Tiêu của ông, rồi tung Dậm Áp Chảo mỗi khi ông dừng lại hắt hơi.",
          },
        ],
      },
    ],
    strategyTips: [
      {
        title: "Nhìn trước khi nhảy",
        body: "Dừng lại ở mép mỗi màn hình mới và quan sát các mối nguy một chút. Bếp lửa, lon rơi và mây tiêu đều có quy luật mà bạn có thể học được.",
      },
      {
        title: "Để dành cú lướt",
        body: "Giữ Lướt Xèo Xèo cho lúc nguy cấp. Nếu cú nhảy bị hụt, hãy lướt trên không để tới gờ, rồi nhảy đôi nếu cần cao hơn.",
      },
      {
        title: "Làm mát trước khi gặp trùm",
        body: "Nhặt một viên đá hoặc Nhánh Hương Thảo ngay trước cửa phòng trùm để bắt đầu trận đấu ở mức Tái, khi bạn được phép mắc nhiều lỗi nhất.",
      },
      {
        title: "Xem kỹ trần và tường",
        body: "Nĩa vàng hay trốn phía trên màn hình hoặc sau những bức tường trông hơi nứt. Hãy dậm hoặc lướt vào bất cứ thứ gì đáng ngờ.",
      },
      {
        title: "Cắm mọi lá cờ",
        body: "Chạm vào lá cờ tăm chẳng tốn gì mà giúp bạn khỏi phải chơi lại một đoạn dài. Ở những màn khó, hãy quay lại cắm cả lá cờ bạn lỡ chạy qua.",
      },
    ],
    seasonings: [
      {
        name: "Muối Biển",
        effect: "Một lớp khiên giòn rụm chặn đòn đánh kế tiếp, để Charlie không bị chín thêm.",
      },
      {
        name: "Tiêu Xay",
        effect: "Giúp Charlie nhảy cao hơn trong chốc lát, hoàn hảo để lên những gờ bí mật.",
      },
      {
        name: "Bột Ớt Paprika",
        effect: "Hồi Lướt Xèo Xèo gần như ngay lập tức, giúp bạn lướt liên tiếp nhiều lần.",
      },
      {
        name: "Nhánh Hương Thảo",
        effect: "Làm Charlie mát lại một mức độ chín ngay khi bạn nhặt được.",
      },
      {
        name: "Tỏi Bột",
        effect: "Mùi hăng nồng khiến kẻ thù nhỏ bỏ chạy khỏi Charlie trong chốc lát.",
      },
      {
        name: "Ớt Vảy",
        effect: "Vài giây bất bại rực lửa; Charlie có thể chạy xuyên qua kẻ thù và chảo nóng.",
      },
    ],
    achievements: [
      {
        name: "Lần Áp Chảo Đầu Tiên",
        requirement: "Hoàn thành màn đầu tiên, Chạy Trên Thớt.",
      },
      {
        name: "Thợ Săn Nĩa",
        requirement: "Thu thập mọi chiếc nĩa vàng trong một thế giới.",
      },
      {
        name: "Vẫn Còn Tái",
        requirement: "Hoàn thành một màn bất kỳ mà không trúng đòn nào.",
      },
      {
        name: "Nhà Sưu Tầm Gia Vị",
        requirement: "Dùng mỗi loại gia vị ít nhất một lần.",
      },
      {
        name: "Tay Đua Tốc Độ",
        requirement: `Phá đảo toàn bộ trò chơi trong chưa đến ${t.count(SPEEDSTER_LIMIT_MINUTES, { other: "# phút" })}.`,
      },
      {
        name: "Trọn Thực Đơn",
        requirement: `Xem đủ cả ${endings}.`,
      },
    ],
    endings: [
      {
        name: "Trở Về Vỉ Nướng",
        howToReach:
          "Cái kết thông thường: đánh bại Bếp trưởng Hạt Tiêu trong màn Đại Tiệc và Charlie lên đường về nhà.",
      },
      {
        name: "Bữa Tiệc Bạn Bè",
        howToReach:
          "Thu thập mọi chiếc nĩa vàng trước trận cuối. Bella, Khoai Tròn và Đội trưởng Cà Rốt cùng Charlie mở tiệc mừng chiến thắng.",
      },
      {
        name: "Tái Hoàn Hảo",
        howToReach:
          "Đánh bại Bếp trưởng Hạt Tiêu mà không trúng đòn nào, để Charlie vẫn còn Tái khi trận đấu kết thúc.",
      },
      {
        name: "Học Trò Của Bếp Trưởng",
        howToReach:
          "Tìm công thức bí mật trong màn Đu Đèn Chùm, rồi trao nó cho Bếp trưởng Hạt Tiêu thay vì tung cú dậm cuối cùng. Ông treo con dao thái thịt lên và mở một tiệm bánh thay vào đó.",
      },
    ],
    bonusContent: [
      {
        title: "Phòng Tranh Phác Thảo",
        body: "Những bản phác thảo đầu tiên về Charlie, bạn bè của cậu và mọi thế giới. Càng thu thập nhiều nĩa vàng, bạn càng mở khóa thêm nhiều trang mới.",
      },
      {
        title: "Chế độ Chín Kỹ",
        body: "Chế độ khó được mở khóa sau cái kết đầu tiên của bạn. Charlie bắt đầu mỗi màn ở mức Chín vừa và các điểm lưu cách xa nhau hơn.",
      },
      {
        title: "Nghe Thử Âm Thanh",
        body: "Nghe mọi bản nhạc và hiệu ứng âm thanh từ menu tạm dừng, mở khóa khi bạn hoàn thành Phòng Ăn.",
      },
    ],
    communityLinks: [
      {
        label: "Máy chủ Discord",
        description:
          "Trò chuyện với người chơi khác, chia sẻ những chỗ bí mật và nhờ giúp đỡ ở những màn khó.",
        page: null,
      },
      {
        label: "Bảng xếp hạng Speedrun",
        description:
          "So sánh thời gian tốt nhất của bạn và xem lộ trình của những người chơi nhanh nhất.",
        page: null,
      },
      {
        label: "Phòng tranh của người hâm mộ",
        description:
          "Tranh vẽ, truyện tranh và đồ thủ công về Charlie và bạn bè do người chơi làm.",
        page: null,
      },
      {
        label: "Câu hỏi thường gặp",
        description:
          "Giải đáp về lưu tiến trình, điều khiển, âm thanh và cách xử lý khi trò chơi không tải được.",
        page: "faq",
      },
    ],
  };
};
