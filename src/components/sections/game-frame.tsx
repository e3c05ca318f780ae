import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import { labels } from "@/content/common";
import { GAME_OVERLAY_TIMEOUT_MS } from "@/lib/constants";

interface GameFrameProps {
  src: string;
  /** Names the frame for screen readers, e.g. "Tidy Time game". */
  title: string;
}

/** Features the embedded games may use. `allow` alone: adding `allowfullscreen` makes Chromium warn. */
export const GAME_FRAME_ALLOW = "fullscreen; autoplay; encrypted-media";

/**
 * A 16:9 game frame. The "Loading game" overlay covers it until the frame fires `load` or
 * the time-out passes, whichever comes first, so a slow or unreachable host never leaves
 * the overlay up for good.
 */
export function GameFrame({ src, title }: GameFrameProps) {
  const [loading, setLoading] = useState(true);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // The source is set only once the load listener exists: a prerendered frame that started
    // loading before hydration would fire `load` unheard and leave the overlay to the time-out.
    if (frame.current) frame.current.src = src;
    const timer = window.setTimeout(() => setLoading(false), GAME_OVERLAY_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [src]);

  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    // A frame without a source fires `load` for its empty document; only the game counts.
    if (event.currentTarget.getAttribute("src")) setLoading(false);
  };

  return (
    <div className="relative aspect-game w-full overflow-hidden rounded-(--radius) bg-foreground shadow-xl">
      <iframe
        ref={frame}
        title={title}
        allow={GAME_FRAME_ALLOW}
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        onLoad={onLoad}
        className="absolute inset-0 size-full border-0"
      />
      {loading && (
        <div
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-foreground text-background"
        >
          <LoaderCircle aria-hidden="true" className="size-10 animate-spin" />
          <span className="text-lg font-semibold">{labels.loadingGame}</span>
        </div>
      )}
    </div>
  );
}
