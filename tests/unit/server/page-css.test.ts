// @vitest-environment node
import { describe, expect, it } from "vitest";
import { classesIn, pageCss } from "@/server/page-css";

const CSS = `
@layer base { body { margin: 0 } [hidden] { display: none } }
@layer utilities {
  .flex { display: flex }
  .grid { display: grid }
  .md\\:text-start { color: red }
  @media (width >= 48rem) { .md\\:grid-cols-2 { grid-template-columns: repeat(2, 1fr) } }
  .group\\/item:is([data-state=open]) .open\\:block { display: block }
  .a:not(.b) { color: blue }
  .shadow { --tw-shadow: 0 1px 2px red; box-shadow: var(--tw-shadow) }
}
@property --tw-shadow { syntax: "*"; inherits: false }
@property --tw-ring { syntax: "*"; inherits: false }
`;

describe("a page's own stylesheet", () => {
  const markup = '<div class="flex md:text-start group/item"><p class="open:block a">x</p></div>';
  const css = pageCss(CSS, markup);

  it("keeps the rules the page's classes can match, at-rules and all", () => {
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain(".md\\:text-start");
    expect(css).toContain(".open\\:block");
    // A class the rule requires to be absent is not one the page must carry.
    expect(css).toContain(".a:not(.b)");
  });

  it("keeps every rule without a class: base styles, states, themes", () => {
    expect(css).toContain("body{margin:0}");
    expect(css).toContain("[hidden]{display:none}");
  });

  it("keeps every declaration of a kept rule, also of properties the CSS parser does not know", () => {
    // Lost, these moved text and skipped no work: a heading's lines re-broken once the whole
    // stylesheet came (a layout shift), and a footer laid out before hydration.
    const rules = `body { -webkit-font-smoothing: antialiased }
      .text-balance { text-wrap: balance }
      .later { content-visibility: auto; contain-intrinsic-block-size: auto 60rem }`;
    const page = pageCss(rules, '<h1 class="text-balance later"></h1>');
    expect(page).toContain("-webkit-font-smoothing:antialiased");
    expect(page).toContain("text-wrap:balance");
    expect(page).toContain("content-visibility:auto");
  });

  it("drops the rules of classes the page does not carry", () => {
    expect(css).not.toContain(".grid");
    expect(css).not.toContain("grid-cols-2");
    expect(css).not.toContain(".shadow");
  });

  it("drops the custom properties only dropped rules read", () => {
    expect(css).not.toContain("--tw-shadow");
    expect(css).not.toContain("--tw-ring");
    const withShadow = pageCss(CSS, '<div class="shadow"></div>');
    expect(withShadow).toContain("@property --tw-shadow");
    expect(withShadow).not.toContain("--tw-ring");
  });

  it("drops the theme's tokens and animations nothing on the page reads", () => {
    const theme = `/*! a license */
@layer theme { :root { --color-a: red; --color-b: blue; --color-c: green; --shade: var(--color-c);
  --animate-spin: spin 1s linear infinite; --animate-fade: fade 1s } }
@layer utilities { .a { color: var(--color-a) } .s { box-shadow: 0 0 1px var(--shade) }
  .spin { animation: var(--animate-spin) } }
@keyframes spin { to { rotate: 1turn } }
@keyframes fade { to { opacity: 0 } }`;
    const page = pageCss(theme, '<p class="a spin"></p><svg fill="var(--color-b)"></svg>');
    expect(page).toContain("--color-a:red");
    // Read by the markup alone.
    expect(page).toContain("--color-b:");
    // Read only by a property that only a dropped rule read.
    expect(page).not.toContain("--shade");
    expect(page).not.toContain("--color-c");
    expect(page).toContain("@keyframes spin");
    expect(page).not.toContain("--animate-fade");
    expect(page).not.toContain("@keyframes fade");
    // The whole stylesheet, a file of its own, carries the license.
    expect(page).not.toContain("license");
  });

  it("reads class attributes as the browser does (entities decoded)", () => {
    expect([...classesIn('<a class="x [&amp;&gt;p]:y  z"></a>')]).toEqual(["x", "[&>p]:y", "z"]);
  });
});
