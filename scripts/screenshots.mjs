// Screenshots for design review, in the light and the dark theme, at desktop (1280×800) and phone
// (390×844) size, the first screen and the whole page, from the build in dist/ (run
// `npm run build` first): every page in English and in Arabic (right to left), and the home and
// Charlie pages in every other language. The game hosts are unreachable here: their frames get
// a plain stand-in page (DIST_DIR serves another build folder). Writes reports/screenshots/<language>-<page>-<size>-<theme>[-full].png.
//
//   node scripts/screenshots.mjs            # every language
//   node scripts/screenshots.mjs ja tr      # these languages alone
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { drawSkippedContent } from "./skipped-content.mjs";
import { startServer } from "./serve-dist.mjs";
import { languageFolders } from "./language-folders.mjs";

const OUT_DIR = resolve("reports/screenshots");
const PAGES = {
  home: "",
  charlie: "/charlie-the-steak",
  faq: "/faq",
  privacy: "/privacy",
  contact: "/contact",
  notFound: "/no-such-page",
};
/**
 * Each language's folder, and which of its pages are captured: every page in the default language
 * (at the root) and in the right-to-left languages, the game pages and the FAQ (the longest
 * running text, where line breaking shows) in the others.
 */
const LANGUAGES = {
  en: { folder: "", pages: Object.keys(PAGES) },
  ...Object.fromEntries(
    (await languageFolders()).map(({ language, folder, dir }) => [
      language,
      {
        folder: `/${folder}`,
        pages: dir === "rtl" ? Object.keys(PAGES) : ["home", "charlie", "faq"],
      },
    ]),
  ),
};
const ONLY = process.argv.slice(2);
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};
/** Past the game overlay's time-out, so the page shows what a player sees once settled. */
const SETTLE_MS = 2000;
// It says it is ready, as the site's own game does (README, "For game makers"): a shot taken late
// on a busy machine shows the game, not the note a silent one gets.
const GAME_STAND_IN =
  "<body style='margin:0;display:grid;place-items:center;height:100vh;background:#1e293b;color:#f8fafc;font:24px system-ui'>Game<script>parent.postMessage({ type: 'game-ready' }, '*')</script></body>";

await mkdir(OUT_DIR, { recursive: true });
const site = await startServer({ dir: process.env.DIST_DIR ?? "dist", port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  for (const [size, options] of Object.entries(SIZES)) {
    for (const colorScheme of ["light", "dark"]) {
      const context = await browser.newContext({ ...options, colorScheme });
      await context.route(
        (url) => url.origin !== new URL(site.url).origin,
        (route) => route.fulfill({ contentType: "text/html", body: GAME_STAND_IN }),
      );
      const page = await context.newPage();
      const shots = Object.entries(LANGUAGES)
        .filter(([language]) => ONLY.length === 0 || ONLY.includes(language))
        .flatMap(([language, { folder, pages }]) =>
          pages.map((id) => ({ language, id, path: folder + PAGES[id] || "/" })),
        );
      for (const { language, id, path } of shots) {
        await page.goto(new URL(path, site.url).href, { waitUntil: "load" });
        await page.waitForTimeout(SETTLE_MS);
        const name = join(OUT_DIR, `${language}-${id}-${size}-${colorScheme}`);
        await page.screenshot({ path: `${name}.png`, animations: "disabled" });
        // A whole-page capture scrolls nothing: the sections a player's scrolling draws are drawn first.
        await drawSkippedContent(page);
        await page.screenshot({ path: `${name}-full.png`, fullPage: true, animations: "disabled" });
      }
      await context.close();
    }
  }
  console.log(`Screenshots in ${OUT_DIR}`);
} finally {
  await browser.close();
  await site.close();
}
