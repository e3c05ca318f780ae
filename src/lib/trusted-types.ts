/**
 * Trusted Types, which every host config enforces (`require-trusted-types-for 'script'`): each
 * DOM sink the site writes a string to goes through a named policy that accepts only what that
 * sink needs and throws on anything else, and the CSP's `trusted-types` names these policies
 * alone (src/server/security-headers.ts). There is no `default` policy: a string written to a
 * sink any other way is refused by the browser.
 * - `tidy-time-boot`: the boot script's module URLs, the site's own `/assets/*.js` only. The
 *   policy is made inside the boot script (src/boot/boot-script.ts), which runs before any module.
 * - `tidy-time-art`: the hero drawings' markup, inlined into their <svg> (page-hero.tsx): the
 *   drawings the site ships (registered by heroArt() below), nothing else.
 * - `tidy-time-json`: the structured data's text, written into a <script type="application/ld+json">
 *   on a page opened from another page: JSON exactly as serializeJsonLd writes it
 *   (src/lib/trusted-json.ts).
 * Where the browser has no Trusted Types, and on the server, the strings pass as they are.
 */
export const TRUSTED_TYPES_POLICIES = {
  boot: "tidy-time-boot",
  art: "tidy-time-art",
  json: "tidy-time-json",
} as const;

/** What a policy makes: an object the sink takes as vouched for (React passes it through). */
type Trusted = object;
type Rules = { createHTML?: (input: string) => string; createScript?: (input: string) => string };
interface Policy {
  createHTML(input: string): Trusted;
  createScript(input: string): unknown;
}
interface PolicyFactory {
  createPolicy(name: string, rules: Rules): Policy;
}

const browserFactory = () => (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;

/** A policy made once, when first needed (a name may be made once per page), or none. */
export function lazyPolicy(name: string, rules: Rules): () => Policy | undefined {
  let policy: Policy | undefined;
  return () => {
    const factory = browserFactory();
    if (factory) policy ??= factory.createPolicy(name, rules);
    return policy;
  };
}

/** What a policy says when it refuses a value: its name, and the start of what it was given. */
export function refuse(name: string, input: string): never {
  throw new TypeError(`${name} refuses ${JSON.stringify(input.slice(0, 60))}`);
}

/** The hero drawings' markup the site ships: only these go into an <svg>. */
const artMarkup = new Set<string>();
const artPolicy = lazyPolicy(TRUSTED_TYPES_POLICIES.art, {
  createHTML: (input) => (artMarkup.has(input) ? input : refuse(TRUSTED_TYPES_POLICIES.art, input)),
});

/** Declares a drawing the site ships, so its markup may be inlined. */
export function registerArt(markup: string): string {
  artMarkup.add(markup);
  return markup;
}

/** A shipped drawing's markup, for an <svg>'s inner HTML. */
export function trustedArt(markup: string): string | Trusted {
  return artPolicy()?.createHTML(markup) ?? markup;
}
