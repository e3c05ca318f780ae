// @vitest-environment node
/**
 * The layout mirrors for right-to-left languages (Arabic) because it is written in logical
 * terms: start and end, never left and right (margin-inline-start, `ms-4`, `text-start`). A
 * physical utility or property would stay put while the page mirrors around it.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Tailwind's physical utilities, with any variant prefix (`md:pl-6`, `focus:left-2`). */
const PHYSICAL_UTILITY =
  /(?<![\w-])(?:[\w-]+:)*-?(?:m[lr]|p[lr]|scroll-[mp][lr]|border-[lr]|rounded-(?:[lr]|[tb][lr])|left|right|inset-[lr])-[\w.[\]/%-]+|(?<![\w-])(?:[\w-]+:)*(?:text|float|clear)-(?:left|right)\b/g;
/** The same in CSS: physical properties and values. */
const PHYSICAL_CSS =
  /\b(?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right)\b|(?<![\w-])(?:left|right)\s*:|\b(?:text-align|float|clear)\s*:\s*(?:left|right)\b/g;

const sources = filesUnder("src").filter((file) => /\.(?:tsx|ts)$/.test(file));
const styles = filesUnder("src").filter((file) => file.endsWith(".css"));

describe("a layout that mirrors for right-to-left languages", () => {
  it.each(sources.filter((file) => !file.includes(`${join("src", "content")}`)))(
    "%s uses no left/right utility classes",
    (file) => {
      const strings = readFileSync(file, "utf8").match(/"[^"\n]*"|`[^`]*`|'[^'\n]*'/g) ?? [];
      const found = strings.flatMap((text) => text.match(PHYSICAL_UTILITY) ?? []);
      expect(found).toEqual([]);
    },
  );

  it.each(styles)("%s uses no left/right properties", (file) => {
    const css = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    expect(css.match(PHYSICAL_CSS) ?? []).toEqual([]);
    expect(css.match(PHYSICAL_UTILITY) ?? []).toEqual([]);
  });
});
