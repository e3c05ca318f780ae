/**
 * Re-encodes path segments that are not valid percent-encoding (e.g. "/%zz"), so the router can
 * decode every path it is given. Valid paths come back unchanged.
 */
export function withDecodablePath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => (decodeOrNull(segment) === null ? segment.replace(/%/g, "%25") : segment))
    .join("/");
}

// The decoded value is returned and used, not only attempted: the production minifier drops a
// `decodeURIComponent` call whose result is unused, and with it the exception this relies on.
function decodeOrNull(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
