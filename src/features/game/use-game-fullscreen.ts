import { useEffect, useRef, useState } from "react";
import {
  exitFullscreen,
  FULLSCREEN_CHANGE_EVENTS,
  fullscreenElement,
  PREFIXED_FULLSCREEN_ERROR_EVENT,
  requestElementFullscreen,
} from "@/features/game/fullscreen";
import { inertOutside } from "@/features/game/inert-outside";

// How a game is shown: in the page, fullscreen through the Fullscreen API, or as a theater view
// filling the window where the browser does not make elements fullscreen (iPhone) or refuses.
export type GameViewMode = "inline" | "fullscreen" | "theater";

type OrientationLock = { lock?: (orientation: "landscape") => Promise<void> };

// Opens and closes a game's fullscreen or theater view. The view is restyled where it stands,
// never moved, so the game in it keeps running. While it is open the rest of the page is inert
// and focus is inside it; closing it, however that happens, gives the page back as it was: the
// scroll position, focus on the button that opened it, nothing left inert.
export function useGameFullscreen() {
  const [mode, setMode] = useState<GameViewMode>("inline");
  const view = useRef<HTMLDivElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Fullscreen also ends in ways the page does not see coming (Escape, the browser's own
  // control), so the document's fullscreen element decides.
  useEffect(() => {
    const follow = () =>
      setMode((previous) => {
        const current = fullscreenElement();
        // The game may make its own frame fullscreen from inside the view: still open.
        if (current && view.current?.contains(current)) {
          return current === view.current ? "fullscreen" : previous;
        }
        return previous === "fullscreen" ? "inline" : previous;
      });
    const refused = () => setMode("theater");
    for (const type of FULLSCREEN_CHANGE_EVENTS) document.addEventListener(type, follow);
    document.addEventListener(PREFIXED_FULLSCREEN_ERROR_EVENT, refused);
    return () => {
      for (const type of FULLSCREEN_CHANGE_EVENTS) document.removeEventListener(type, follow);
      document.removeEventListener(PREFIXED_FULLSCREEN_ERROR_EVENT, refused);
    };
  }, []);

  useEffect(() => {
    const element = view.current;
    const button = openButton.current;
    if (mode === "inline" || !element) return;
    const { scrollX, scrollY } = window;
    const restoreInert = inertOutside(element);
    closeButton.current?.focus();
    // Where the browser allows it (Android, in fullscreen only) a phone turns the game sideways;
    // elsewhere the view's hint asks the player to.
    if (mode === "fullscreen") {
      (screen.orientation as OrientationLock | undefined)?.lock?.("landscape").catch(() => {});
    }
    // The browser handles Escape in real fullscreen; the theater view is the page's own.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && mode === "theater") setMode("inline");
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      restoreInert();
      if (!element.isConnected) return; // the page itself is going away
      if (window.scrollX !== scrollX || window.scrollY !== scrollY) {
        window.scrollTo({ left: scrollX, top: scrollY, behavior: "instant" });
      }
      button?.focus({ preventScroll: true });
    };
  }, [mode]);

  const open = () => {
    if (view.current) requestElementFullscreen(view.current).catch(() => setMode("theater"));
  };
  const close = () => (mode === "fullscreen" ? exitFullscreen() : setMode("inline"));

  return { mode, view, openButton, closeButton, open, close };
}
