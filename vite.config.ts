import { readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { PAGES_WITH_GAME_WORDS } from "./src/content/parts.ts";
import { addressFolder, LANGUAGES, LANGUAGE_INFO } from "./src/features/languages/languages.ts";
import SlowestFirst from "./tests/slowest-first.ts";

/** React and its DOM renderer: the largest part, and the same on every page. */
const REACT_MODULES = /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;
/**
 * Radix primitives, with the site's own modules that use the accordion or the toast (and the
 * toast's icon): no page without an accordion or a toast loads them. The toast's own modules
 * (TOAST_MODULES) are split off; the primitives it shares with the accordion stay with it.
 */
const RADIX_MODULES =
  /node_modules[\\/]@radix-ui[\\/]|src[\\/]components[\\/](?:ui[\\/](?:accordion|toast)|sections[\\/]faq-accordion)\.tsx$|lucide-react[\\/].*[\\/]circle-check\.m?js$/;
/**
 * What only the toast uses: Radix Toast, the primitives only it builds on (its layer, portal and
 * hidden announcer: about 1.8 KB gzip that the pages with an accordion no longer load before
 * they are interactive), the site's wrapper and its icon.
 */
const TOAST_MODULES =
  /node_modules[\\/]@radix-ui[\\/]react-(?:toast|dismissable-layer|portal|visually-hidden|use-callback-ref)[\\/]|src[\\/]components[\\/]ui[\\/]toast\.tsx$|lucide-react[\\/].*[\\/]circle-check\.m?js$/;
/**
 * What only the two game pages show: the game (src/features/game/) and the Share button, with
 * what only they use. Not in the code every page loads. (Radix Toast, for
 * Share's "Link copied" and the contact form's confirmation, is loaded later by the idle toaster,
 * src/components/ui/idle-toaster.tsx, which the app's chunk carries for both.)
 */
const GAME_MODULES =
  /src[\\/](?:features[\\/]game[\\/][\w.-]+|components[\\/]sections[\\/]share-button\.tsx|(?:lib|content)[\\/]share\.ts)$|lucide-react[\\/].*[\\/](?:share-2|loader-circle)\.m?js$/;
/** The site's code and libraries, pages aside: what more than one page (or the entry) uses. */
const APP_MODULES = /[\\/](?:src|node_modules)[\\/]/;
const PAGE_MODULES = /[\\/]src[\\/]pages[\\/]/;
/**
 * Each language's words (src/content/<language>/<part>.ts), loaded one part at a time
 * (src/content/words.ts): never in the code every page shares, which would carry every language.
 */
const WORDS_MODULE = /[\\/]src[\\/]content[\\/]([^\\/]+)[\\/]([\w-]+)\.ts(?:\?.*)?$/;
/**
 * A page's words loaded with the layout's (src/content/words.ts): the page's module, ending with
 * a re-export of a copy of its language's layout words made for it alone, and on a game page of
 * the game's (the game view and Share). Each page's chunk then carries them too (about 1 KB):
 * one request instead of two or three on a page's first load.
 */
const PAGE_WORDS_QUERY = "?with-layout&lang.ts";
function pageWordsWithLayout(): Plugin {
  return {
    name: "page-words-with-layout",
    enforce: "pre",
    transform(code, id) {
      const words = id.endsWith(PAGE_WORDS_QUERY) && WORDS_MODULE.exec(id);
      if (!words) return;
      const page = words[2];
      const copies = ["layout", ...(PAGES_WITH_GAME_WORDS.some((p) => p === page) ? ["game"] : [])];
      const exports = copies.map(
        (part) => `export { ${part} } from "./${part}.ts?copy-for=${page}&lang.ts";\n`,
      );
      return { code: `${code}\n${exports.join("")}`, map: null };
    },
  };
}

/**
 * Each language's share cards (src/content/<folder>/og-*.png, drawn by scripts/make-images.mjs),
 * published at a fixed address in its own folder, /es/og-tidy-time.png (English's at the root),
 * as link previews find them: beside its words, a language brings them along.
 */
function shareCards(): Plugin {
  return {
    name: "share-cards",
    apply: (config, { command }) => command === "build" && !config.build?.ssr,
    generateBundle() {
      const content = fileURLToPath(new URL("./src/content", import.meta.url));
      for (const language of LANGUAGES) {
        const dir = `${content}/${LANGUAGE_INFO[language].folder}`;
        const address = addressFolder(language);
        for (const name of readdirSync(dir).filter((file) => /^og-[\w-]+\.png$/.test(file))) {
          this.emitFile({
            type: "asset",
            fileName: address ? `${address}/${name}` : name,
            source: readFileSync(`${dir}/${name}`),
          });
        }
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), pageWordsWithLayout(), shareCards()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    // Inline nothing: the Content-Security-Policy allows scripts and styles from files only.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // Read by the prerender step to preload each page's own chunks.
    manifest: true,
    // The chunks are the browser's: the prerender's bundle is one program, and split like the
    // browser's, a server-only module filed with the game (its inline script) would import the
    // entry that imports it, and read its constants before they are set.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Few chunks: a page's modules are requested together after first paint, and on a
            // phone's high-latency link a request beyond the sixth (six at a time over HTTP/1.1)
            // waits for a whole round trip. A page loads the entry (with everything only it uses),
            // React, the shared app code, its own chunk and, where it has one, its Radix chunks.
            codeSplitting: {
              groups: [
                { name: "react", test: REACT_MODULES, priority: 3 },
                // The toast's own modules, loaded once a page has one to show (idle-toaster.tsx).
                {
                  name: "toast",
                  test: TOAST_MODULES,
                  priority: 3,
                  includeDependenciesRecursively: false,
                },
                // The accordion with the other Radix modules (the primitives the toast shares with
                // it), in one chunk: on a phone's slow link a request less is a round trip less.
                {
                  name: "radix",
                  test: RADIX_MODULES,
                  priority: 2,
                  // Their own imports stay in the app or page chunk: pulling them in here would
                  // make every page that shares them load Radix.
                  includeDependenciesRecursively: false,
                },
                {
                  name: "game",
                  test: GAME_MODULES,
                  priority: 2,
                  entriesAware: true,
                  includeDependenciesRecursively: false,
                },
                {
                  name: "app",
                  test: (id) =>
                    APP_MODULES.test(id) && !PAGE_MODULES.test(id) && !WORDS_MODULE.test(id),
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
            // Split chunks are named after every page that loads them (radix~faq-page~home-page):
            // keep the group's name only.
            // A language's words are named for both: words-es-faq.
            chunkFileNames: ({ name, facadeModuleId }) => {
              const words = facadeModuleId && WORDS_MODULE.exec(facadeModuleId);
              if (words) return `assets/words-${words[1]}-${words[2]}-[hash].js`;
              return `assets/${name.replace(/~.*/, "")}-[hash].js`;
            },
          },
        },
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./tests/setup.ts"],
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    css: false,
    // Rendering whole pages in jsdom on a 2-core machine can take a few seconds.
    testTimeout: 20_000,
    // Vitest leaves one core to itself by default: one worker on a 2-core machine, with the
    // main process mostly waiting. A worker per core runs the files side by side.
    maxWorkers: availableParallelism(),
    // Workers as threads, not processes: 103 s against 114–132 s for the suite here, since a
    // thread starts and imports faster than a forked process.
    pool: "threads",
    sequence: { sequencer: SlowestFirst },
  },
}));
