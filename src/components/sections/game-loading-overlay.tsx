import { LoaderCircle } from "lucide-react";
import { useWords } from "@/hooks/use-words";

// Covers the frame until the game has loaded. Without scripts the game never starts (the
// frame's source is set once the page is interactive), so instead of a spinner that never
// ends, the player gets a link to the game on its own site.
export function GameLoadingOverlay({ src, name }: { src: string; name: string }) {
  const text = useWords("layout").game;
  return (
    <>
      <div
        role="status"
        className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-panel text-panel-foreground no-scripts:hidden"
      >
        <LoaderCircle aria-hidden="true" className="size-10 animate-spin" />
        <span className="text-lg font-semibold">{text.loading}</span>
      </div>
      {/* `hidden` unless the page's scripts are off or failed (globals.css): a screen reader,
          like the eye, meets it only then. */}
      <div
        hidden
        data-no-scripts=""
        className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-panel p-4 text-center text-panel-foreground"
      >
        <p>{text.noScripts}</p>
        <a
          href={src}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center text-lg font-semibold text-accent underline underline-offset-4"
        >
          {text.playOnHost(name)} <span className="sr-only">{text.newTab}</span>
        </a>
      </div>
    </>
  );
}
