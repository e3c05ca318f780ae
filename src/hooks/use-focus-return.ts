import { useRef, type FocusEvent } from "react";
import { SECTION_IDS } from "@/lib/constants";

/**
 * For a notice that goes away when closed: focus left on its close button would drop to the
 * page's body, and the next Tab would start from the top. Put `onFocus` on the notice; before it
 * goes, `giveFocusBack` returns focus to where it was before it came into the notice, or else to
 * the page's main content.
 */
export function useFocusReturn<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const cameFrom = useRef<Element | null>(null);
  const onFocus = (event: FocusEvent<T>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) cameFrom.current = event.relatedTarget;
  };
  const giveFocusBack = () => {
    if (!ref.current?.contains(document.activeElement)) return;
    const before = cameFrom.current;
    if (before instanceof HTMLElement && before.isConnected) before.focus();
    if (document.activeElement !== before) {
      document.getElementById(SECTION_IDS.main)?.focus({ preventScroll: true });
    }
  };
  return { ref, onFocus, giveFocusBack };
}
