import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { START_GAMES_KEY } from "@/boot/boot-script";
import { charlieArt } from "@/components/art/charlie-art";
import { tidyRoomArt } from "@/components/art/tidy-room-art";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@/features/languages/languages";
import { PAGE_IDS, languageRoot, pageOutputFile, pagePath, type PageId } from "@/lib/routes";
import type { BuildManifest } from "@/server/page-assets";
import {
  BYTE_TARGETS,
  HERO_ART_MAX_BYTES,
  LANGUAGE_MAX_EXTRA,
  bytesPerLetter,
  jsLimit,
} from "./budgets";
import { FIRST_ROUND_TRIP_BYTES } from "../../../scripts/bench-first-paint.mjs";
import { buildMetadataDir } from "../../../scripts/build-metadata.mjs";
import { startServer } from "../../../scripts/serve-dist.mjs";
import { parseHtml } from "../seo/built-pages";
import {
  fetchedUrls,
  gzipSize,
  initialJs,
  isExternal,
  rawResponseBytes,
  readManifest,
} from "./initial-assets";
import { wordsIn } from "../../words";

/**
 * A production build of its own, inside the project so the SSR bundle finds node_modules; or,
 * with BUILT_DIST_DIR, one this checkout's build made just before on the Node under test (the
 * Node 24 step, scripts/test-node24.mjs), read and left as it is.
 */
const builtDist = process.env.BUILT_DIST_DIR;
const distDir = builtDist
  ? resolve(builtDist)
  : resolve(`node_modules/.tmp/size-dist-${process.pid}`);
const BUILD_TIMEOUT_MS = 240_000;

let manifest: BuildManifest;
let cssFiles: string[];
const html = new Map<PageId, string>();
const jsFiles = new Map<PageId, Set<string>>();
const size = new Map<string, number>();

