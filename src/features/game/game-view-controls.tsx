import { X } from "lucide-react";
import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import { useWords } from "@/hooks/use-words";
import type { GameViewMode } from "@/features/game/use-game-fullscreen";

// Under the game in the page. Without scripts it could do nothing, so it is not shown.
export function FullscreenButton({
  onClick,
  buttonRef,
}: {
  onClick: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const { fullscreen } = useWords("game");
  return (
    <Button
      ref={buttonRef}
      variant="secondary"
      size="compact"
      onClick={onClick}
      className="no-scripts:invisible"
    >
      {fullscreen}
    </Button>
  );
}

// The open view's top bar: the game's name, the way out and, on an upright phone, a hint.
export function GameViewBar({
  mode,
  name,
  onClose,
  closeButton,
}: {
  mode: GameViewMode;
  name: string;
  onClose: () => void;
  closeButton: Ref<HTMLButtonElement>;
}) {
  const text = useWords("game");
  return (
    <div
      hidden={mode === "inline"}
      className="flex items-center gap-3 px-4 py-2 text-panel-foreground"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{name}</p>
        <p className="hidden text-sm portrait:max-sm:block">{text.turnSideways}</p>
      </div>
      <Button ref={closeButton} variant="accent" size="compact" onClick={onClose}>
        <X aria-hidden="true" className="size-5" />
        {mode === "fullscreen" ? text.exitFullscreen : text.closeTheater}
      </Button>
    </div>
  );
}

// Keeps Tab inside the open view: the rest of the page is inert, so without these Tab would
// leave the document for the browser's own controls. Reaching one sends focus to the far end.
export function FocusGuard({ active, onFocus }: { active: boolean; onFocus: () => void }) {
  // Focusable by design, with nothing to activate: it only passes focus on.
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <span hidden={!active} tabIndex={active ? 0 : -1} onFocus={onFocus} />;
}
