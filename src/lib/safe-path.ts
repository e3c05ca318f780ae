/**
 * Re-encodes path segments that are not valid percent-encoding (e.g. "/%zz"), so the router can
 * decode every path it is given. Valid paths come back unchanged.
 */
export function withDecodablePath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        return segment;
      } catch {
        return segment.replace(/%/g, "%25");
      }
    })
    .join("/");
}
