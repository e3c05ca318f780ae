// Screenshots for design review: every route, in the light and the dark theme, at desktop
// (1280×800) and phone (390×844) size, the first screen and the whole page, from the build in
// dist/ (run `npm run build` first). The game hosts are unreachable here: their frames get a
// plain stand-in page. Writes reports/screenshots/<page>-<size>-<theme>[-full].png.
//
//   node scripts/screenshots.mjs
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { drawSkippedContent } from "./skipped-content.mjs";
import { startServer } from "./serve-dist.mjs";

const OUT_DIR = resolve("reports/screenshots");
const PAGES = {
  home: "/",
  charlie: "/charlie-the-steak",
  faq: "/faq",
  privacy: "/privacy",
  contact: "/contact",
  notFound: "/no-such-page",
};
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};
/** Past the game overlay's time-out, so the page shows what a player sees once settled. */
const SETTLE_MS = 2000;
const GAME_STAND_IN =
  "<body style='margin:0;display:grid;place-items:center;height:100vh;background:#1e293b;color:#f8fafc;font:24px system-ui'>Game</body>";

await mkdir(OUT_DIR, { recursive: true });
const site = await startServer({ dir: "dist", port: 0 });
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
      for (const [id, path] of Object.entries(PAGES)) {
        await page.goto(new URL(path, site.url).href, { waitUntil: "load" });
        await page.waitForTimeout(SETTLE_MS);
        const name = join(OUT_DIR, `${id}-${size}-${colorScheme}`);
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
