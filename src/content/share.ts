/** The Share button beside a game, its confirmation and the link shown when copying is refused. */
export const shareText = {
  share: "Share",
  linkCopied: "Link copied",
  linkCopiedDescription: (game: string) => `Paste it anywhere to share ${game}.`,
  linkLabel: (game: string) => `Copy this link to share ${game}`,
} as const;
