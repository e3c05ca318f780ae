import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, type SocialNetwork } from "../names";
import type { LayoutWords } from "../types";

const name = siteConfig.name;

/**
 * The words every page shows around its own, in Korean (shape: src/content/en/layout.ts).
 * The whole Korean site speaks in 해요체 with -(으)세요 requests, as Korean casual game portals do.
 * No particle that changes with the final sound (은/는, 이/가, 을/를, 과/와, 으로/로) follows `name`
 * directly: the operator can rename the site, so each sentence is built to work for any name.
 */
export const layout: LayoutWords = {
  skipToContent: "본문으로 건너뛰기",
  nav: { home: "홈", charlie: CHARLIE_NAME, faq: "자주 묻는 질문", privacy: "개인정보" },
  mainNav: "메인 메뉴",
  openMenu: "메뉴 열기",
  closeMenu: "메뉴 닫기",
  playNow: "지금 플레이",
  learnMore: "자세히 보기",
  /** "System" as Korean apps name it: follow the device's setting. */
  theme: {
    label: "테마",
    options: { system: "시스템 설정", light: "라이트", dark: "다크" },
  },
  languages: "언어",
  footer: {
    /** The name closes the sentence, so no particle has to agree with it. */
    blurb: `최신 브라우저라면 어디서나 즐길 수 있는 무료 힐링 청소·정리 게임, ${name}.`,
    quickLinks: "바로가기",
    quickLinkLabels: {
      home: "홈",
      faq: "자주 묻는 질문",
      privacy: "개인정보처리방침",
      contact: "문의하기",
    },
    contact: "연락처",
    legal: "약관 및 정책",
    legalLinkLabels: {
      privacy: "개인정보처리방침",
      terms: "이용약관",
      cookies: "쿠키 정책",
    },
    socialMedia: "소셜 미디어",
    socialLink: (network: SocialNetwork) => `${network}의 ${name} (준비 중)`,
    rights: "모든 권리 보유.",
  },
  sectionError: {
    heading: "이 부분은 정리가 좀 필요해요",
    body: "이 부분을 보여 주는 중에 문제가 생겼어요. 사이트의 나머지 부분은 그대로 쓸 수 있어요. 새로고침하거나 메뉴에서 다른 페이지를 골라 보세요.",
    retry: "다시 시도",
  },
  offline: {
    title: "오프라인 상태예요",
    body: "인터넷에 연결한 다음 링크를 다시 눌러 페이지를 열어 주세요.",
    dismiss: "닫기",
  },
  toast: {
    announcement: "알림",
    /** `{hotkey}` stays as is: the page puts the key there (F8). */
    region: "알림 ({hotkey})",
  },
  shareImageAlt: {
    tidyTime: `${name}: 무료 온라인 청소 게임`,
    charlie: `${CHARLIE_NAME}: 무료 플랫폼 게임과 공략 가이드`,
  },
  gameFacts: {
    genres: { tidyTime: "청소·정리", charlie: "플랫폼 게임" },
    platform: "웹 브라우저",
  },
};
