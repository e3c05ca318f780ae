/**
 * The colour tokens of both themes, read from src/styles/globals.css: the light values in
 * `@theme`, the dark theme's overrides in `@variant dark`. Read by the contrast test and by
 * the browser suite, which compares what the page shows with them.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

export type ColorTokens = Record<string, string>;

/** The text between the braces of the first block that `opening` starts. */
function block(css: string, opening: string): string {
  const start = css.indexOf(`${opening} {`);
  if (start < 0) throw new Error(`globals.css has no ${opening} block`);
  const open = css.indexOf("{", start);
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    if (css[index] === "{") depth++;
    if (css[index] === "}" && --depth === 0) return css.slice(open + 1, index);
  }
  throw new Error(`${opening} is not closed`);
}

function colorTokens(text: string): ColorTokens {
  const tokens = [...text.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6});/gi)];
  return Object.fromEntries(tokens.map(([, name, value]) => [name, value.toLowerCase()]));
}

/** Each theme's `--color-*` values by name (without the prefix), as #rrggbb. */
export function themeTokens(): { light: ColorTokens; dark: ColorTokens } {
  const css = readFileSync(resolve("src/styles/globals.css"), "utf8");
  const light = colorTokens(block(css, "@theme"));
  return { light, dark: { ...light, ...colorTokens(block(css, "@variant dark")) } };
}

/** #rrggbb as the browser reports a computed colour, e.g. "rgb(15, 23, 42)". */
export function cssRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
