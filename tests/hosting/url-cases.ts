/**
 * The URL table: every odd, malformed or hostile path the suites send, and what each host
 * answers, hop by hop (`301 /faq → 200 faq`, `404 notFound`: status, then the page served or the
 * redirect's target). One answer holds for every host unless a named host rule (host-rules.ts)
 * says otherwise. url-table.test.ts sends each path to each host and prints the table it saw.
 */
import { pageKey, pagePath } from "@/lib/routes";
import type { HostRuleId } from "./host-rules";
import type { HostId } from "./hosts";
import { LANGUAGE_NOT_FOUND, LANGUAGE_PAGES, NOT_A_FOLDER, notFoundKey } from "./languages";

export type Expected =
  | { answer: string; rules: HostRuleId[] }
  /** Not sent to that host, for the reason the rule gives. */
  | { notSent: HostRuleId };

export interface UrlCase {
  /** Sent exactly as written (what a browser sends, unless `raw`). */
  path: string;
  /** The page a visitor ends up seeing, as it names itself: "faq", "es/faq", "es/notFound". */
  page: string;
  /** Only a raw client sends this (browsers resolve `..` first): no router reading. */
  raw?: true;
  /** The answer every host gives unless a rule says otherwise. */
  every: string;
  expected: Record<HostId, Expected>;
}

type Override = HostRuleId | readonly [answer: string, ...rules: HostRuleId[]];

const HOST_IDS: HostId[] = ["preview", "nginx", "cloudflare", "netlify", "netlifyDev"];

function row(
  path: string,
  page: string,
  every: string,
  overrides: Partial<Record<HostId, Override>> = {},
  raw?: true,
): UrlCase {
  const expected = Object.fromEntries(
    HOST_IDS.map((host): [HostId, Expected] => {
      const override = overrides[host];
      if (override === undefined) return [host, { answer: every, rules: [] }];
      if (typeof override === "string") return [host, { notSent: override }];
      const [answer, ...rules] = override;
      return [host, { answer, rules }];
    }),
  ) as Record<HostId, Expected>;
  return { path, page, every, expected, ...(raw && { raw }) };
}

const served = (page: string) => `200 ${page}`;
const redirected = (to: string, page: string) => `301 ${to} → 200 ${page}`;
const NOT_FOUND = "404 notFound";
/** Answers that are not a document of the site (local runtimes' own errors). */
const NOT_A_PAGE = (status: number) => `${status} (no page)`;

/** Another spelling of a page: redirected, except where Netlify serves the page itself. */
function spelling(path: string, page: string, to: string, cloudflare?: Override): UrlCase {
  return row(path, page, redirected(to, page), {
    ...(cloudflare && { cloudflare }),
    netlify: [served(page), "netlify-serves-spellings"],
    netlifyDev: [served(page), "netlify-serves-spellings"],
  });
}

const unknown = (path: string, overrides: Partial<Record<HostId, Override>> = {}) =>
  row(path, "notFound", NOT_FOUND, overrides);

/** Not found in a language's folder: that language's not-found page, with status 404. */
const unknownIn = (path: string, page: string, overrides: Partial<Record<HostId, Override>> = {}) =>
  row(path, page, `404 ${page}`, overrides);

/** Malformed percent-encoding: nginx refuses it, netlify dev cannot take it. */
const malformed = (path: string) =>
  unknown(path, { nginx: ["400 notFound", "nginx-400"], netlifyDev: "netlify-dev-terminates" });

// As browsers send them: `=` is escaped in a path, not in a query.
const XSS_SCRIPT = "%3Cscript%3Ealert(1)%3C/script%3E";
const XSS_IMG = "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E";
const XSS_IMG_QUERY = "%3Cimg%20src=x%20onerror=alert(1)%3E";

