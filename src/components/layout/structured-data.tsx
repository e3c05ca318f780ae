import { useEffect, useState, useSyncExternalStore } from "react";
import { hydratesServerMarkup } from "@/lib/hydration";
import { trustedJson } from "@/lib/trusted-json";

/**
 * A page's JSON-LD (`json`, as serializeJsonLd wrote it). In the prerendered page it is a
 * <script> React renders and the browser hydrates as it is. A page the browser renders itself
 * (opened from another page) writes its own <script> into <head>, its text through the
 * `tidy-time-json` Trusted Types policy: React would create a <script> element through
 * `innerHTML`, a sink no policy of the site's can vouch for.
 */
const unchanging = () => () => {};

export function StructuredData({ json }: { json: string }) {
  // Decided once: on the server and while hydrating its markup, the server's script; later, ours.
  const serverMarkup = useSyncExternalStore(unchanging, hydratesServerMarkup, () => true);
  const [fromServer] = useState(serverMarkup);

  useEffect(() => {
    if (fromServer) return;
    const script = document.createElement("script");
    script.type = "application/ld+json";
    script.text = trustedJson(json);
    document.head.append(script);
    return () => script.remove();
  }, [fromServer, json]);

  return fromServer ? (
    // Escaped by serializeJsonLd: no content can close the script element.
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
  ) : null;
}
