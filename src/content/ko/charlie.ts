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
const tagline = "그릴에서 성대한 만찬까지, 지글지글 플랫폼 대모험";
/**
 * The Charlie the Steak page's words, in Korean. The game keeps its Latin name; read aloud it ends
 * in a vowel (스테이크), so it takes 는/를. The hero is 찰리 in the prose, and the cast and places
 * get Korean names as the German and Japanese pages give theirs. Doneness uses the words of Korean
 * steak menus: 레어, 미디엄 레어, 미디엄, 웰던; "doneness" itself is 굽기.
 */
export const charlie = (t: WordsTools): CharlieWords => {
  /**
   * Korean counts have one form (`other`): the number with its counter word. Each count is
   * followed by particles that agree with its last syllable (레벨 → 을/이, 엔딩 → 을).
   */
  const levels = t.count(PLATFORMER_LEVEL_COUNT, { other: "#개 레벨" });
  const worlds = t.count(PLATFORMER_WORLD_COUNT, { other: "#개의 월드" });
  const kitchenWorlds = t.count(PLATFORMER_WORLD_COUNT, { other: "#개의 주방 월드" });
  const endings = t.count(PLATFORMER_ENDING_COUNT, { other: "#가지 엔딩" });

  return {
    meta: {
      title: `${CHARLIE_NAME} - 플랫폼 게임 공략 가이드와 무료 게임 | ${name}`,
      description: `브라우저에서 ${CHARLIE_NAME}를 무료로 플레이하고 공략 가이드로 마스터하세요. 조작법, 캐릭터, ${worlds}에 걸친 ${levels} 전체, 공략 팁, 잠금 해제 요소, 모든 엔딩까지 담았어요.`,
    },
    hero: {
      title: CHARLIE_NAME,
      tagline,
      intro: `찰리와 함께 ${kitchenWorlds}, ${levels}을 달리고, 점프하고, 대시하며 누벼 보세요. 최대한 레어 상태를 지키면서 후추 셰프의 저녁 식사 계획에서 탈출하는 게 목표예요. 무료이고 브라우저에서 바로 플레이할 수 있어요.`,
    },
    share: {
      title: CHARLIE_NAME,
      text: `브라우저에서 ${CHARLIE_NAME}를 무료로 플레이하세요. ${tagline}.`,
    },
    sections: {
      game: {
        title: `${CHARLIE_NAME} 플레이하기`,
        intro:
          "게임은 제공 사이트에서 로드돼요. 키 입력이 게임에 전달되도록 먼저 게임 화면 안을 클릭하세요.",
      },
      guide: {
        title: "게임 가이드",
        intro:
          "조작법을 익히고, 찰리의 특수 능력을 마스터하고, 게임이 찰리가 얼마나 구워졌는지 어떻게 따지는지 알아보세요.",
        controls: "조작법",
        controlsCaption: "키보드와 터치 조작",
        actionColumn: "동작",
        inputColumn: "키보드 / 터치",
        abilities: "특수 능력",
        mechanics: "게임 시스템",
      },
      characters: {
        title: "캐릭터",
        intro:
          "주인공들과 악당, 그리고 모험 중에 만날 친구들을 소개할게요. 주요 캐릭터는 모두 특수 능력과 약점이 하나씩 있어요.",
        specialAbility: "특수 능력",
        weakness: "약점",
        supportingCast: "조연",
      },
      worlds: {
        title: "월드와 레벨",
        intro: `${worlds}에 ${levels}이 있고, 월드마다 마지막에는 더 어려운 최종 레벨이 기다려요.`,
        level: (number: number, name: string) => `레벨 ${t.number(number)}: ${name}`,
      },
      strategy: {
        title: "공략 팁",
        intro: "웰던이 되어 버리느냐, 완벽한 레어로 클리어하느냐는 이런 습관에 달려 있어요.",
      },
      unlockables: {
        title: "잠금 해제 요소와 보상",
        intro:
          "양념은 찰리를 강하게 만들어 주고, 업적은 실력을 기록해요. 그리고 무엇을 모으느냐에 따라 찰리 이야기의 결말이 달라져요.",
        seasonings: "양념",
        achievements: "업적",
        endings: "엔딩",
        bonusContent: "보너스 콘텐츠",
      },
      community: {
        title: "커뮤니티와 자료",
        intro: "플레이 기록을 공유하고, 비밀을 나누고, 다른 플레이어에게 도움을 받아 보세요.",
        comingSoon: "(준비 중)",
      },
    },
    about: {
      title: "가이드 소개와 주요 특징",
      intro: `이 가이드는 조작법, 찰리의 능력, 모든 캐릭터, ${levels} 전부, 그리고 양념과 업적, ${endings}을 모두 잠금 해제하는 방법을 다뤄요. 막혔을 때나 완벽한 클리어에 도전할 때 활용하세요.`,
      keyFeatures: [
        {
          title: "손맛 좋은 플랫폼 액션",
          body: "찰리는 빠르게 움직이고 키를 뗀 곳에서 정확히 멈춰요. 그래서 까다로운 점프도 억울하지 않아요. 더블 점프와 대시를 이어서 길고 매끄럽게 달릴 수 있어요.",
        },
        {
          title: "체력 대신 굽기",
          body: "하트 대신, 찰리는 공격을 받을 때마다 조금씩 더 구워져요. 뜨거운 팬을 피해서 레어 상태를 지키고, 가는 길에 찾은 얼음 조각으로 열을 식혀 주세요.",
        },
        {
          title: t.count(PLATFORMER_WORLD_COUNT, { other: "#개의 테마 월드" }),
          body: "가스레인지 위를 달리고, 냉장고 선반에서 미끄러지고, 식료품 창고의 탑을 오르고, 디너 파티에 뛰어드세요. 월드마다 새로운 위험이 등장하고, 마지막에는 어려운 최종 레벨이 기다려요.",
        },
        {
          title: "비밀과 멀티 엔딩",
          body: `숨겨진 황금 포크, 모을 수 있는 양념, 비밀 레시피가 탐험하는 플레이어를 기다려요. 무엇을 찾느냐에 따라 ${endings} 중 어떤 엔딩을 볼지 정해져요.`,
        },
      ],
    },
    guide: {
      controls: [
        { action: "이동", input: "방향키 또는 A와 D / 터치: 왼쪽·오른쪽 버튼" },
        { action: "점프", input: "스페이스, W 또는 위쪽 방향키 / 터치: 점프 버튼" },
        {
          action: "더블 점프",
          input: "공중에서 점프 한 번 더 / 터치: 점프 버튼 한 번 더 탭",
        },
        { action: "지글지글 대시", input: "Shift 또는 J / 터치: 불꽃 버튼" },
        {
          action: "노릇노릇 쿵",
          input: "공중에서 아래쪽 방향키 또는 S / 터치: 아래로 스와이프",
        },
        {
          action: "대화하기 또는 문 열기",
          input: "문이나 친구 근처에서 E / 터치: 말풍선 탭",
        },
        { action: "일시 정지", input: "Esc 또는 P / 터치: 위쪽 구석의 일시 정지 아이콘" },
      ],
      abilities: [
        {
          title: "더블 점프",
          body: "공중에서 한 번 더 점프해서 높은 발판에 닿거나, 모자랐던 점프를 만회하세요. 찰리가 땅이나 벽에 닿을 때마다 두 번째 점프를 다시 쓸 수 있어요.",
        },
        {
          title: "지글지글 대시",
          body: "순간적으로 속도를 높여 넓은 틈을 건너고 토스트 상자를 부숴요. 1초쯤 지나 불꽃 아이콘이 다시 주황색이 되면 또 쓸 수 있어요.",
        },
        {
          title: "노릇노릇 쿵",
          body: "공중에서 아래로 쿵 내려찍어서 금 간 크래커 바닥을 부수고, 스위치를 누르고, 적을 위에서 기절시켜요. 적 위에 내려찍으면 찰리가 다시 위로 튀어 올라요.",
        },
        {
          title: "기름 슬라이딩",
          body: "기름진 바닥으로 달려가서 아래쪽을 누르고 있으면 전속력으로 낮은 틈 밑을 미끄러져 지나가요. 슬라이딩 중에 점프하면 보통 점프보다 더 멀리 날아가요.",
        },
      ],
      mechanics: [
        {
          title: "굽기",
          body: "찰리의 체력은 레어, 미디엄 레어, 미디엄, 웰던 순서로 바뀌어요. 공격을 받을 때마다 한 단계씩 더 구워지고, 웰던일 때 공격을 받으면 마지막 체크포인트로 돌아가요. 얼음 조각을 먹으면 한 단계 식어요.",
        },
        {
          title: "체크포인트",
          body: "이쑤시개 깃발에 닿으면 깃발이 꽂혀요. 찰리가 쓰러지면 마지막 깃발에서 다시 시작하고 굽기도 레어로 돌아가지만, 효과가 남아 있던 양념은 사라져요.",
        },
        {
          title: "황금 포크",
          body: "레벨마다 황금 포크가 세 개씩 숨겨져 있어요. 부서지는 벽 뒤나 화면 위쪽에 있을 때가 많아요. 모으면 보너스 콘텐츠가 잠금 해제되고, 더 좋은 엔딩에도 가까워져요.",
        },
        {
          title: "양념",
          body: "레벨 곳곳에 놓인 양념통을 먹으면 잠깐 동안 파워업해요. 양념 효과는 한 번에 하나만 있어서, 새 양념을 먹으면 지금 효과가 새것으로 바뀌어요.",
        },
      ],
    },
    characters: [
      {
        name: "찰리",
        role: "주인공",
        description:
          "오늘 밤 메인 요리가 자기라는 말을 엿듣고 도마에서 뛰어내린 용감한 꼬마 등심 스테이크. 날쌔고 고집 세고, 멀쩡한 모습으로 집인 그릴에 돌아가겠다고 굳게 마음먹었어요.",
        specialAbility: "지글지글 대시: 불꽃처럼 순식간에 속도를 높여 틈을 건너고 상자를 부숴요.",
        weakness:
          "열. 가스레인지, 뜨거운 팬, 수증기에 닿으면 더 빨리 구워져서, 델 때마다 굽기가 한 단계씩 올라가요.",
      },
      {
        name: "브로콜리 벨라",
        role: "찰리의 단짝이자 길잡이",
        description:
          "주방의 지름길을 모두 알고 있는 명랑한 브로콜리. 중요한 곳에 나타나 힌트를 주고, 황금 포크를 충분히 모으면 숨겨진 길을 열어 줘요.",
        specialAbility:
          "새싹 스프링: 통통 튀는 새싹 발판을 심어서 찰리를 손이 닿지 않던 발판까지 튕겨 올려요.",
        weakness:
          "수증기를 맞으면 시들어 버려서, 가스레인지 레벨에서 수증기가 가장 많은 곳까지는 찰리를 따라갈 수 없어요.",
      },
      {
        name: "후추 셰프",
        role: "악당",
        description:
          "다이닝 룸 역사상 가장 성대한 만찬을 준비하는 자존심 강한 셰프. 그 만찬의 메인 요리는 바로 찰리예요. 모든 월드에서 찰리를 쫓아다니고, 마지막 만찬 자리에서 찰리를 기다리고 있어요.",
        specialAbility:
          "후추 폭풍: 재채기로 후추 구름을 뿜어서 찰리를 뒤로 날려 보내고 발판을 가려요.",
        weakness:
          "후추 폭풍을 쓴 뒤에는 꼭 멈춰서 재채기를 해야 해요. 바로 그 틈에 노릇노릇 쿵을 날릴 수 있어요.",
      },
      {
        name: "감자돌이",
        role: "라이벌에서 동료로",
        description:
          "식료품 창고를 지키는 억센 감자. 스테이크만 관심을 독차지한다고 못마땅해해요. 지하 저장고를 달리는 경주에서 찰리에게 진 뒤로는 든든한 친구가 돼요.",
        specialAbility:
          "데굴데굴 돌진: 몸을 동그랗게 말아 엄청난 속도로 굴러가며 앞길에 있는 모든 것을 납작하게 만들어요.",
        weakness:
          "빨리 멈추거나 방향을 바꾸지 못해요. 굴러올 때 뛰어넘으면 벽에 쾅 부딪혀서 어지러워해요.",
      },
    ],
    supportingCast: [
      {
        name: "소금 자매",
        description:
          "월드마다 작은 가게를 여는 소금통 두 자매. 황금 포크를 건네면 양념이나, 그 레벨의 비밀이 숨겨진 곳에 대한 힌트로 바꿔 줘요.",
      },
      {
        name: "허브 텃밭 삼총사",
        description:
          "바질, 타임, 로즈메리가 가는 길 곳곳의 화분에 숨어 있어요. 한 레벨에서 셋을 모두 찾으면 어려운 구간을 건너뛰는 잎사귀 지름길을 열어 줘요.",
      },
      {
        name: "당근 대장",
        description:
          "꽁꽁 냉장고 채소 순찰대의 대장. 찰리에게 기름 슬라이딩을 가르쳐 주고, 가장 미끄러운 얼음 선반을 조심하라고 알려 줘요.",
      },
    ],
    worlds: [
      {
        name: "주방 왕국",
        description:
          "조리대, 가스레인지, 도마로 이루어진 첫 번째 월드예요. 기본을 익히고 나면 뜨거운 팬과 깜빡이는 버너가 나오는데, 가만히 서 있으면 찰리가 구워져 버려요.",
        levels: [
          {
            name: "도마 달리기",
            description:
              "달리기, 점프, 더블 점프를 배우는 쉬운 시작이에요. 칼꽂이 뒤에서 첫 번째 황금 포크를 찾아보세요.",
          },
          {
            name: "지글지글 가스레인지",
            description:
              "버너가 일정한 리듬으로 켜졌다 꺼졌다 해요. 빨간 불빛이 사라질 때까지 기다렸다가 건너고, 넓은 곳은 지글지글 대시로 넘어가세요.",
          },
          {
            name: "프라이팬 대결",
            description:
              "후추 셰프의 첫 번째 함정, 좌우로 기우는 거대한 프라이팬이에요. 높이 올라간 쪽에 서 있다가 손잡이가 파랗게 변하면 노릇노릇 쿵을 날리세요.",
          },
        ],
      },
      {
        name: "꽁꽁 냉장고",
        description:
          "얼음 선반과 꽁꽁 언 서랍이 미끄러워서, 찰리는 점프한 뒤에 더 멀리 미끄러져요. 다행히 여기엔 얼음 조각이 잔뜩 있어서 굽기를 쉽게 되돌릴 수 있어요.",
        levels: [
          {
            name: "채소 칸 오르기",
            description:
              "상추 잎과 움직이는 서랍 사이를 폴짝폴짝 건너가세요. 꼭대기에서 당근 대장이 기다리다가 기름 슬라이딩을 가르쳐 줘요.",
          },
          {
            name: "얼음 틀 미끄럼틀",
            description:
              "미끄러운 얼음 위를 달리는 빠른 레벨이에요. 방향키에서 손을 떼도 찰리가 계속 미끄러지니, 점프는 조금 일찍 시작하세요.",
          },
          {
            name: "냉동실 꼭대기",
            description:
              "차가운 바람에 밀리면서 냉동실을 올라가요. 바람을 거슬러 대시하는 건 눈송이가 소용돌이치지 않을 때만 하세요.",
          },
        ],
      },
      {
        name: "식료품 창고 샛길",
        description:
          "시리얼 상자가 가득한 높은 선반, 굴러다니는 통조림, 어두운 통로. 이 월드는 오르기가 핵심이에요. 더블 점프를 잘 계획하고, 위에서 굴러떨어지는 통조림을 조심하세요.",
        levels: [
          {
            name: "시리얼 상자 협곡",
            description:
              "시리얼 상자로 쌓은 탑을 뛰어넘어 가세요. 금 간 상자에 노릇노릇 쿵을 날리면 황금 포크가 가득한 비밀 방으로 떨어져요.",
          },
          {
            name: "양념 선반 오르기",
            description:
              "병이 늘어선 선반을 따라 높이 올라가는 세로 레벨이에요. 중간쯤에 소금 자매의 가게가 있으니, 꼭대기에 가기 전에 준비를 단단히 하세요.",
          },
          {
            name: "감자돌이의 지하 저장고",
            description:
              "어두운 지하 저장고에서 감자돌이와 경주해요. 먼저 굴러오게 둔 다음 뛰어넘으면 감자돌이가 벽에 쾅 부딪혀요.",
          },
        ],
      },
      {
        name: "다이닝 룸",
        description:
          "마지막 월드는 식탁보와 흔들리는 샹들리에를 지나 후추 셰프의 만찬 식탁까지 이어져요. 지금까지 본 모든 위험이, 그것도 한꺼번에 나올 때가 많아요.",
        levels: [
          {
            name: "식탁보 트레킹",
            description:
              "식탁보가 파도처럼 출렁이면서 발판이 올라갔다 내려갔다 해요. 물결이 가장 높을 때 점프하면 가장 멀리 날 수 있어요.",
          },
          {
            name: "샹들리에 그네",
            description:
              "식탁 높이 매달린 샹들리에 사이를 그네 타듯 건너가세요. 비밀 레시피는 가장 높은 샹들리에에 숨어 있어서, 타이밍을 잘 맞춘 대시로만 닿을 수 있어요.",
          },
          {
            name: "성대한 만찬",
            description:
              "후추 셰프와의 마지막 대결이에요. 후추 폭풍을 피하고, 셰프가 재채기하느라 멈출 때마다 노릇노릇 쿵을 날리세요.",
          },
        ],
      },
    ],
    strategyTips: [
      {
        title: "뛰기 전에 살펴보기",
        body: "새 화면에 들어가면 가장자리에서 잠깐 멈추고 위험 요소를 지켜보세요. 버너, 떨어지는 통조림, 후추 구름은 모두 익힐 수 있는 패턴대로 움직여요.",
      },
      {
        title: "대시는 아껴 두기",
        body: "지글지글 대시는 위급할 때를 위해 아껴 두세요. 점프가 모자라면 공중에서 대시해 발판에 닿고, 높이가 더 필요하면 더블 점프를 쓰세요.",
      },
      {
        title: "보스 전에 식히기",
        body: "보스 방 문 바로 앞에서 얼음 조각이나 로즈메리 가지를 먹고 레어 상태로 싸움을 시작하세요. 그래야 실수해도 버틸 여유가 가장 많아요.",
      },
      {
        title: "천장과 벽 확인하기",
        body: "황금 포크는 화면 위쪽이나 살짝 금이 간 벽 뒤에 숨어 있을 때가 많아요. 수상한 곳이 보이면 노릇노릇 쿵이나 대시로 부딪혀 보세요.",
      },
      {
        title: "깃발은 모두 꽂기",
        body: "이쑤시개 깃발에 닿는 데는 아무 손해도 없고, 처음부터 길게 다시 하는 일을 막아 줘요. 어려운 레벨에서는 지나친 깃발이라도 되돌아가서 꽂으세요.",
      },
    ],
    seasonings: [
      {
        name: "바다 소금",
        effect: "다음 공격 한 번을 막아 주는 바삭한 보호막. 찰리가 구워지지 않아요.",
      },
      {
        name: "굵은 후추",
        effect: "잠깐 동안 찰리의 점프가 높아져요. 비밀 발판에 닿기에 딱 좋아요.",
      },
      {
        name: "파프리카",
        effect: "지글지글 대시를 거의 바로 다시 쓸 수 있어서, 여러 번 연달아 대시할 수 있어요.",
      },
      {
        name: "로즈메리 가지",
        effect: "먹자마자 찰리의 굽기가 한 단계 식어요.",
      },
      {
        name: "마늘 가루",
        effect: "강한 냄새 때문에 잠깐 동안 작은 적들이 찰리에게서 도망가요.",
      },
      {
        name: "고춧가루",
        effect:
          "몇 초 동안 불꽃의 힘으로 무적이 돼요. 찰리가 적과 뜨거운 팬을 그대로 뚫고 달릴 수 있어요.",
      },
    ],
    achievements: [
      {
        name: "첫 굽기",
        requirement: "첫 번째 레벨 ‘도마 달리기’ 클리어하기.",
      },
      {
        name: "포크 탐정",
        requirement: "한 월드의 황금 포크를 모두 모으기.",
      },
      {
        name: "아직 레어",
        requirement: "아무 레벨이나 한 번도 공격받지 않고 클리어하기.",
      },
      {
        name: "양념 수집가",
        requirement: "모든 종류의 양념을 한 번 이상 사용하기.",
      },
      {
        name: "스피드스터",
        requirement: `게임 전체를 ${t.count(SPEEDSTER_LIMIT_MINUTES, { other: "#분" })} 미만으로 클리어하기.`,
      },
      {
        name: "풀코스",
        requirement: `${endings}을 모두 보기.`,
      },
    ],
    endings: [
      {
        name: "다시 그릴로",
        howToReach:
          "기본 엔딩이에요. ‘성대한 만찬’에서 후추 셰프를 물리치면 찰리가 집으로 돌아가요.",
      },
      {
        name: "친구들과 잔치",
        howToReach:
          "마지막 전투 전에 황금 포크를 모두 모으세요. 벨라, 감자돌이, 당근 대장이 찰리와 함께 승리 파티를 열어요.",
      },
      {
        name: "완벽한 레어",
        howToReach:
          "한 번도 공격받지 않고 후추 셰프를 물리쳐서, 싸움이 끝날 때 찰리가 여전히 레어 상태여야 해요.",
      },
      {
        name: "셰프의 제자",
        howToReach:
          "‘샹들리에 그네’에서 비밀 레시피를 찾은 다음, 마지막 노릇노릇 쿵을 날리는 대신 후추 셰프에게 레시피를 건네주세요. 셰프는 고기 써는 칼을 내려놓고 빵집을 열어요.",
      },
    ],
    bonusContent: [
      {
        title: "콘셉트 아트 갤러리",
        body: "찰리와 친구들, 모든 월드의 초기 스케치예요. 황금 포크를 많이 모을수록 새 페이지가 잠금 해제돼요.",
      },
      {
        title: "웰던 모드",
        body: "첫 엔딩을 본 뒤에 잠금 해제되는 어려운 모드예요. 찰리는 모든 레벨을 미디엄 상태로 시작하고, 체크포인트 사이도 더 멀어요.",
      },
      {
        title: "사운드 테스트",
        body: "다이닝 룸을 클리어하면 일시 정지 메뉴에서 모든 배경 음악과 효과음을 들을 수 있어요.",
      },
    ],
    /** `page`: a page of this site the link leads to; `null`: a placeholder (coming soon). */
    communityLinks: [
      {
        label: "Discord 서버",
        description:
          "다른 플레이어와 채팅하고, 비밀 장소를 공유하고, 어려운 레벨에서 도움을 요청해 보세요.",
        page: null,
      },
      {
        label: "스피드런 순위표",
        description: "내 최고 기록을 비교하고, 가장 빠른 플레이어들이 쓰는 경로를 확인하세요.",
        page: null,
      },
      {
        label: "팬 아트 갤러리",
        description: "플레이어들이 만든 찰리와 친구들의 그림, 만화, 만들기 작품.",
        page: null,
      },
      {
        label: "자주 묻는 질문",
        description: "저장, 조작법, 소리, 그리고 게임이 로드되지 않을 때 해결 방법에 대한 답변.",
        page: "faq",
      },
    ],
  };
};
