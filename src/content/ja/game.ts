import type { GameWords } from "../types";

export const game: GameWords = {
  loading: "ゲームを読みこみ中",
  frameTitle: (game: string) => `${game}のゲーム画面`,
  fullscreen: "全画面",
  exitFullscreen: "全画面をやめる",
  closeTheater: "閉じる",
  turnSideways: "スマホを横向きにすると、ゲームが大きく表示されます。",
  noScripts:
    "このゲームを遊ぶにはJavaScriptが必要ですが、オフになっているか、読みこめませんでした。",
  playOnHost: (game: string) => `${game}を配信元のサイトで遊ぶ`,
  newTab: "（新しいタブで開きます）",
  slow: "ゲームの読みこみに、いつもより時間がかかっています。",
  tryAgain: "もう一度ためす",
  offline: "このゲームにはインターネット接続が必要です。オンラインにもどると、自動で始まります。",
  share: {
    share: "シェア",
    linkCopied: "リンクをコピーしました",
    linkCopiedDescription: (game: string) => `好きな場所にはりつけて、${game}をシェアしましょう。`,
    linkLabel: (game: string) => `このリンクをコピーして${game}をシェアしましょう`,
  },
};
