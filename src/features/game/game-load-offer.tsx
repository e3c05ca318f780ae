import { GameHostLink } from "@/features/game/game-loading-overlay";
import { Button } from "@/components/ui/button";
import type { GameLoadState } from "@/features/game/use-game-loader";
import { useWords } from "@/hooks/use-words";
import { cn } from "@/lib/utils";

interface GameLoadOfferProps {
  state: GameLoadState;
  src: string;
  name: string;
  onRetry: () => void;
}

// What the game area says when the game will not come: taking long (with Try again, and the game
// on its own site), or the browser is offline (it tries again by itself once back online). The
// message is a polite status that is always there, empty on a normal load, so what appears in it
// is announced, once, and focus stays where the player left it; the controls follow it. Empty,
// the panel lets clicks through to the game.
export function GameLoadOffer({ state, src, name, onRetry }: GameLoadOfferProps) {
  const text = useWords("game");
  const shown = state === "slow" || state === "offline";
  return (
    <div
      className={cn(
        "absolute inset-0 flex flex-col items-center justify-center gap-3 overflow-y-auto p-4 text-center",
        shown ? "bg-panel text-panel-foreground" : "pointer-events-none",
      )}
    >
      <p role="status" className="max-w-prose font-semibold">
        {shown && (state === "offline" ? text.offline : text.slow)}
      </p>
      {state === "slow" && (
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
          <Button variant="accent" size="compact" onClick={onRetry}>
            {text.tryAgain}
          </Button>
          <GameHostLink src={src} name={name} />
        </div>
      )}
    </div>
  );
}
