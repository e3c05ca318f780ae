import { siteConfig } from "@/config/site";
import { FAQ_PAGE_COUNT, RESPONSE_WINDOW_HOURS } from "@/lib/constants";
import { CHARLIE_NAME } from "../names";
import type { FaqWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/**
 * The FAQ page's words, in Korean; each question's address (/ko/faq#…) is made from its wording.
 * Questions about the game put its name up front and then ask ("${name}, …?"), so no particle
 * has to agree with whatever the operator names it.
 */
export const faq = (t: WordsTools): FaqWords => {
  /** The response window, "min~max시간": the tilde is how Korean writes a range. */
  const responseWindow = `${t.number(RESPONSE_WINDOW_HOURS.min)}~${t.count(RESPONSE_WINDOW_HOURS.max, { other: "#시간" })}`;

  return {
    meta: {
      title: `자주 묻는 질문 - ${name} 도움말`,
      description: `${name}에 대해 가장 많이 묻는 ${t.count(FAQ_PAGE_COUNT, { other: "#가지 질문" })}에 답해요. 진행 상황 저장, 기기, 조작법, 점수, 플레이 제한, 새 콘텐츠, 고객 지원 문의까지 모두 담았어요.`,
    },
    title: "자주 묻는 질문",
    intro: `진행 상황 저장부터 도움 요청까지, 플레이어들이 ${name}에 대해 묻는 모든 것을 모았어요. 질문을 선택하면 답변을 볼 수 있어요.`,
    entries: [
      {
        question: `${name}, 돈이 드나요?`,
        answer: `아니요, 완전히 무료예요. 유료 방도, 유료 재화도, 게임 내 구매도 없어요. 모든 것은 플레이하면서 잠금 해제돼요.`,
      },
      {
        question: "플레이하려면 계정이 필요한가요?",
        answer: `아니요. 지금은 계정 기능이 없어서 가입할 것도, 기억할 비밀번호도 없어요. 앞으로 업데이트에서 기기 사이에 진행 상황을 옮길 수 있는 계정 기능이 추가될 수도 있어요.`,
      },
      {
        question: "따로 다운로드하거나 설치해야 하나요?",
        answer: `아니요. 게임은 이 웹사이트 안에서 로드되고 브라우저에서 실행돼요. 인터넷 연결은 게임이 시작되는 동안에만 필요해요.`,
      },
      {
        question: "어떤 기기와 브라우저를 지원하나요?",
        answer: `Chrome, Firefox, Safari, Edge의 최신 버전을 쓰는 컴퓨터, 태블릿, 휴대폰에서 플레이할 수 있어요. 느리게 느껴지면 다른 탭을 닫거나 브라우저를 업데이트하세요.`,
      },
      {
        question: "진행 상황은 어디에 저장되나요?",
        answer: `별, 잠금 해제한 방, 장식, 설정은 내 기기에 있는 브라우저의 로컬 스토리지에 저장돼요. 저희에게 전송되는 것은 없고, 방을 끝낼 때마다 자동으로 저장돼요.`,
      },
      {
        question: "진행 상황이 왜 사라졌나요?",
        answer: `진행 상황은 브라우저의 로컬 스토리지에 있어서, 쿠키와 사이트 데이터를 삭제하면 함께 지워져요. 시크릿 창(비공개 창)은 창을 닫을 때 진행 상황을 잊어버려요. 방을 계속 남겨 두려면 일반 창에서 플레이하세요.`,
      },
      {
        question: "다른 브라우저나 기기에서 이어서 할 수 있나요?",
        answer: `아직은 안 돼요. 로컬 스토리지는 한 기기의 한 브라우저에만 있어서, 다른 브라우저, 컴퓨터, 휴대폰에서는 새 게임으로 시작해요. 진행 상황을 옮길 수 있는 계정 기능은 앞으로 업데이트에서 추가될 수도 있어요.`,
      },
      {
        question: "하루에 플레이할 수 있는 양에 제한이 있나요?",
        answer: `아니요. 하루 플레이 제한도, 에너지 바도, 방 사이의 대기 시간도 없어요. 별을 더 받고 싶은 방은 원하는 만큼 다시 플레이하세요.`,
      },
      {
        question: "새 콘텐츠는 얼마나 자주 추가되나요?",
        answer: `새 콘텐츠는 매달 나와요. 업데이트마다 새로운 방, 장식, 계절 이벤트가 추가되고, 업데이트 후에도 저장된 진행 상황은 그대로 남아요.`,
      },
      {
        question: "전체 화면으로 플레이하려면 어떻게 하나요?",
        answer: `게임 화면 구석에 있는 전체 화면 버튼을 클릭하세요. 전체 화면에서 나가려면 키보드에서 Esc 키를 누르거나, 터치스크린에서 같은 버튼을 다시 탭하세요.`,
      },
      {
        question: "소리나 음악은 어떻게 끄나요?",
        answer: `게임 안의 톱니바퀴 아이콘을 눌러 설정 메뉴를 여세요. 음악과 효과음은 스위치가 따로 있어서, 기분 좋은 청소 소리는 그대로 두고 음악만 끌 수 있어요.`,
      },
      {
        question: "게임이 로드되지 않아요. 어떻게 해야 하나요?",
        answer: `페이지를 새로고침하고 인터넷 연결을 확인하세요. 게임 화면이 계속 비어 있다면 브라우저 설정에서 게임 제공 사이트를 허용하고, 이 사이트에서는 지나치게 강한 광고 차단기나 스크립트 차단기를 끈 다음 다시 로드하세요.`,
      },
      {
        question: "터치스크린과 마우스는 조작이 어떻게 다른가요?",
        answer: `마우스로는 도구를 클릭하고, 물건을 클릭한 채로 끌고, 버튼을 누른 채 움직여서 문질러요. 터치스크린에서는 탭하고, 한 손가락으로 끌고, 앞뒤로 문질러요. 어느 쪽이든 받는 점수는 똑같아요.`,
      },
      {
        question: "점수와 별은 어떻게 계산되나요?",
        answer: `분류한 물건과 청소한 곳마다 점수를 받고, 남은 시간만큼 보너스도 받아요. 시간 안에 끝내면 별 하나, 목표 점수를 달성하면 별 둘, 한 번도 잘못 놓지 않은 완벽한 플레이면 별 셋이에요.`,
      },
      {
        question: "콤보가 뭔가요?",
        answer: `물건을 연달아 알맞은 자리에 분류하면 콤보가 쌓여서 점수가 몇 배로 늘어나요. 잘못 놓으면 물건이 되돌아오고 콤보가 초기화되니, 라벨을 하나하나 잠깐씩 확인하세요.`,
      },
      {
        question: "새로운 방과 장식은 어떻게 잠금 해제하나요?",
        answer: `별을 모으면 집 지도에서 새로운 방이 잠금 해제되고, 점수로 번 코인으로는 꾸미기 상점에서 러그, 화분, 벽지 같은 장식을 살 수 있어요. 별을 더 받으려고 방을 다시 플레이하면 코인도 더 벌 수 있어요.`,
      },
      {
        question: `${name}, 아이들이 해도 괜찮나요?`,
        answer: `네, 모든 연령의 플레이어를 위해 만든 게임이에요. 폭력도, 채팅도, 살 것도 없어요. 젠 모드에서는 타이머가 없어서 어린 플레이어도 천천히 즐길 수 있어요.`,
      },
      {
        question: "플레이할 때 어떤 정보를 수집하나요?",
        answer: `아주 조금이에요. 게임 진행 상황은 내 브라우저에만 남고, 가입할 것도 없어요. 자세한 내용은 개인정보처리방침을 확인하세요.`,
      },
      {
        question: "고객 지원팀에는 어떻게 연락하나요?",
        answer: `이 페이지의 ‘고객 지원팀에 문의하기’ 링크를 눌러 문의 페이지로 가서 메시지를 보내 주세요. 영업일 기준 ${responseWindow} 안에 답장해 드려요. 사용하는 브라우저와 기기를 함께 적어 주시면 더 빨리 도와드릴 수 있어요.`,
      },
      {
        /** Read aloud the name ends in a vowel (스테이크), hence 는. */
        question: `${CHARLIE_NAME}는 어떤 게임인가요?`,
        answer: `${CHARLIE_NAME}는 이 사이트에서 무료로 즐길 수 있는 플랫폼 게임이에요. 용감한 스테이크가 주방을 테마로 한 월드를 달리고, 점프하고, 대시하며 누벼요. ${CHARLIE_NAME} 페이지에서 게임, 조작법, 전체 레벨 가이드를 확인하세요.`,
      },
    ],
    moreHelp: {
      title: "아직 궁금한 게 있나요?",
      body: "이 페이지에 없는 내용이라도 고객 지원팀이 기꺼이 도와드릴게요.",
      contactSupport: "고객 지원팀에 문의하기",
    },
  };
};
