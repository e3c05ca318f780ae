import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/**
 * After client-side navigation: a hash lands on its section (and moves focus there so
 * keyboard users continue from it); a new page starts at the top with focus on <main>.
 */
export function useScrollOnNavigate(mainId: string) {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const isFirstRender = previousPath.current === null;
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;

    const target = hash ? document.getElementById(decodeHash(hash)) : null;
    if (target) {
      target.scrollIntoView({ block: "start" });
      target.focus({ preventScroll: true });
    } else if (pathChanged && !isFirstRender) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      document.getElementById(mainId)?.focus({ preventScroll: true });
    }
  }, [pathname, hash, key, mainId]);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
