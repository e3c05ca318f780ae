import type { GameWords } from "../types";

/** The game pages' own words, in Simplified Chinese. */
export const game: GameWords = {
  loading: "游戏加载中",
  frameTitle: (game: string) => `${game}游戏`,
  fullscreen: "全屏",
  exitFullscreen: "退出全屏",
  closeTheater: "关闭",
  turnSideways: "把手机横过来，游戏画面会更大。",
  noScripts: "这个游戏需要JavaScript，但它已被关闭或加载失败。",
  /** "Its own site": the host the game is served from, 游戏平台 everywhere on the site. */
  playOnHost: (game: string) => `到游戏平台的网站玩${game}`,
  newTab: "（在新标签页中打开）",
  slow: "游戏加载的时间比平时长。",
  tryAgain: "重试",
  offline: "这个游戏需要联网。恢复网络连接后，游戏会自动开始。",
  share: {
    share: "分享",
    linkCopied: "链接已复制",
    linkCopiedDescription: (game: string) => `粘贴到任意地方，就能分享${game}。`,
    linkLabel: (game: string) => `复制此链接来分享${game}`,
  },
};
