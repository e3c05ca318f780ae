import { Suspense, useEffect, type ReactNode } from "react";
import { noteHydrated } from "@/lib/hydration";

function SliceCommitted() {
  useEffect(noteHydrated, []);
  return null;
}

/**
 * A part of the page React hydrates on its own, in a separate task after the shell, so that
 * no single task blocks the main thread for long on a slow phone. Its code ships with the page
 * (never loaded on scroll), so a click on it before it hydrates is handled, not dropped.
 */
export function HydrationSlice({
  children,
  fallback = null,
}: {
  children: ReactNode;
  /** Shown while the slice's code loads after a client-side navigation. */
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <SliceCommitted />
    </Suspense>
  );
}
