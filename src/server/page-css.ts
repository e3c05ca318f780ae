import { transform, type Selector, type Visitor } from "lightningcss";

/**
 * The part of the site's stylesheet one page needs before its scripts run: every rule whose
 * selector can match something in the page's markup, and the custom properties and animations
 * those rules use. A rule naming a class the page's markup does not carry cannot match until the
 * page's scripts add that class, and by then the whole stylesheet is loaded (the boot script
 * fetches it after first paint, and the app hydrates once it is in: src/start-client.tsx).
 * Rules without classes (the base styles, the themes' tokens, `:target`, `[hidden]`) are kept.
 *
 * Inlined, this is what a page's first round trip carries instead of the whole stylesheet: on a
 * phone's slow link, a page that fits in the first 14.6 KB paints a round trip sooner.
 */
export function pageCss(css: string, markup: string): string {
  const present = classesIn(markup);
  const rules = minify(css, {
    Rule: {
      // Left as it is when kept: nothing is rewritten, only rules are dropped.
      style: (rule) =>
        rule.value.selectors.some((selector) =>
          requiredClasses(selector).every((name) => present.has(name)),
        )
          ? undefined
          : [],
    },
  });
  // Tailwind registers its own custom properties (@property, and a fallback layer for browsers
  // without it) whether or not a rule of the page reads them.
  const read = new Set(
    [...rules.replace(/@property[^{]*\{[^}]*\}/g, "").matchAll(/var\((--[\w-]+)/g)].map(
      ([, name]) => name,
    ),
  );
  const unread = (name: string) => name.startsWith("--tw-") && !read.has(name);
  return minify(rules, {
    Rule: { property: (rule) => (unread(rule.value.name) ? [] : undefined) },
    Declaration: { custom: (property) => (unread(property.name) ? [] : undefined) },
  });
}

function minify(css: string, visitor: Visitor<never>): string {
  const { code } = transform({
    filename: "site.css",
    code: new TextEncoder().encode(css),
    minify: true,
    visitor,
  });
  return new TextDecoder().decode(code);
}

/** Every class name in the markup's class attributes, as written (entities decoded). */
export function classesIn(markup: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of markup.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of decodeEntities(value).split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", "#39": "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(amp|quot|lt|gt|#39);/g, (_, name: string) => ENTITIES[name]);

/**
 * The classes an element (or its ancestors) must carry for the selector to match: those in it,
 * and in its `:is()`/`:where()`/`:has()` arguments; not those under `:not()`, whose absence is
 * what matches.
 */
function requiredClasses(selector: Selector, negated = false): string[] {
  return selector.flatMap((component) => {
    if (component.type === "class") return negated ? [] : [component.name];
    if (component.type === "pseudo-class" && "selectors" in component) {
      const inner = component.kind === "not" || negated;
      return (component.selectors as Selector[]).flatMap((s) => requiredClasses(s, inner));
    }
    return [];
  });
}
