import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";
import { hashTarget } from "@/lib/routes";

/**
 * A hash that names a section brings that section into view and moves focus to it, so keyboard
 * users continue from it: after a link, on a first load (the browser is already there) and on
 * back/forward. Without a hash, a client-side navigation starts the new page at the top with
 * focus on <main>; first loads and back/forward (POP) keep the position the browser restores.
 */
export function useScrollOnNavigate(mainId: string) {
  // `key` changes on every navigation, including to the same path.
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const target = hash ? document.getElementById(hashTarget(hash)) : null;
    if (target) {
      target.scrollIntoView({ block: "start" });
      target.focus({ preventScroll: true });
    } else if (navigationType !== "POP") {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      document.getElementById(mainId)?.focus({ preventScroll: true });
    }
  }, [hash, key, navigationType, mainId]);
}
