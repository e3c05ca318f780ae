import { transform, type Selector, type Visitor } from "lightningcss";

/**
 * The part of the site's stylesheet one page needs before its scripts run: every rule whose
 * selector can match something in the page's markup, and the custom properties and animations
 * those rules (or the markup) use. A rule naming a class the page's markup does not carry
 * cannot match until the page's scripts add that class, and by then the whole stylesheet is
 * loaded (the boot script fetches it after first paint, and the app hydrates once it is in:
 * src/start-client.tsx). Rules without classes (the base styles, the themes' tokens, `:target`,
 * `[hidden]`) are kept, each with every declaration it has.
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
  return withoutUnread(rules, markup).replace(LICENSE_COMMENTS, "");
}

/** The license comment the whole stylesheet (a file of its own) carries for the inlined part. */
const LICENSE_COMMENTS = /\/\*![\s\S]*?\*\//g;

/**
 * The stylesheet without the custom properties nothing reads (the theme's tokens the page's rules
 * do not use, Tailwind's registered properties), read by a kept rule, another property kept, or
 * the markup itself (an SVG's `fill="var(--color-accent)"`), and without the animations no
 * property names: dropping one property can leave another unread, so until nothing changes.
 */
function withoutUnread(css: string, markup: string): string {
  const readIn = (text: string) =>
    new Set([...text.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name));
  const markupReads = readIn(markup);
  let current = css;
  for (;;) {
    // Tailwind's @property rules name the properties they register without reading them.
    const read = readIn(current.replace(/@property[^{]*\{[^}]*\}/g, ""));
    // Only custom properties: lightningcss hands every property it does not know (text-wrap,
    // content-visibility, -webkit-font-smoothing) to the same `custom` visitor, by its name.
    const unread = (name: string) =>
      name.startsWith("--") && !read.has(name) && !markupReads.has(name);
    const named = (name: string) => current.split(name).length > 2;
    const next = minify(current, {
      Rule: {
        property: (rule) => (unread(rule.value.name) ? [] : undefined),
        keyframes: (rule) =>
          "value" in rule.value.name && !named(String(rule.value.name.value)) ? [] : undefined,
      },
      Declaration: { custom: (property) => (unread(property.name) ? [] : undefined) },
    });
    if (next.length === current.length) return next;
    current = next;
  }
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
