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

/**
 * The path the router matches for the address a page was served at: the page every host reads
 * there. Undecodable segments are re-encoded; an encoded slash (`%2F`) is a slash, a run of
 * slashes is one, and a trailing slash, `/index.html` or `/index` names the page's folder. nginx and the
 * preview server redirect such spellings; Netlify and Cloudflare Pages find the folder's page
 * and serve it there with status 200 (tests/hosting/url-table.test.ts).
 */
export function routablePath(pathname: string): string {
  const path = withDecodablePath(pathname)
    .replace(/%2f/gi, "/")
    .replace(/\/{2,}/g, "/")
    .replace(/\/index(?:\.html)?$/, "/");
  return path.length > 1 ? path.replace(/\/$/, "") : "/";
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
