import type { GameWords } from "../types";

/**
 * The game pages' own words, in Korean. `game` is either game's name, so it is followed by the
 * noun 게임 rather than by a particle that would have to agree with its last sound.
 */
export const game: GameWords = {
  loading: "게임 로딩 중",
  frameTitle: (game: string) => `${game} 게임`,
  fullscreen: "전체 화면",
  exitFullscreen: "전체 화면 종료",
  closeTheater: "닫기",
  turnSideways: "휴대폰을 가로로 돌리면 게임이 더 크게 보여요.",
  noScripts: "이 게임을 하려면 JavaScript가 필요한데, 꺼져 있거나 로드되지 않았어요.",
  /** "Its own site": the host the game is served from, 제공 사이트 everywhere on the site. */
  playOnHost: (game: string) => `제공 사이트에서 ${game} 플레이하기`,
  newTab: "(새 탭에서 열림)",
  slow: "게임 로딩이 평소보다 오래 걸리고 있어요.",
  tryAgain: "다시 시도",
  offline: "이 게임은 인터넷 연결이 필요해요. 다시 온라인이 되면 저절로 시작돼요.",
  share: {
    share: "공유",
    linkCopied: "링크를 복사했어요",
    linkCopiedDescription: (game: string) => `원하는 곳에 붙여 넣어 ${game} 게임을 공유하세요.`,
    linkLabel: (game: string) => `이 링크를 복사해 ${game} 게임을 공유하세요`,
  },
};
