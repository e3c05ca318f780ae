import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { GameLoadingOverlay } from "@/components/sections/game-loading-overlay";
import {
  FocusGuard,
  FullscreenButton,
  GameViewBar,
} from "@/components/sections/game-view-controls";
import { useGameFullscreen } from "@/hooks/use-game-fullscreen";
import { useWords } from "@/hooks/use-words";
import { GAME_OVERLAY_TIMEOUT_MS } from "@/lib/constants";

interface GameFrameProps {
  src: string;
  // The game's name, e.g. "Tidy Time": names the frame, the open view and the link to its site.
  name: string;
  /** More controls for the row under the game, after Fullscreen (the page's Share button). */
  actions?: ReactNode;
}

// Features the embedded games may use. `allow` alone: adding `allowfullscreen` makes Chromium warn.
export const GAME_FRAME_ALLOW = "fullscreen; autoplay; encrypted-media";

const subscribe = () => () => {};
const inBrowser = () => true;
const inPrerender = () => false;

// A 16:9 game frame with a Fullscreen button. The "Loading game" overlay covers it until the
// frame fires `load` or the time-out passes, whichever comes first, so a slow or unreachable
// host never leaves the overlay up for good.
//
// The view (the frame and its bar) goes fullscreen, or fills the window as a theater view, in
// place: its 16:9 box stays in the page meanwhile, so nothing below it moves. The box rounds
// the view's corners; the open view (fixed or fullscreen) is not clipped by it.
export function GameFrame({ src, name, actions }: GameFrameProps) {
  // The frame exists only in the browser, where it can load the game: a prerendered, empty
  // frame would make the browser build a document for it before the page's first paint.
  const hasFrame = useSyncExternalStore(subscribe, inBrowser, inPrerender);
  const [loading, setLoading] = useState(true);
  const frame = useRef<HTMLIFrameElement>(null);
  const { mode, view, openButton, closeButton, open, close } = useGameFullscreen();
  const title = useWords("layout").game.frameTitle(name);
  const isOpen = mode !== "inline";

  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), GAME_OVERLAY_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [src]);

  const onLoad = () => setLoading(false);

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
          <FocusGuard active={isOpen} onFocus={() => frame.current?.focus()} />
          <GameViewBar mode={mode} name={name} onClose={close} closeButton={closeButton} />
          <div className="relative min-h-0 flex-1">
            {hasFrame && (
              <iframe
                ref={frame}
                src={src}
                title={title}
                allow={GAME_FRAME_ALLOW}
                referrerPolicy="strict-origin-when-cross-origin"
                loading="lazy"
                onLoad={onLoad}
                className="absolute inset-0 size-full border-0"
              />
            )}
            {loading && <GameLoadingOverlay src={src} name={name} />}
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
