// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageFile, pageWords, textOf } from "../../../scripts/bench-words.mjs";

const page = (menu: string, faqHref: string, faq: string, fullscreen: string, share: string) => `
<header><button type="button" aria-expanded="false" aria-controls="site-menu" aria-label="${menu}"><svg></svg></button>
<nav id="site-menu"><a class="x" href="/">Home</a><a class="x" href="${faqHref}" data-discover="true">${faq}</a></nav></header>
<main><button type="button" class="a"><svg class="lucide lucide-x"></svg>Close</button>
<button type="button" class="b no-scripts:invisible">${fullscreen}</button>
<button type="button" class="c"><svg class="lucide lucide-share-2 size-5" aria-hidden="true"><path d="M1"></path></svg>${share}</button></main>`;

describe("the words a game page's taps need, from its build", () => {
  it("are the English ones on an English page", () => {
    const faq = '<h1 class="t">Frequently Asked Questions</h1>';
    const words = pageWords(page("Open menu", "/faq", "FAQ", "Fullscreen", "Share"), (path) =>
      path === "/faq" ? faq : null,
    );
    expect(words).toEqual({
      menuLabel: "Open menu",
      linkLabel: "FAQ",
      faqPath: "/faq",
      heading: "Frequently Asked Questions",
      fullscreen: "Fullscreen",
      share: "Share",
    });
  });

  it("are the page's own in another language, found by what does not change with it", () => {
    const words = pageWords(
      page("Abrir men&#xFA;", "/es/faq", "Preguntas frecuentes", "Pantalla completa", "Compartir"),
      () => "<h1>Preguntas frecuentes</h1>",
    );
    expect(words).toMatchObject({
      menuLabel: "Abrir menú",
      faqPath: "/es/faq",
      fullscreen: "Pantalla completa",
      share: "Compartir",
    });
  });

  it("are null where the page has no such thing (a build from before the Share button)", () => {
    const words = pageWords("<header></header><button>Fullscreen</button>", () => null);
    expect(words).toEqual({
      menuLabel: null,
      linkLabel: null,
      faqPath: null,
      heading: null,
      fullscreen: null,
      share: null,
    });
  });

  it("decode character references and drop tags", () => {
    expect(textOf(" <b>Tom &amp; Jerry&#39;s</b> &quot;x&quot; ")).toBe(`Tom & Jerry's "x"`);
  });

  it("read a route's prerendered page from its folder", () => {
    expect(pageFile("/d", "/")).toBe("/d/index.html");
    expect(pageFile("/d", "/es/faq")).toBe("/d/es/faq/index.html");
  });
});
