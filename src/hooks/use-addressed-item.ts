import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";
import { hashTarget } from "@/lib/routes";

/** Told when the hash is rewritten in place, which fires no browser event. */
const rewrites = new Set<() => void>();

function subscribe(listener: () => void) {
  rewrites.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    rewrites.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

const readHash = () => window.location.hash;
/** The prerender cannot know the hash: the page is built, and hydrated, with none. */
const noHash = () => "";

function rewriteHash(id: string) {
  const url = new URL(window.location.href);
  url.hash = id;
  // In place, keeping the router's state: no history entry, and the router, which does not see
  // it, neither scrolls nor moves focus for it.
  window.history.replaceState(window.history.state, "", url);
  for (const listener of rewrites) listener();
}

/**
 * The open item of a single-open accordion whose items have addresses (their ids), kept in the
 * URL's hash: an address visited opens its item and scrolls it into view; opening or closing an
 * item writes or removes its address. Without addresses, the accordion keeps its own state.
 */
export function useAddressedItem(addresses: readonly string[] | undefined) {
  // Every navigation re-reads the hash (a render reads it) and scrolls to what it names.
  const { key } = useLocation();
  // Without a hash, both snapshots agree and hydration renders the accordion once; with one,
  // React renders it again at once, with that item open. An accordion without addresses never
  // reads the hash, so a hash meant for another part of the page does not render it again.
  const hash = useSyncExternalStore(subscribe, addresses ? readHash : noHash, noHash);
  const target = hashTarget(hash);

  useEffect(() => {
    const id = hashTarget(window.location.hash);
    if (addresses?.includes(id)) document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, [addresses, key]);

  if (!addresses) return {};
  return { value: addresses.includes(target) ? target : "", onValueChange: rewriteHash };
}
