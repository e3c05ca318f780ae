import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { ToastMessage, Toaster, useToast } from "@/components/ui/toast";
import { whenIdleAfterHydration, whenOnline } from "@/lib/when-idle";

interface ToastModule {
  Toaster: typeof Toaster;
  useToast: typeof useToast;
}
type ShowToast = (message: ToastMessage) => void;

let loading: Promise<ToastModule> | undefined;

function loadToast(): Promise<ToastModule> {
  loading ??= import("@/components/ui/toast").catch((error: unknown) => {
    loading = undefined; // the next toast tries again
    throw error;
  });
  return loading;
}

/** Hands the mounted <Toaster>'s `show` out to the component that asked for it. */
function ToastBridge({
  useToast,
  onReady,
}: {
  useToast: ToastModule["useToast"];
  onReady: (show: ShowToast) => void;
}) {
  const show = useToast();
  useEffect(() => onReady(show), [show, onReady]);
  return null;
}

/**
 * The site's <Toaster> for a component whose toast is rare (the Share button's "Link copied"):
 * Radix Toast's code is not part of the page's first download, so the game pages stay as light
 * as before. It loads once the page is hydrated and the browser idle, and its viewport is
 * mounted then, well before a toast appears: screen readers only announce into a live region
 * that already exists. `show` resolves once the toast is on screen, loading it first if a
 * player was quicker; it rejects if the toast's code cannot load.
 */
export function useIdleToaster(): {
  toaster: ReactNode;
  show: (message: ToastMessage) => Promise<void>;
} {
  const [toast, setToast] = useState<ToastModule | null>(null);
  const ready = useRef<ShowToast | null>(null);
  const waiting = useRef<((show: ShowToast) => void)[]>([]);

  const mount = useCallback(async () => setToast(await loadToast()), []);

  useEffect(() => {
    let mounted = true;
    let cancel = () => {};
    // A failure here is retried by the first toast, which reports it. Offline, it waits for the
    // connection rather than fail.
    whenIdleAfterHydration(() => {
      if (mounted) cancel = whenOnline(() => void mount().catch(() => {}));
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [mount]);

  const onReady = useCallback((show: ShowToast) => {
    ready.current = show;
    for (const resolve of waiting.current.splice(0)) resolve(show);
  }, []);

  const show = useCallback(
    async (message: ToastMessage) => {
      if (!ready.current) await mount();
      const showToast =
        ready.current ?? (await new Promise<ShowToast>((resolve) => waiting.current.push(resolve)));
      showToast(message);
    },
    [mount],
  );

  // In <body>, outside the page's layout: the viewport is fixed to the window's corner anyway.
  const toaster =
    toast &&
    createPortal(
      <toast.Toaster>
        <ToastBridge useToast={toast.useToast} onReady={onReady} />
      </toast.Toaster>,
      document.body,
    );
  return { toaster, show };
}
