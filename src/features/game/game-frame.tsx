import { useRef, type ReactNode } from "react";
import { GameLoadOffer } from "@/features/game/game-load-offer";
import { GameLoadingOverlay } from "@/features/game/game-loading-overlay";
import { FocusGuard, FullscreenButton, GameViewBar } from "@/features/game/game-view-controls";
import { useGameFullscreen } from "@/features/game/use-game-fullscreen";
import { useGameLoader } from "@/features/game/use-game-loader";
import { useWords } from "@/hooks/use-words";

interface GameFrameProps {
  src: string;
  // The game's name, e.g. "Tidy Time": names the frame, the open view and the link to its site.
  name: string;
  /**
   * Whether the game posts `game-ready` (and `game-error`) to the page, as the site's own does
   * (siteConfig.gameSignals): it is then ready only once it says so, and heard only from its own
   * origin. Without, the frame's `load` has to do.
   */
  signalsReady?: boolean;
  /** More controls for the row under the game, after Fullscreen (the page's Share button). */
  actions?: ReactNode;
}

// Features the embedded games may use. `allow` alone: adding `allowfullscreen` makes Chromium warn.
export const GAME_FRAME_ALLOW = "fullscreen; autoplay; encrypted-media";
export const GAME_FRAME_REFERRER_POLICY = "strict-origin-when-cross-origin";

// A 16:9 game with a Fullscreen button. The frame itself is not in the prerendered page (an empty
// frame there costs the browser work before first paint, and its request would count against
// the page's first paint): the page names it in a slot, and the boot script creates it right
// after first paint, before the page's modules load (src/features/game/inline-starter.ts). Its text
// is an empty string, so React never hydrates what the boot script put inside.
//
// The "Loading game" overlay covers it until the frame fires `load` or the time-out passes,
// whichever comes first; a game that still is not ready some seconds later, says it cannot
// start, or cannot come offline, gets a way on (GameLoadOffer).
//
// The view (the frame and its bar) goes fullscreen, or fills the window as a theater view, in
// place: its 16:9 box stays in the page meanwhile, so nothing below it moves. The box rounds
// the view's corners; the open view (fixed or fullscreen) is not clipped by it.
export function GameFrame({ src, name, signalsReady = false, actions }: GameFrameProps) {
  const slot = useRef<HTMLDivElement>(null);
  const { state, retry } = useGameLoader(slot);
  const { mode, view, openButton, closeButton, open, close } = useGameFullscreen();
  const title = useWords("game").frameTitle(name);
  const isOpen = mode !== "inline";

  return (
    <div>
      <div className="relative aspect-game w-full overflow-hidden rounded-(--radius) bg-panel shadow-xl focus-ring-inverse">
        <div
          ref={view}
          data-game-view={mode}
          role={isOpen ? "dialog" : undefined}
          aria-modal={isOpen || undefined}
          aria-label={isOpen ? title : undefined}
          className="absolute inset-0 flex flex-col bg-panel data-[game-view=theater]:fixed data-[game-view=theater]:z-50"
        >
          <FocusGuard
            active={isOpen}
            onFocus={() => slot.current?.querySelector("iframe")?.focus()}
          />
          <GameViewBar mode={mode} name={name} onClose={close} closeButton={closeButton} />
          <div className="relative min-h-0 flex-1">
            <div
              ref={slot}
              data-game-slot=""
              data-frame-src={src}
              data-frame-title={title}
              data-frame-allow={GAME_FRAME_ALLOW}
              data-frame-referrerpolicy={GAME_FRAME_REFERRER_POLICY}
              data-ready-origin={signalsReady ? new URL(src).origin : undefined}
              className="peer absolute inset-0 *:absolute *:inset-0 *:size-full *:border-0"
            >
              {""}
            </div>
            {state === "loading" && <GameLoadingOverlay src={src} name={name} />}
            <GameLoadOffer state={state} src={src} name={name} onRetry={retry} />
          </div>
          <FocusGuard active={isOpen} onFocus={() => closeButton.current?.focus()} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-3">
        <FullscreenButton onClick={open} buttonRef={openButton} />
        {actions}
      </div>
    </div>
  );
}
