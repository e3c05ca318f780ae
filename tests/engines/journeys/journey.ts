import type { Driver, SizeName } from "../driver";
import type { GameHostStub } from "../game-host-stub";
import type { WatchedProblem } from "../page-watch";

export interface JourneyContext {
  page: Driver;
  /** The game hosts' stand-in: its mode is set from `Journey.gameHost` before the journey. */
  gameHost: GameHostStub;
  /**
   * Declares a problem this journey causes on purpose (the not-found page's console.warn, the
   * watch's own self-test): it must then be reported exactly once.
   */
  expectProblem(kind: WatchedProblem["kind"], text: RegExp): void;
}

/** A player's journey, written once against the driver layer and run in every engine and size. */
export interface Journey {
  name: string;
  /** The sizes it applies to (all when absent). */
  sizes?: readonly SizeName[];
  /** How the game hosts answer while it runs ("answer" when absent). */
  gameHost?: GameHostStub["mode"];
  run(context: JourneyContext): Promise<void>;
}
