/**
 * The unknown and malformed URLs the browser suite opens (urls.spec.ts). The hosting suite sends
 * the same paths to every host and checks each one there (tests/hosting/url-table.test.ts).
 */
import type { Language } from "../../../src/features/languages/languages";
import type { PageId } from "../../../src/lib/routes";

/** A page in a language as the page names itself: "faq" in English, "es/faq", "pt-BR/notFound". */
export type PageKey = PageId | `${Exclude<Language, "en">}/${PageId}`;

/** The language and page a key names. */
export function readPageKey(key: PageKey): { language: Language; page: PageId } {
  const [language, page] = key.includes("/") ? key.split("/") : ["en", key];
  return { language: language as Language, page: page as PageId };
}

export interface UrlCase {
  /** Sent exactly as written. */
  path: string;
  /**
   * The page the visitor must end up seeing, in its language, and nothing of another: the
   * hosting suite's URL table names it the same way (tests/hosting/url-cases.ts), and holds
   * every path below.
   */
  shows: PageKey;
  /** Acceptable HTTP statuses of the final document (hosts differ on a few odd URLs). */
  status: number[];
  /** The address bar's path once redirects are done, when it must change. */
  landsOn?: string;
}

export const XSS_SCRIPT = "<script>alert(1)</script>";
const XSS_IMG = "<img src=x onerror=alert(1)>";

/** The cases in groups of a kind: the browser suite opens each group's in one tab, in turn. */
export const URL_CASE_GROUPS: { name: string; cases: UrlCase[] }[] = [
  {
    name: "unknown paths, and real ones in another case",
    cases: [
      // Unknown and nested unknown paths.
      { path: "/no-such-page", shows: "notFound", status: [404] },
      { path: "/faq/extra/deeper", shows: "notFound", status: [404] },
      { path: "/a/b/c/d/e/f/g/h", shows: "notFound", status: [404] },
      { path: "/.vite/manifest.json", shows: "notFound", status: [404] },
      { path: "/404.html", shows: "notFound", status: [200, 404] },
      // Case variants: routes are case-sensitive, on the host and in the router.
      { path: "/FAQ", shows: "notFound", status: [404] },
      { path: "/Contact", shows: "notFound", status: [404] },
      { path: "/CHARLIE-THE-STEAK", shows: "notFound", status: [404] },
    ],
  },
  {
    name: "other spellings of real pages",
    cases: [
      // Other spellings of real pages end on the canonical URL.
      { path: "/faq/", shows: "faq", status: [200], landsOn: "/faq" },
      {
        path: "/charlie-the-steak/",
        shows: "charlie",
        status: [200],
        landsOn: "/charlie-the-steak",
      },
      { path: "/index.html", shows: "home", status: [200], landsOn: "/" },
      { path: "/privacy/index.html", shows: "privacy", status: [200], landsOn: "/privacy" },
      { path: "/faq/index", shows: "faq", status: [200], landsOn: "/faq" },
      { path: "/faq%2F", shows: "faq", status: [200], landsOn: "/faq" },
      { path: "/fa%71", shows: "faq", status: [200] },
      // Runs of slashes: redirected to the page, as nginx does.
      { path: "//faq", shows: "faq", status: [200], landsOn: "/faq" },
      { path: "/privacy//", shows: "privacy", status: [200], landsOn: "/privacy" },
    ],
  },
  {
    name: "percent-encoding, valid and not, and very long paths",
    cases: [
      { path: "/caf%C3%A9", shows: "notFound", status: [404] },
      { path: "/%E0%A4%A8%E0%A4%AE", shows: "notFound", status: [404] },
      { path: "/%E0%A4%A", shows: "notFound", status: [400, 404] },
      { path: "/%zz", shows: "notFound", status: [400, 404] },
      // The router's corrected address must stay on this site, not name a host `%25zz`.
      { path: "//%zz", shows: "notFound", status: [400, 404] },
      { path: "/%2e%2e/%2e%2e/etc/passwd", shows: "notFound", status: [404] },
      { path: `/${"a".repeat(1500)}`, shows: "notFound", status: [404] },
      { path: `/${"deep/".repeat(300)}end`, shows: "notFound", status: [404, 414] },
    ],
  },
  {
    name: "markup in the path, the query and the fragment",
    cases: [
      { path: `/${XSS_SCRIPT}`, shows: "notFound", status: [404] },
      { path: `/${encodeURIComponent(XSS_IMG)}`, shows: "notFound", status: [404] },
      { path: `/?q=${XSS_SCRIPT}`, shows: "home", status: [200] },
      { path: `/faq?q="><svg onload=alert(1)>&x=${XSS_IMG}`, shows: "faq", status: [200] },
      { path: `/nope?q=${XSS_SCRIPT}`, shows: "notFound", status: [404] },
      { path: `/#${XSS_IMG}`, shows: "home", status: [200] },
      { path: `/faq#${XSS_SCRIPT}`, shows: "faq", status: [200] },
      {
        path: `/contact?name=${XSS_SCRIPT}#"><img src=x onerror=alert(1)>`,
        shows: "contact",
        status: [200],
      },
    ],
  },
  {
    // Other spellings end on the page in its language; a query changes nothing; an unknown path
    // or an odd case in a folder is that language's not-found page (the router and the host
    // agree: both case-sensitive); what only looks like a folder is English's.
    name: "language folders",
    cases: [
      { path: "/es/faq/", shows: "es/faq", status: [200], landsOn: "/es/faq" },
      {
        path: "/pt-br/contact/index.html",
        shows: "pt-BR/contact",
        status: [200],
        landsOn: "/pt-br/contact",
      },
      { path: `/es/faq?q=${XSS_SCRIPT}&utm_source=test`, shows: "es/faq", status: [200] },
      { path: "/ar?utm_source=test", shows: "ar/home", status: [200] },
      { path: "/es/FAQ", shows: "es/notFound", status: [404] },
      { path: "/xx/faq", shows: "notFound", status: [404] },
      { path: "/ES/faq", shows: "notFound", status: [404] },
    ],
  },
];

export const URL_CASES: UrlCase[] = URL_CASE_GROUPS.flatMap((group) => group.cases);
