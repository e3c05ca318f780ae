// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { BuildManifest } from "@/server/page-assets";
import { fetchedUrls, initialJs, isExternal } from "./initial-assets";

const manifest: BuildManifest = {
  "index.html": { file: "assets/index.js", imports: ["_react.js"] },
  "_react.js": { file: "assets/react.js" },
  "src/pages/faq-page.tsx": { file: "assets/faq.js", imports: ["_accordion.js", "_react.js"] },
  "_accordion.js": { file: "assets/accordion.js", imports: ["_react.js"] },
  "src/pages/contact-page.tsx": { file: "assets/contact.js" },
};

describe("initialJs", () => {
  it("follows the page's scripts and preloads through their static imports, once each", () => {
    const html =
      '<link rel="modulepreload" crossorigin href="/assets/faq.js">' +
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="stylesheet" href="/assets/index.css">';
    expect([...initialJs(html, manifest)].sort()).toEqual([
      "assets/accordion.js",
      "assets/faq.js",
      "assets/index.js",
      "assets/react.js",
    ]);
  });

  it("fails loudly on a script the manifest does not know", () => {
    expect(() => initialJs('<script type="module" src="/assets/x.js"></script>', manifest)).toThrow(
      /not in the build manifest/,
    );
  });
});

describe("fetchedUrls", () => {
  it("finds what the markup fetches, not canonical links", () => {
    const html =
      '<link rel="canonical" href="https://example.org/faq"><link rel="icon" href="/favicon.svg">' +
      '<script src="https://cdn.example.com/x.js"></script><iframe src="https://games.example/"></iframe>';
    expect(fetchedUrls(html)).toEqual([
      { tag: "link", url: "/favicon.svg" },
      { tag: "script", url: "https://cdn.example.com/x.js" },
      { tag: "iframe", url: "https://games.example/" },
    ]);
  });

  it("treats absolute and protocol-relative URLs as external", () => {
    expect(isExternal("https://fonts.googleapis.com/css")).toBe(true);
    expect(isExternal("//cdn.example.com/a.js")).toBe(true);
    expect(isExternal("/assets/a.js")).toBe(false);
  });
});
