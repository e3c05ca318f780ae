import { siteConfig } from "@/config/site";

/**
 * The games' names: the same in every language (the site's own game is named in the site
 * config, so an operator can rename it).
 */
export const GAME_NAMES = {
  tidyTime: siteConfig.name,
  charlie: "Charlie the Steak",
} as const;

/** The platformer's name, as the spec writes it. */
export const CHARLIE_NAME = GAME_NAMES.charlie;

/** Social networks the footer links to (profiles coming soon): brand names, never translated. */
export const SOCIAL_NETWORKS = ["Facebook", "X", "Instagram", "YouTube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
