/**
 * The words only the game pages show: the game view (its frame, overlay, fullscreen and theater
 * view, and what it says when the game will not come) and the Share button beside it. English is
 * the shape; every language's module has this one's (src/content/types.ts).
 */
export const game = {
  loading: "Loading game",
  frameTitle: (game: string) => `${game} game`,
  fullscreen: "Fullscreen",
  exitFullscreen: "Exit fullscreen",
  /** Where the browser shows no element fullscreen (iPhone), the view is closed, not exited. */
  closeTheater: "Close",
  turnSideways: "Turn your phone sideways for a bigger game.",
  noScripts: "The game needs JavaScript, which is off or failed to load.",
  playOnHost: (game: string) => `Play ${game} on its own site`,
  newTab: "(opens in a new tab)",
  /** When the game has not loaded some seconds after the overlay hid. */
  slow: "The game is taking longer than usual to load.",
  /** Requests the game's frame anew. */
  tryAgain: "Try again",
  /** When the browser reports being offline while the game loads. */
  offline:
    "The game needs an internet connection. It will start by itself once you are back online.",
  /** The Share button beside a game, its confirmation and the link shown when copying is refused. */
  share: {
    share: "Share",
    linkCopied: "Link copied",
    linkCopiedDescription: (game: string) => `Paste it anywhere to share ${game}.`,
    linkLabel: (game: string) => `Copy this link to share ${game}`,
  },
};
