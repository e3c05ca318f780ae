// @vitest-environment node
/**
 * WCAG AA contrast of every text/background pair the site uses, in both themes, read from the
 * design tokens in src/styles/globals.css: the light values in `@theme`, the dark theme's
 * overrides in `@variant dark`. Text needs 4.5:1; focus rings and the outlines that show
 * where a control is need 3:1 (WCAG 1.4.3, 1.4.11). The browser suite checks the rendered
 * pages with axe as well (tests/e2e/a11y.spec.ts); this is the fast, exhaustive layer.
 */
import { describe, expect, it } from "vitest";
import { THEME_COLORS } from "@/lib/theme";
import { themeTokens } from "../../theme-tokens";

const THEMES = themeTokens();
const { light, dark } = THEMES;

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
/** A colour drawn at `alpha` over another (Tailwind's `text-x/85`, or `opacity-95`). */
const over = (top: Rgb, bottom: Rgb, alpha: number): Rgb =>
  top.map((value, i) => value * alpha + bottom[i] * (1 - alpha)) as Rgb;

function contrast(front: Rgb, back: Rgb): number {
  const [a, b] = [luminance(front), luminance(back)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

interface Pair {
  fg: string;
  bg: string;
  /** The foreground's opacity, where the site draws it translucent. */
  alpha?: number;
  /** Where the site draws it. */
  where: string;
}

const TEXT = 4.5;
const NON_TEXT = 3;

/** Backgrounds the page's own text sits on: the page, its tinted sections, cards and boxes. */
const PAGE_SURFACES = ["background", "surface", "steak-surface", "muted", "accent-surface"];

const TEXT_PAIRS: Pair[] = [
  ...PAGE_SURFACES.flatMap((bg) =>
    ["foreground", "muted-foreground", "primary", "primary-hover", "steak"].map((fg) => ({
      fg,
      bg,
      where: "body text, secondary text, links and accents, menus, toast, cards",
    })),
  ),
  { fg: "muted-foreground", bg: "background", alpha: 0.8, where: "form placeholders" },
  { fg: "primary-foreground", bg: "primary", where: "primary buttons, skip link" },
  { fg: "primary-foreground", bg: "primary-hover", where: "primary buttons, hovered" },
  { fg: "accent-foreground", bg: "accent", where: "Play Now and the theater view's Close" },
  { fg: "accent-foreground", bg: "accent-hover", where: "accent buttons, hovered" },
  { fg: "hero-foreground", bg: "hero", alpha: 0.95, where: "page heroes (intro at 95%)" },
  { fg: "hero-foreground", bg: "hero-steak", alpha: 0.95, where: "Charlie's hero" },
  { fg: "panel-foreground", bg: "panel", alpha: 0.85, where: "footer, game overlay and bar" },
  { fg: "accent", bg: "panel", where: "the no-scripts link over the game" },
];

const OUTLINE_PAIRS: Pair[] = [
  ...PAGE_SURFACES.map((bg) => ({ fg: "ring", bg, where: "focus rings" })),
  ...["hero", "hero-steak", "panel"].map((bg) => ({
    fg: "ring-inverse",
    bg,
    where: "focus rings on heroes, footer and game",
  })),
  { fg: "input", bg: "background", where: "form fields and the theme control" },
  { fg: "primary", bg: "background", where: "secondary buttons' border" },
  { fg: "hero-foreground", bg: "hero", where: "outline buttons on a hero" },
  { fg: "hero-foreground", bg: "hero-steak", where: "outline buttons on Charlie's hero" },
];

describe.each(Object.entries(THEMES))("the %s theme", (_, tokens) => {
  const ratio = ({ fg, bg, alpha = 1 }: Pair) => {
    if (!tokens[fg] || !tokens[bg]) throw new Error(`no token --color-${tokens[fg] ? bg : fg}`);
    return contrast(over(rgb(tokens[fg]), rgb(tokens[bg]), alpha), rgb(tokens[bg]));
  };

  it.each(TEXT_PAIRS)("text: $fg on $bg ($where) reaches 4.5:1", (pair) => {
    expect(ratio(pair)).toBeGreaterThanOrEqual(TEXT);
  });

  it.each(OUTLINE_PAIRS)("outline: $fg on $bg ($where) reaches 3:1", (pair) => {
    expect(ratio(pair)).toBeGreaterThanOrEqual(NON_TEXT);
  });
});

describe("the dark theme's tokens", () => {
  it("override only tokens the light theme has", () => {
    expect(Object.keys(dark)).toEqual(Object.keys(light));
  });

  it("change the page's colours, not just a few", () => {
    for (const name of ["background", "foreground", "surface", "panel", "hero"]) {
      expect(dark[name], name).not.toBe(light[name]);
    }
  });
});

describe("the browser toolbar's colour", () => {
  it.each(Object.entries(THEMES))("is the %s theme's hero colour", (theme, tokens) => {
    expect(THEME_COLORS[theme as keyof typeof THEME_COLORS]).toBe(tokens.hero);
  });
});
