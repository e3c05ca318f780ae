import { START_GAMES_KEY } from "@/boot/boot-script";
import { GAME_OVERLAY_TIMEOUT_MS } from "@/lib/constants";
import { registerGames, startGameFrame } from "./inline-starter";

/**
 * A game page's second inline script, written into the page by the prerender: what starts its
 * games right after first paint (the boot script calls it), with the code the app runs to start
 * a game (./inline-starter.ts). Its hash goes in the page's CSP like the boot script's.
 */
export const GAME_SCRIPT = `(${registerGames.toString()})(${JSON.stringify(START_GAMES_KEY)},${startGameFrame.toString()},${GAME_OVERLAY_TIMEOUT_MS});`;
