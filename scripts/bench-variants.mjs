// The builds the bench measures side by side: the current tree and each `--baseline <ref>`, in
// the order given, each built three times: with the light game stub (the site's own budgets),
// and with the heavy game on the same site as the page and on another site.
import { join } from "node:path";
import { HEAVY_GAME_PAGE } from "./bench-game.mjs";

export const CURRENT = "current";

/**
 * Where the heavy game is served from, as the real game hosts stand to the site: Tidy Time's
 * default host is a subdomain of the site (the same site: Chromium runs its frame in the page's
 * process, on its main thread), Charlie's is another site (a process of its own on desktop).
 * Ports do not count for a site: `127.0.0.1:<stub port>` is the same site as the page's
 * `127.0.0.1`, `localhost` another.
 */
export const PLACEMENTS = [
  { id: "same-site", label: "same site", host: "127.0.0.1" },
  { id: "cross-site", label: "cross site", host: "localhost" },
];

/** The builds of each variant: the light stub's, then one per placement of the heavy game. */
export const BUILDS = ["light", ...PLACEMENTS.map((p) => p.id)];

/**
 * A git ref as part of a folder name: letters, digits, `.`, `_` and `-` kept, any run of other
 * characters one `-` (`HEAD~1` → `HEAD-1`, `origin/main` → `origin-main`), at most 40 characters.
 */
export function safeRefName(ref) {
  const safe = ref
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 40);
  return safe || "ref";
}

/**
 * The variants, baselines first in the order given, then the current build. Each is named as
 * every table and line names it: `baseline <ref>` (a ref given twice: `baseline <ref> (2)`), or
 * `current`. A baseline's folders carry its place and its ref (`1-HEAD-1`), so two refs that
 * read alike never share one. Budgets compare the current build with the first baseline.
 * @param {string[]} refs
 */
export function benchVariants(refs = []) {
  const seen = new Map();
  const baselines = refs.map((ref, index) => {
    const count = (seen.get(ref) ?? 0) + 1;
    seen.set(ref, count);
    return {
      name: count === 1 ? `baseline ${ref}` : `baseline ${ref} (${count})`,
      ref,
      slug: `${index + 1}-${safeRefName(ref)}`,
      isBaseline: true,
      isFirstBaseline: index === 0,
    };
  });
  return [
    ...baselines,
    { name: CURRENT, ref: null, slug: null, isBaseline: false, isFirstBaseline: false },
  ];
}

/**
 * A variant's folders under `reportDir`: its source (a baseline's worktree; the current tree is
 * the project itself) and one build per entry of BUILDS. The current build's light one is
 * `bench-dist`, as it always was.
 */
export function variantFolders(reportDir, variant) {
  const base = variant.slug ? `bench-baseline-${variant.slug}-dist` : "bench-dist";
  const builds = Object.fromEntries(
    BUILDS.map((build) => [
      build,
      join(reportDir, build === "light" ? base : `${base}-heavy-${build}`),
    ]),
  );
  return {
    src: variant.slug ? join(reportDir, `bench-baseline-${variant.slug}-src`) : null,
    builds,
  };
}

/**
 * The game frames' addresses for one build, as VITE_GAME_URL and VITE_CHARLIE_GAME_URL (the site's
 * config appends Tidy Time's `key` and `value`; the stubs ignore them). The light stub: Tidy
 * Time's on the same site, Charlie's on another, as their real hosts stand. The heavy game: both
 * frames on the placement's host.
 * @param {string} stubUrl  the stub server, `http://127.0.0.1:<port>`
 * @param {string} build  an entry of BUILDS
 */
export function gameUrls(stubUrl, build) {
  const on = (host) => stubUrl.replace("127.0.0.1", host);
  if (build === "light") {
    return {
      VITE_GAME_URL: `${stubUrl}/game.html`,
      VITE_CHARLIE_GAME_URL: `${on("localhost")}/game.html?game=charlie`,
    };
  }
  const placement = PLACEMENTS.find((p) => p.id === build);
  if (!placement) throw new Error(`No build ${build} (${BUILDS})`);
  return {
    VITE_GAME_URL: `${on(placement.host)}/${HEAVY_GAME_PAGE}`,
    VITE_CHARLIE_GAME_URL: `${on(placement.host)}/${HEAVY_GAME_PAGE}?game=charlie`,
  };
}
