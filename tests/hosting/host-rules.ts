/**
 * Where a host answers a URL differently from the others, by name. The URL table
 * (url-cases.ts) tags every answer that differs with one of these, and the suite fails on an
 * untagged difference or a rule no answer uses. deploy/README.md describes them for operators.
 */
import type { ContractOptions } from "./host-contract";
import type { HostId } from "./hosts";

export interface HostRule {
  hosts: HostId[];
  /** What differs, why, and where the host's behaviour comes from. */
  why: string;
  /** The answer is not a page of the site and carries none of its headers (local runtime only). */
  notASiteAnswer?: true;
  /**
   * The host serves one page where the router reads another. The client then renders the
   * router's page instead of hydrating (src/start-client.tsx), so the visitor sees what every
   * other host shows; only the status and the prerendered HTML differ.
   */
  routerReadsOtherPage?: true;
}

export const HOST_RULES = {
  "netlify-serves-spellings": {
    hosts: ["netlify", "netlifyDev"],
    why:
      "A `_redirects` rule does not apply where a file exists, unless forced with `!` " +
      "(Netlify's shadowing: docs.netlify.com/routing/redirects/rewrites-proxies/#shadowing), and " +
      "Netlify finds `faq/index.html` for `/faq/`, `/faq/index.html`, `/faq/index` and their " +
      "decoded or slash-run spellings. So each is the page itself with 200, not a redirect; its " +
      "canonical link names `/faq` and the client shows `/faq` in the address bar. A forced `301!` " +
      "would redirect, but Cloudflare Pages rejects `!` and both hosts read the same file.",
  },
  "cloudflare-serves-decoded-folder": {
    hosts: ["cloudflare"],
    why:
      "Pages matches `_redirects` against the path as sent but looks files up by the decoded path " +
      "(workers-sdk pages-shared/asset-server/handler.ts), so a path that decodes to a page's " +
      "folder with a slash (`/faq%2F`, `/faq//`, `//`) is that page with 200. On a Cloudflare zone, " +
      "URL normalisation (on by default) merges slash runs before Pages sees the path " +
      "(developers.cloudflare.com/rules/normalization).",
  },
  "cloudflare-folder-slash": {
    hosts: ["cloudflare"],
    why:
      "A path that decodes to a page's folder without its slash (`//faq`, `/fa%71`, `/%2Ffaq`) " +
      "matches no rule as sent, so Pages itself answers 308 with the folder's slash, and the " +
      "`/faq/` rule then sends it to `/faq`: two redirects, ending on the canonical URL. A run " +
      "inside a language's folder (`/es//faq`) keeps the run in the 308 (`/es//faq/`), which Pages " +
      "then serves as the decoded folder (cloudflare-serves-decoded-folder).",
  },
  "cloudflare-pretty-urls": {
    hosts: ["cloudflare"],
    why:
      "Pages drops `.html` and `/index` from URLs with a 308 of its own (handler.ts): `/404.html` " +
      "goes to `/404`.",
  },
  "not-found-file-served": {
    hosts: ["preview", "cloudflare", "netlify", "netlifyDev"],
    why:
      "The not-found page's own file, asked for by name (`/404.html`, `/es/404.html`) or without " +
      "`.html` (`/404`), is served with 200 (a file, found). nginx keeps each internal. Pages' " +
      "`_redirects` cannot answer 404 (only 200 and 3xx), and Netlify's shadowing serves the " +
      "file before any rule.",
  },
  "nginx-400": {
    hosts: ["nginx"],
    why:
      "nginx refuses a path with malformed percent-encoding, an encoded NUL, or `..` above the root " +
      "with 400 Bad Request before choosing a location; the block answers it with the not-found page.",
  },
  "nginx-refused-in-english": {
    hosts: ["nginx"],
    routerReadsOtherPage: true,
    why:
      "A request nginx refuses (400, 414) is answered before a location is chosen, so a language " +
      "folder's own error_page never applies: `/es/%zz` gets the English not-found page. The " +
      "router reads the Spanish one there and renders it.",
  },
  "nginx-414": {
    hosts: ["nginx"],
    why: "A request line longer than nginx's header buffers (8 KB) is 414, with the not-found page.",
  },
  "raw-dot-segments": {
    hosts: ["preview", "nginx", "cloudflare", "netlify", "netlifyDev"],
    why:
      "`..` sent raw (browsers resolve it before sending): the preview server refuses dot " +
      "segments (404), nginx resolves them and redirects to the canonical URL, Pages and Netlify " +
      "resolve them and serve the page.",
  },
  "wrangler-file-loader": {
    hosts: ["cloudflare"],
    notASiteAnswer: true,
    why:
      "Local runtime only: `wrangler pages dev` reads assets from disk and answers 502, without the " +
      "site's headers and naming the disk path, when the disk lookup throws: an encoded NUL, a path " +
      "segment over 255 bytes, a path below a file (`/_headers` tries `_headers/index.html`). Pages " +
      "in production looks paths up in the uploaded asset list, and wrangler's upload leaves " +
      "`_headers` and `_redirects` out (IGNORE_LIST in wrangler's pages deploy).",
  },
  "wrangler-request-size": {
    hosts: ["cloudflare"],
    notASiteAnswer: true,
    why:
      "Local runtime only: wrangler's local HTTP server refuses a 10,000-byte path with 431 before " +
      "Pages sees it, without the site's headers.",
  },
  "wrangler-trace": {
    hosts: ["cloudflare"],
    why:
      "Local runtime only: wrangler forwards each request to workerd through fetch(), which " +
      "forbids the TRACE method; the TypeError goes unhandled and the request is never " +
      "answered. The server goes on serving.",
  },
  "netlify-host-files": {
    hosts: ["netlify", "netlifyDev"],
    why:
      "`_headers` and `_redirects` are files in the publish folder: netlify dev serves them, and " +
      "Netlify's documentation does not say it withholds them, so they count as published. They " +
      "hold the headers every response carries and the public redirects: nothing private.",
  },
  "netlify-slash-after-file": {
    hosts: ["netlify", "netlifyDev"],
    routerReadsOtherPage: true,
    why:
      "Netlify's lookup resolves the path like a disk path, dropping a slash after a file's name: " +
      "`/faq/index.html/` is the FAQ with 200. The router reads it as not found, as nginx, the " +
      "preview server and Pages do.",
  },
  "netlify-dev-url-parsing": {
    hosts: ["netlifyDev"],
    routerReadsOtherPage: true,
    why:
      "netlify dev reads a path that starts with `//` as a URL with a host (new URL(path, base) in " +
      "netlify-cli's rules-proxy.js): `//nope` is the home page, `/%2Ffaq` (decoded `//faq`) is not " +
      "found, `//es/faq` is the English FAQ (host `es`) and `//es/nope` the English not-found page. " +
      "Netlify's servers are not netlify-cli; its documentation says nothing of slash runs.",
  },
  "netlify-rules-match-as-sent": {
    hosts: ["netlify"],
    routerReadsOtherPage: true,
    why:
      "Netlify's redirect engine matches rules against the path as sent, so `//es/nope` is under " +
      "no `/es/*` rule and gets the root's not-found page (English), with 404. The router merges " +
      "the slashes and renders the Spanish one. Pages finds the folder's 404.html from the " +
      "normalised path.",
  },
  "netlify-dev-cache-control": {
    hosts: ["netlifyDev"],
    why:
      "netlify dev's static server sets `Cache-Control: public, max-age=0` on every file, over " +
      "the value `_headers` gives (netlify-cli utils/static-server.js): HTML is revalidated as " +
      "it should be, hashed assets are too. Netlify's rules (the parsers) carry the generated values.",
  },
  "netlify-missing-asset-immutable": {
    hosts: ["netlify"],
    why:
      "Netlify applies a `_headers` block to every answer for a path its pattern matches, whatever " +
      "the status (its parser's forRegExp reads the path alone; Netlify support, " +
      "answers.netlify.com/t/4518: no status condition), so `/assets/:file` gives a bundle this " +
      "build does not have a 404 with `public, max-age=31536000, immutable`. A browser that asked " +
      "for it keeps that 404, and a rollback that brings the bundle back does not reach it; the " +
      "app's one full reload then leaves the page as the server wrote it. netlify dev cannot show " +
      "this (netlify-dev-cache-control); Pages replaces a 404's Cache-Control with no-store.",
  },
  "netlify-dev-static-server": {
    hosts: ["netlifyDev"],
    why:
      "netlify dev's static file server answers 403 for an encoded NUL or a path segment too long " +
      "for the disk, instead of the not-found page.",
  },
  "netlify-dev-terminates": {
    hosts: ["netlifyDev"],
    notASiteAnswer: true,
    why:
      "Not sent: netlify-cli 27.10.2's `netlify dev` ends its process on a path with malformed " +
      "percent-encoding (URIError: URI malformed, rules-proxy.js) and on `//` (TypeError: Invalid " +
      "URL). The last test of netlify.test.ts sends one and checks that it still does.",
  },
} satisfies Record<string, HostRule>;

export type HostRuleId = keyof typeof HOST_RULES;

/** How each host's run of the shared contract (host-contract.ts) differs, by rule. */
export const HOST_CONTRACT_OPTIONS: Record<HostId, ContractOptions> = {
  preview: {},
  nginx: {},
  cloudflare: { traceUnanswered: "wrangler-trace" },
  netlify: {
    rulesOnly: true,
    servesSpellings: "netlify-serves-spellings",
    missingAssetCachedLong: "netlify-missing-asset-immutable",
  },
  netlifyDev: {
    servesSpellings: "netlify-serves-spellings",
    ownCacheControl: "netlify-dev-cache-control",
  },
};
