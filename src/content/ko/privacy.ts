import { siteConfig } from "@/config/site";
import {
  LANGUAGE_NOTICE_STORAGE_KEY,
  POLICY_MIN_AGE_YEARS,
  THEME_STORAGE_KEY,
} from "@/lib/constants";
import type { PrivacyWords } from "../types";
import type { WordsTools } from "../tools";

const name = siteConfig.name;
/**
 * The privacy policy's words, in Korean: in the same friendly 해요체 as the rest of the site, which
 * players of all ages read, rather than the 합니다체 of legal notices. 개인정보처리방침 is the
 * name Korean law and sites give a privacy policy.
 */
export const privacy = (t: WordsTools): PrivacyWords => {
  /** The age with its counter word (세); "under" is 미만, which excludes the age itself. */
  const minAge = t.count(POLICY_MIN_AGE_YEARS, { other: "#세" });

  return {
    meta: {
      title: `개인정보처리방침 | ${name}`,
      description: `${name}의 정보 처리 방식을 알려 드려요. 수집하는 정보, 쿠키와 로컬 스토리지, 외부 게임 제공 사이트, 아동 개인정보 보호, 선택할 수 있는 사항을 담았어요.`,
    },
    title: "개인정보처리방침",
    /** Before the spec's date, which the page writes as Korean writes dates. */
    lastUpdated: (date: string) => `최종 업데이트: ${date}`,
    intro: `이 방침은 이 웹사이트를 방문하고 게임을 플레이할 때 ${name}에서 어떤 정보를 수집하는지, 그 정보를 어떻게 사용하는지, 어떤 선택을 할 수 있는지 설명해요. 계정은 없으며, 직접 문의할 때만 개인 정보를 요청해요.`,
    sections: {
      "information-we-collect": {
        title: "수집하는 정보",
        paragraphs: [
          "브라우저가 저희 페이지나 삽입된 게임을 로드할 때 일부 기술 정보가 자동으로 전달돼요. 게임 진행 상황과 설정은 내 기기의 브라우저에 보관돼요. 개인 정보는 직접 보내 주신 것만 받아요.",
        ],
        items: [
          "브라우저 종류와 버전",
          "기기 종류, 운영 체제, 화면 크기 같은 기기 정보",
          "IP 주소",
          "완료한 방, 별, 잠금 해제한 장식 같은 게임 진행 상황",
          "소리, 음악, 젠 모드 같은 설정",
          "이름과 이메일 주소(문의하는 경우에만)",
        ],
      },
      "how-we-use-information": {
        title: "정보 사용 방법",
        paragraphs: [
          "기술 정보는 페이지를 기기에 전달하고, 여러 브라우저와 화면 크기에서 사이트가 제대로 작동하게 하고, 문제를 찾아 고치는 데 사용해요.",
          "게임 진행 상황과 설정은 고른 설정 그대로 그만둔 곳부터 이어서 할 수 있게 하는 데만 쓰여요. 문의하시면 이름과 이메일 주소는 답장하는 데만 사용해요. 저희는 정보를 판매하지 않아요.",
        ],
      },
      "cookies-and-local-storage": {
        title: "쿠키와 로컬 스토리지",
        paragraphs: [
          `이 사이트는 쿠키를 설정하지 않아요. 기기에 저장하는 것은 브라우저의 로컬 스토리지에 최대 두 가지뿐이에요. 하나는 모든 페이지가 고른 테마로 열리도록 “${THEME_STORAGE_KEY}”에 저장하는 테마 선택(라이트 또는 다크)이에요. 다른 하나는 내 언어로 페이지를 읽어 보라는 제안을 닫거나 직접 언어를 고른 뒤, 그 제안이 다시 나오지 않도록 저장하는 “${LANGUAGE_NOTICE_STORAGE_KEY}” 값이에요. ‘시스템 설정’을 고르면 아무것도 저장되지 않고, 두 값 모두 기기 밖으로 나가지 않아요.`,
          "쿠키와 로컬 스토리지는 브라우저 설정에서 언제든지 삭제할 수 있어요. 삭제하면 테마 선택이 초기화되고, 언어 제안이 다시 나타나고, 게임 진행 상황도 지워져요. 시크릿 창(비공개 창)은 창을 닫을 때 이 데이터를 지워요.",
        ],
      },
      "third-party-services": {
        title: "제3자 서비스",
        paragraphs: [
          "이 사이트의 게임은 외부 게임 제공 사이트에서 삽입된 프레임으로 로드돼요. 게임이 로드되면 제공 사이트는 IP 주소와 브라우저 종류 같은 기술 정보를 받게 되고, 자체 쿠키나 로컬 스토리지를 사용할 수도 있어요.",
          "이 제공 사이트들에는 그 정보를 어떻게 처리하는지 정한 자체 개인정보처리방침이 있어요. 한번 읽어 보시길 권해요.",
        ],
      },
      "data-security": {
        title: "데이터 보안",
        paragraphs: [
          "이 사이트는 암호화된 연결로 제공되고, 저희가 보관하는 정보는 최소한으로 유지해요. 보내 주신 메시지는 답장하는 데 필요한 기간 동안만 보관해요.",
          "인터넷으로 정보를 보내거나 저장하는 방법 중 완벽하게 안전한 것은 없기 때문에, 절대적인 보안을 보장할 수는 없어요.",
        ],
      },
      "childrens-privacy": {
        title: "아동 개인정보 보호",
        paragraphs: [
          `저희 게임은 모든 연령의 플레이어에게 알맞지만, ${minAge} 미만 아동의 개인 정보를 알면서 수집하지는 않아요.`,
          `부모님이나 보호자로서 ${minAge} 미만 자녀가 저희에게 개인 정보를 보냈다고 생각되면 연락해 주세요. 그 정보를 삭제해 드릴게요.`,
        ],
      },
      "international-data-transfers": {
        title: "국외 데이터 이전",
        paragraphs: [
          "저희와 게임 제공 사이트가 사용하는 서비스는 여러분이 사는 나라 밖에 있을 수 있어요. 그래서 정보가 미국으로 이전되어 처리될 수 있으며, 미국의 데이터 보호법은 여러분이 사는 나라의 법과 다를 수 있어요.",
        ],
      },
      "changes-to-this-policy": {
        title: "방침 변경",
        paragraphs: [
          "이 방침은 때때로 업데이트될 수 있어요. 업데이트할 때는 새 버전을 이 페이지에 올리고 ‘최종 업데이트’ 날짜를 바꿀 테니, 가끔 다시 확인해 주세요.",
        ],
      },
    },
    questions: {
      title: "개인정보에 대해 궁금한 점이 있나요?",
      body: "이 방침에 대해 무엇이든 물어보거나, 보내신 메시지를 삭제해 달라고 요청하세요.",
      contactUs: "문의하기",
    },
  };
};
