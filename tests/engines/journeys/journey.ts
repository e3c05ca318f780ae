import type { Driver, SizeName } from "../driver";
import type { GameHostStub } from "../game-host-stub";
import type { Network } from "../network";
import type { WatchedProblem } from "../page-watch";

export interface JourneyContext {
  page: Driver;
  /** The game hosts' stand-in: its mode is set from `Journey.gameHost` before the journey. */
  gameHost: GameHostStub;
  /** Takes the page offline and back (network.ts: real in Firefox, simulated in WebKit). */
  network: Network;
  /**
   * Declares a problem this journey causes on purpose (the not-found page's console.warn, the
   * watch's own self-test): it must then be reported exactly once.
   */
  expectProblem(kind: WatchedProblem["kind"], text: RegExp): void;
}

/** Where a journey runs unless it names its sizes. */
export const DEFAULT_SIZES: readonly SizeName[] = ["desktop"];
/** For a journey whose behaviour differs on a phone. */
export const BOTH_SIZES: readonly SizeName[] = ["desktop", "mobile"];

/** A player's journey, written once against the driver layer and run in every engine and size. */
export interface Journey {
  name: string;
  /**
   * The sizes it runs at: desktop alone when absent, as most journeys do not depend on the
   * screen. Those that do (the menu, the sticky header's height, the theater view) name both.
   */
  sizes?: readonly SizeName[];
  /** How the game hosts answer while it runs ("answer" when absent). */
  gameHost?: GameHostStub["mode"];
  run(context: JourneyContext): Promise<void>;
}
