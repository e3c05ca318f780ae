import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { useFocusReturn } from "@/hooks/use-focus-return";
import { useWords } from "@/hooks/use-words";
import { cn } from "@/lib/utils";
import { hideOfflineNotice, useOfflineNotice } from "@/lib/offline-notice-store";

/**
 * "You are offline", in the page's language, when a page or language the player asked for
 * cannot be loaded (src/lib/offline-notice-store.ts). A polite status at the window's bottom:
 * announced without taking focus, it moves nothing. It goes when another page is shown, or when
 * closed; closed from the keyboard, it gives focus back where it came from.
 */
export function OfflineNotice() {
  const shown = useOfflineNotice();
  const { offline } = useWords("layout");
  const { pathname } = useLocation();
  const { ref, onFocus, giveFocusBack } = useFocusReturn<HTMLDivElement>();

  // A page shown since: what the notice said is over.
  useEffect(() => hideOfflineNotice, [pathname]);

  // The live region goes in first and its words a frame later: some screen readers follow only a
  // region already in the page.
  const [filled, setFilled] = useState(0);
  useEffect(() => {
    if (!shown) return;
    const frame = requestAnimationFrame(() => setFilled(shown));
    return () => cancelAnimationFrame(frame);
  }, [shown]);

  const close = () => {
    giveFocusBack();
    hideOfflineNotice();
  };

  if (!shown) return null;
  const ready = filled === shown;
  // The status holds the words alone: the close button is not part of what is announced.
  return (
    <div
      ref={ref}
      data-offline-notice=""
      onFocus={onFocus}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-3"
    >
      <div
        className={cn(
          "pointer-events-auto flex max-w-xl items-start gap-2 rounded-(--radius) border border-border bg-background py-2 ps-4 pe-2 text-foreground shadow-xl",
          !ready && "invisible",
        )}
      >
        <p role="status" className="min-w-0 flex-1 py-1">
          {ready && (
            <>
              <strong className="block font-semibold">{offline.title}</strong> {offline.body}
            </>
          )}
        </p>
        {ready && (
          <button
            type="button"
            onClick={close}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-muted"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{offline.dismiss}</span>
          </button>
        )}
      </div>
    </div>
  );
}
