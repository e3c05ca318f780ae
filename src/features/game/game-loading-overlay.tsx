import { LoaderCircle } from "lucide-react";
import { useWords } from "@/hooks/use-words";

// Covers the frame until the game has loaded or its time is up. Before the app runs, or when its
// code failed to load, the marks src/features/game/inline-starter.ts leaves on the slot (its
// `peer`) hide it. With JavaScript off there is no frame: instead of a spinner that never ends, the
// player gets a link to the game on its own site; so does a player whose page's code failed to load
// and whose game has not come by the overlay's time.
export function GameLoadingOverlay({ src, name }: { src: string; name: string }) {
  const text = useWords("game");
  return (
    <>
      <div
        role="status"
        data-game-overlay=""
        className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-panel text-panel-foreground peer-data-loaded:hidden peer-data-overlay-done:hidden js-off:hidden"
      >
        <LoaderCircle aria-hidden="true" className="size-10 animate-spin" />
        <span className="text-lg font-semibold">{text.loading}</span>
      </div>
      {/* `hidden` unless JavaScript is off or, the page's code having failed, the game has not
          come (globals.css): a screen reader, like the eye, meets it only then. */}
      <div
        hidden
        data-no-scripts=""
        className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-panel p-4 text-center text-panel-foreground"
      >
        <p>{text.noScripts}</p>
        <GameHostLink src={src} name={name} />
      </div>
    </>
  );
}

/** The game on its own site, in a new tab. */
export function GameHostLink({ src, name }: { src: string; name: string }) {
  const text = useWords("game");
  return (
    <a
      href={src}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center text-lg font-semibold text-accent underline underline-offset-4"
    >
      {text.playOnHost(name)} <span className="sr-only">{text.newTab}</span>
    </a>
  );
}