const gz = (file: string) => {
  if (!size.has(file)) size.set(file, gzipSize(join(distDir, file)));
  return size.get(file)!;
};
const jsBytes = (id: PageId) => [...jsFiles.get(id)!].reduce((sum, file) => sum + gz(file), 0);
/** Each page's initial JavaScript in every language, by language then page. */
const languageJs = new Map<Language, Map<PageId, Set<string>>>();
const languageBytes = (language: Language, id: PageId) =>
  [...languageJs.get(language)!.get(id)!].reduce((sum, file) => sum + gz(file), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const assets = () => readdirSync(join(distDir, "assets")).map((name) => `assets/${name}`);
const cssBytes = () => cssFiles.reduce((sum, file) => sum + gz(file), 0);

beforeAll(() => {
  if (!builtDist) {
    execFileSync(process.execPath, ["scripts/build.mjs", "--quiet"], {
      env: { ...process.env, DIST_DIR: distDir },
      stdio: ["ignore", "ignore", "inherit"],
      timeout: BUILD_TIMEOUT_MS,
    });
  }
  manifest = readManifest(distDir);
  cssFiles = assets().filter((file) => file.endsWith(".css"));
  for (const id of PAGE_IDS) {
    const page = readFileSync(join(distDir, pageOutputFile(id)), "utf8");
    html.set(id, page);
    jsFiles.set(id, initialJs(page, manifest));
  }
  for (const language of LANGUAGES) {
    const pages = new Map<PageId, Set<string>>();
    for (const id of PAGE_IDS) {
      const page = readFileSync(join(distDir, pageOutputFile(id, language)), "utf8");
      pages.set(id, initialJs(page, manifest));
    }
    languageJs.set(language, pages);
  }
  // One line per route in the test output: the figures the budgets are about.
  const target = (id: PageId) => (id === "home" ? BYTE_TARGETS.homeJs : BYTE_TARGETS.routeJs);
  const report = PAGE_IDS.map((id) => {
    const over = jsBytes(id) - target(id);
    const note = over > 0 ? `  (${kb(over)} over the ${kb(target(id))} target)` : "";
    return `  ${id.padEnd(8)} ${kb(jsBytes(id)).padStart(9)}${note}`;
  });
  const byLanguage = LANGUAGES.map(
    (language) =>
      `  ${language.padEnd(6)} ${PAGE_IDS.map((id) => kb(languageBytes(language, id)).padStart(9)).join("")}`,
  );
  process.stdout.write(
    `initial JavaScript (gzip):\n${report.join("\n")}\nCSS (gzip): ${kb(cssBytes())}\n` +
      `by language: ${PAGE_IDS.join(", ")}\n${byLanguage.join("\n")}\n`,
  );
}, BUILD_TIMEOUT_MS);

afterAll(() => {
  if (builtDist) return;
  rmSync(distDir, { recursive: true, force: true });
  rmSync(buildMetadataDir(distDir), { recursive: true, force: true });
});

describe("initial JavaScript per route (gzip)", () => {
  const limit = (id: PageId) => jsLimit(id, LANGUAGES.length);

  it.each(PAGE_IDS)(`%s stays within its limit with ${LANGUAGES.length} languages`, (id) => {
    expect(jsBytes(id), `${kb(jsBytes(id))} of ${kb(limit(id))}`).toBeLessThanOrEqual(limit(id));
  });

  // Each limit sits just above what the route weighs, so any growth shows here and must be
  // argued for in budgets.ts; a limit left loose would let the route grow unseen.
  it.each(PAGE_IDS)("%s's limit is within 1 KB of what it weighs", (id) => {
    expect(limit(id) - jsBytes(id)).toBeLessThanOrEqual(1024);
  });

  it.each(PAGE_IDS)("%s loads its entry script and preloads its own page chunk", (id) => {
    expect(jsFiles.get(id)!.size).toBeGreaterThan(1);
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    expect(jsFiles.get(id)!.has(entry!.file)).toBe(true);
  });
});

describe("each language's pages (gzip)", () => {
  const translated = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
  const htmlBytes = (language: Language, id: PageId) => gz(pageOutputFile(id, language));

  it.each(translated)(
    "%s: each page's initial JavaScript and HTML are within its script's margin of the English page's",
    (language) => {
      const margin = (kind: "js" | "html") => LANGUAGE_MAX_EXTRA[kind][bytesPerLetter(language)];
      for (const id of PAGE_IDS) {
        const js = languageBytes(language, id) - jsBytes(id);
        expect(js, `${language} ${id}: JavaScript ${kb(js)} more`).toBeLessThanOrEqual(
          margin("js"),
        );
        const html = htmlBytes(language, id) - htmlBytes(DEFAULT_LANGUAGE, id);
        expect(html, `${language} ${id}: HTML ${kb(html)} more`).toBeLessThanOrEqual(
          margin("html"),
        );
      }
    },
  );

  // A sentence of each language's shared words marks its text: a page loads its own only.
  it.each(LANGUAGES)("%s pages load no other language's words", (language) => {
    const others = LANGUAGES.filter((other) => other !== language).map((other) => {
      const { layout } = wordsIn(other);
      return [layout.skipToContent, layout.sectionError.retry];
    });
    for (const id of PAGE_IDS) {
      for (const file of languageJs.get(language)!.get(id)!) {
        const text = readFileSync(join(distDir, file), "utf8");
        for (const marker of others.flat())
          expect(text, `${file} on ${language} ${id}`).not.toContain(marker);
      }
    }
  });
});

describe("each page's first round trip", () => {
  // FIRST_ROUND_TRIP_BYTES: what a server can send before it hears back from a new visitor
  // (scripts/bench-first-paint.mjs). The response headers count too; they are measured as the
  // preview server sends them, with the build's security headers, gzip like any static host.

  /** The pages whose English version arrives in it, as before the languages (11a5804). */
  const ONE_ROUND_TRIP: PageId[] = ["privacy", "contact", "notFound"];
  let server: { url: string; close: () => Promise<void> };
  const responseBytes = new Map<string, number>();

  beforeAll(async () => {
    server = await startServer({ dir: distDir, port: 0 });
    for (const language of LANGUAGES) {
      for (const id of PAGE_IDS) {
        const path =
          id === "notFound" ? `${languageRoot(language)}/no-such-page` : pagePath(id, language);
        responseBytes.set(`${language} ${id}`, await rawResponseBytes(new URL(path, server.url)));
      }
    }
    process.stdout.write(
      `first response, headers and gzip body:\n${[...responseBytes]
        .map(([page, bytes]) => `  ${page.padEnd(18)} ${(bytes / 1024).toFixed(1)} KB`)
        .join("\n")}\n`,
    );
  });
  afterAll(() => server.close());

  // The other languages' are held to the English page's by their script's margin (above): with
  // every page linking to each of twenty languages, those of most languages now take a second.
  it(`${DEFAULT_LANGUAGE}: privacy, contact and the not-found page fit in it (${FIRST_ROUND_TRIP_BYTES} B)`, () => {
    for (const id of ONE_ROUND_TRIP) {
      const bytes = responseBytes.get(`${DEFAULT_LANGUAGE} ${id}`);
      expect(bytes, `${DEFAULT_LANGUAGE} ${id}`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    }
  });

  // The longer pages take a second round trip, as the English ones did; never a third.
  it.each(LANGUAGES)("%s: every other page fits in the first two", (language) => {
    for (const id of PAGE_IDS) {
      expect(responseBytes.get(`${language} ${id}`), `${language} ${id}`).toBeLessThanOrEqual(
        3 * FIRST_ROUND_TRIP_BYTES,
      );
    }
  });
});

describe("first paint", () => {
  it.each(PAGE_IDS)("%s is painted whole: rendering waits until the page is parsed", (id) => {
    const doc = parseHtml(html.get(id)!);
    const hints = doc.querySelectorAll('link[rel="expect"]');
    expect(hints).toHaveLength(1);
    // Only a hint in <head>, ahead of the page, holds rendering.
    expect(hints[0].parentElement).toBe(doc.head);
    expect(hints[0].getAttribute("blocking")!.split(" ")).toContain("render");
    // Its target comes after the whole page: the browser releases the hint once the target is
    // inserted, so a target with the page inside it would let the first paint show part of it.
    const target = doc.querySelector(hints[0].getAttribute("href")!);
    expect(target).not.toBeNull();
    expect(target!.childNodes).toHaveLength(0);
    expect(doc.getElementById("root")!.nextElementSibling).toBe(target);
    expect(doc.body.lastElementChild).toBe(target);
  });
});

describe("the inline scripts, as the build writes them", () => {
  // Their values are written into the page from the prerender's own bundle: a constant read
  // before its module ran is written as `undefined`, and the page's games never start.
  it.each(PAGE_IDS)("%s calls each with the keys it needs, none undefined", (id) => {
    const scripts = [...parseHtml(html.get(id)!).querySelectorAll("script:not([src])")];
    for (const script of scripts) expect(script.textContent).not.toMatch(/[(,]undefined[,)]/);
    const games = scripts.filter((script) => script.hasAttribute("data-games"));
    expect(games).toHaveLength(id === "home" || id === "charlie" ? 1 : 0);
    for (const script of games) expect(script.textContent).toContain(`)("${START_GAMES_KEY}",`);
  });
});

describe("CSS (gzip)", () => {
  it(`is at most ${kb(BYTE_TARGETS.css)} in total`, () => {
    expect(cssFiles.length).toBeGreaterThan(0);
    expect(cssBytes()).toBeLessThanOrEqual(BYTE_TARGETS.css);
  });
});

describe("hero art (gzip)", () => {
  const ART = [
    ["home", tidyRoomArt],
    ["charlie", charlieArt],
  ] as const;
  const gzipText = (text: string) => gzipSync(text, { level: 9 }).length;
  const read = (file: string) => readFileSync(join(distDir, file), "utf8");

  // Each page against itself without the drawing: the bytes the art adds, HTML and JavaScript.
  it.each(ART)(`%s's art adds at most ${kb(HERO_ART_MAX_BYTES)} to the page`, (id, art) => {
    const page = html.get(id)!;
    const at = page.indexOf(art.markup);
    const end = at + art.markup.length + "</svg>".length;
    expect(at, "the art in the prerendered page").toBeGreaterThan(0);
    expect(page.slice(end - "</svg>".length, end)).toBe("</svg>");
    const withoutSvg = page.slice(0, page.lastIndexOf("<svg", at)) + page.slice(end);
    const htmlCost = gzipText(page) - gzipText(withoutSvg);

    const chunks = [...jsFiles.get(id)!].filter((file) => read(file).includes(art.markup));
    expect(chunks, "the art in the page's JavaScript").toHaveLength(1);
    const js = read(chunks[0]);
    const jsCost = gzipText(js) - gzipText(js.replace(art.markup, ""));

    process.stdout.write(`hero art on ${id}: HTML ${htmlCost} B + JavaScript ${jsCost} B (gzip)\n`);
    expect(htmlCost + jsCost).toBeLessThanOrEqual(HERO_ART_MAX_BYTES);
  });

  it.each(PAGE_IDS)("%s carries no other page's art", (id) => {
    for (const [owner, art] of ART) {
      if (owner === id) continue;
      expect(html.get(id)).not.toContain(art.markup);
      for (const file of jsFiles.get(id)!) expect(read(file)).not.toContain(art.markup);
    }
  });
});

describe("code only one route needs", () => {
  const chunksWith = (marker: string) => {
    const chunks = assets().filter(
      (file) => file.endsWith(".js") && readFileSync(join(distDir, file), "utf8").includes(marker),
    );
    expect(chunks.length).toBeGreaterThan(0);
    return chunks;
  };

  // The toast's title marks the contact page's words.
  it('the chunk containing "Message Sent!" loads only on the contact page', () => {
    for (const chunk of chunksWith("Message Sent!")) {
      for (const id of PAGE_IDS) {
        expect(jsFiles.get(id)!.has(chunk), `${chunk} on ${id}`).toBe(id === "contact");
      }
    }
  });

  // Radix Toast's swipe event marks the toast's code: it loads once a page is interactive and
  // idle (src/components/ui/idle-toaster.tsx), on no page's first download.
  it('the chunk containing "toast.swipeStart" is in no page\'s first download', () => {
    for (const chunk of chunksWith("toast.swipeStart")) {
      for (const id of PAGE_IDS)
        expect(jsFiles.get(id)!.has(chunk), `${chunk} on ${id}`).toBe(false);
    }
  });
});

describe("requests to other hosts", () => {
  it.each(PAGE_IDS)("%s loads no script, stylesheet or font from another host", (id) => {
    // The game frames are the one external load the spec allows.
    const external = fetchedUrls(html.get(id)!).filter(
      ({ tag, url }) => tag !== "iframe" && isExternal(url),
    );
    expect(external).toEqual([]);
  });

  it("the CSS imports nothing from another host and its fonts are system stacks or local", () => {
    for (const file of cssFiles) {
      const css = readFileSync(join(distDir, file), "utf8");
      expect(css).not.toMatch(/@import\s+(?:url\()?["']?(?:https?:)?\/\//i);
      expect(css).not.toMatch(/url\(\s*["']?(?:https?:)?\/\//i);
    }
  });
});