export const URL_TABLE: UrlCase[] = [
  // Pages at their canonical URLs, with and without a query.
  row("/", "home", served("home")),
  row("/charlie-the-steak", "charlie", served("charlie")),
  row("/faq", "faq", served("faq")),
  row("/privacy", "privacy", served("privacy")),
  row("/contact", "contact", served("contact")),
  row(`/?q=${XSS_SCRIPT}`, "home", served("home")),
  row(`/faq?q=%22%3E%3Csvg%20onload=alert(1)%3E&x=${XSS_IMG_QUERY}`, "faq", served("faq")),
  row(`/contact?name=${XSS_SCRIPT}`, "contact", served("contact")),

  // Other spellings of a page end on its canonical URL.
  spelling("/faq/", "faq", "/faq"),
  spelling("/charlie-the-steak/", "charlie", "/charlie-the-steak"),
  spelling("/index.html", "home", "/"),
  spelling("/index", "home", "/"),
  spelling("/faq/index.html", "faq", "/faq"),
  spelling("/faq/index", "faq", "/faq"),
  spelling("/privacy/index.html", "privacy", "/privacy"),

  // Runs of slashes and escaped spellings.
  spelling("//faq", "faq", "/faq", ["308 /faq/ → 301 /faq → 200 faq", "cloudflare-folder-slash"]),
  spelling("///contact", "contact", "/contact", [
    "308 /contact/ → 301 /contact → 200 contact",
    "cloudflare-folder-slash",
  ]),
  spelling("/fa%71", "faq", "/faq", ["308 /faq/ → 301 /faq → 200 faq", "cloudflare-folder-slash"]),
  spelling("/faq//", "faq", "/faq", [served("faq"), "cloudflare-serves-decoded-folder"]),
  spelling("/privacy//", "privacy", "/privacy", [
    served("privacy"),
    "cloudflare-serves-decoded-folder",
  ]),
  spelling("/faq%2F", "faq", "/faq", [served("faq"), "cloudflare-serves-decoded-folder"]),
  spelling("/faq%2f", "faq", "/faq", [served("faq"), "cloudflare-serves-decoded-folder"]),
  row("//", "home", redirected("/", "home"), {
    cloudflare: [served("home"), "cloudflare-serves-decoded-folder"],
    netlify: [served("home"), "netlify-serves-spellings"],
    netlifyDev: "netlify-dev-terminates",
  }),
  row("/%2Ffaq", "faq", redirected("/faq", "faq"), {
    cloudflare: ["308 /faq/ → 301 /faq → 200 faq", "cloudflare-folder-slash"],
    netlify: [served("faq"), "netlify-serves-spellings"],
    netlifyDev: [NOT_FOUND, "netlify-dev-url-parsing"],
  }),

  // Unknown paths, case variants, files that are not pages.
  unknown("/nope"),
  unknown("/no-such-page"),
  unknown("/faq/extra"),
  unknown("/faq/extra/deeper"),
  unknown("/a/b/c/d/e/f/g/h"),
  unknown("/FAQ"),
  unknown("/Faq"),
  unknown("/Faq/"),
  unknown("/Contact"),
  unknown("/CONTACT"),
  unknown("/CHARLIE-THE-STEAK"),
  unknown("/Charlie-The-Steak"),
  unknown("/faq.html"),
  unknown("/faq;jsessionid=1"),
  unknown("/assets"),
  unknown("/assets/"),
  unknown("/assets/missing-0000.js"),
  unknown("//nope", { netlifyDev: [served("home"), "netlify-dev-url-parsing"] }),
  unknown("/404", {
    cloudflare: [served("notFound"), "not-found-file-served"],
    netlify: [served("notFound"), "not-found-file-served"],
    netlifyDev: [served("notFound"), "not-found-file-served"],
  }),
  unknown("/404.html", {
    preview: [served("notFound"), "not-found-file-served"],
    cloudflare: ["308 /404 → 200 notFound", "cloudflare-pretty-urls", "not-found-file-served"],
    netlify: [served("notFound"), "not-found-file-served"],
    netlifyDev: [served("notFound"), "not-found-file-served"],
  }),
  unknown("/faq/index.html/", {
    cloudflare: [NOT_A_PAGE(502), "wrangler-file-loader"],
    netlify: [served("faq"), "netlify-slash-after-file"],
    netlifyDev: [served("faq"), "netlify-slash-after-file"],
  }),

  // Build metadata and host configuration: never a page, never published metadata.
  unknown("/.vite/manifest.json"),
  unknown("/.well-known/security.txt"),
  ...["/_headers", "/_redirects"].map((path) =>
    unknown(path, {
      cloudflare: [NOT_A_PAGE(502), "wrangler-file-loader"],
      netlify: [NOT_A_PAGE(200), "netlify-host-files"],
      netlifyDev: [NOT_A_PAGE(200), "netlify-host-files"],
    }),
  ),

  // Escapes, valid and not, and markup in the path.
  unknown("/caf%C3%A9"),
  unknown("/%E0%A4%A8%E0%A4%AE"),
  unknown(`/${XSS_SCRIPT}`),
  unknown(`/${XSS_IMG}`),
  unknown(`/nope?q=${XSS_SCRIPT}`),
  unknown("/%E0%A4%A8x%C3", { netlifyDev: "netlify-dev-terminates" }),
  malformed("/%zz"),
  malformed("/%"),
  malformed("/faq%"),
  malformed("/%E0%A4%A"),
  malformed("//%zz"),
  ...["/%00", "/a%00b"].map((path) =>
    unknown(path, {
      nginx: ["400 notFound", "nginx-400"],
      cloudflare: [NOT_A_PAGE(502), "wrangler-file-loader"],
      netlifyDev: [NOT_A_PAGE(403), "netlify-dev-static-server"],
    }),
  ),

  // Traversal attempts.
  unknown("/etc/passwd"),
  unknown("/%2e%2e/%2e%2e/etc/passwd", { nginx: ["400 notFound", "nginx-400"] }),
  unknown("/..%2f..%2fetc/passwd", { nginx: ["400 notFound", "nginx-400"] }),
  row("/../../etc/passwd", "notFound", NOT_FOUND, { nginx: ["400 notFound", "nginx-400"] }, true),
  row(
    "/assets/../faq",
    "faq",
    served("faq"),
    {
      preview: [NOT_FOUND, "raw-dot-segments"],
      nginx: [redirected("/faq", "faq"), "raw-dot-segments"],
      cloudflare: [served("faq"), "raw-dot-segments"],
      netlify: [served("faq"), "raw-dot-segments"],
      netlifyDev: [served("faq"), "raw-dot-segments"],
    },
    true,
  ),

  // Language folders: every Spanish page and every language's home page, with and without a
  // query; their other spellings; unknown paths in a folder (its own not-found page); and
  // addresses that only look like a folder (English's).
  ...LANGUAGE_PAGES.map((route) =>
    row(pagePath(route.page, route.language), pageKey(route), served(pageKey(route))),
  ),
  row(`/es/faq?q=${XSS_SCRIPT}&utm_source=test`, "es/faq", served("es/faq")),
  row("/ar?utm_source=test", "ar/home", served("ar/home")),
  spelling("/es/", "es/home", "/es"),
  spelling("/es/index.html", "es/home", "/es"),
  spelling("/es/index", "es/home", "/es"),
  spelling("/es/faq/", "es/faq", "/es/faq"),
  spelling("/es/faq/index.html", "es/faq", "/es/faq"),
  spelling("/es/faq/index", "es/faq", "/es/faq"),
  spelling("/es/charlie-the-steak/", "es/charlie", "/es/charlie-the-steak"),
  spelling("/pt-br/", "pt-BR/home", "/pt-br"),
  spelling("/pt-br/contact/index.html", "pt-BR/contact", "/pt-br/contact"),
  spelling("/ar/privacy/", "ar/privacy", "/ar/privacy"),
  spelling("/fr/index.html", "fr/home", "/fr"),
  spelling("/de/index", "de/home", "/de"),
  row("//es/faq", "es/faq", redirected("/es/faq", "es/faq"), {
    cloudflare: ["308 /es/faq/ → 301 /es/faq → 200 es/faq", "cloudflare-folder-slash"],
    netlify: [served("es/faq"), "netlify-serves-spellings"],
    netlifyDev: [served("faq"), "netlify-dev-url-parsing"],
  }),
  spelling("/es//faq", "es/faq", "/es/faq", [
    "308 /es//faq/ → 200 es/faq",
    "cloudflare-folder-slash",
    "cloudflare-serves-decoded-folder",
  ]),
  spelling("/es/faq//", "es/faq", "/es/faq", [
    served("es/faq"),
    "cloudflare-serves-decoded-folder",
  ]),
  spelling("/es/fa%71", "es/faq", "/es/faq", [
    "308 /es/faq/ → 301 /es/faq → 200 es/faq",
    "cloudflare-folder-slash",
  ]),
  spelling("/es%2Ffaq", "es/faq", "/es/faq", [
    "308 /es/faq/ → 301 /es/faq → 200 es/faq",
    "cloudflare-folder-slash",
  ]),
  ...LANGUAGE_NOT_FOUND.map(([path, language]) => unknownIn(path, notFoundKey(language))),
  unknownIn("/es/FAQ", "es/notFound"),
  unknownIn("/de/Contact", "de/notFound"),
  unknownIn("/es/faq.html", "es/notFound"),
  unknownIn(`/es/nope?q=${XSS_SCRIPT}`, "es/notFound"),
  unknownIn("/es/caf%C3%A9", "es/notFound"),
  unknownIn("/es/%zz", "es/notFound", {
    nginx: ["400 notFound", "nginx-400", "nginx-refused-in-english"],
    netlifyDev: "netlify-dev-terminates",
  }),
  unknownIn("/es/404", "es/notFound", {
    cloudflare: [served("es/notFound"), "not-found-file-served"],
    netlify: [served("es/notFound"), "not-found-file-served"],
    netlifyDev: [served("es/notFound"), "not-found-file-served"],
  }),
  unknownIn("/es/404.html", "es/notFound", {
    preview: [served("es/notFound"), "not-found-file-served"],
    cloudflare: [
      "308 /es/404 → 200 es/notFound",
      "cloudflare-pretty-urls",
      "not-found-file-served",
    ],
    netlify: [served("es/notFound"), "not-found-file-served"],
    netlifyDev: [served("es/notFound"), "not-found-file-served"],
  }),
  unknownIn("/es/.vite/manifest.json", "es/notFound"),
  unknownIn("/es/assets/missing-0000.js", "es/notFound"),
  unknownIn("//es/nope", "es/notFound", {
    netlify: [NOT_FOUND, "netlify-rules-match-as-sent"],
    netlifyDev: [NOT_FOUND, "netlify-dev-url-parsing"],
  }),
  ...NOT_A_FOLDER.map((path) => unknown(path)),

  // Very long paths.
  ...[`/${"a".repeat(1500)}`, `/${"a".repeat(4000)}`].map((path) =>
    unknown(path, {
      cloudflare: [NOT_A_PAGE(502), "wrangler-file-loader"],
      netlifyDev: [NOT_A_PAGE(403), "netlify-dev-static-server"],
    }),
  ),
  unknown(`/${"deep/".repeat(200)}end`),
  unknown(`/${"deep/".repeat(300)}end`),
  unknown(`/${"a".repeat(10_000)}`, {
    nginx: ["414 notFound", "nginx-414"],
    cloudflare: [NOT_A_PAGE(431), "wrangler-request-size"],
    netlifyDev: [NOT_A_PAGE(403), "netlify-dev-static-server"],
  }),
];
