// Regenerates the icons in public/ and each language's share images (src/content/<folder>/og-*.png,
// with the words of its share-image.ts) from the flat SVG designs below, by screenshotting them
// with headless Chromium. Run it by hand after changing the brand or a language's words (the
// build never needs Chromium; the PNGs are committed):
//
//   node scripts/make-images.mjs            # CHROMIUM_PATH (default /usr/bin/chromium),
//                                           # VITE_SITE_NAME (default Tidy Time)
//   node scripts/make-images.mjs ru he      # only these languages' share cards (a new
//                                           # language's: nothing else is redrawn)
//
// Colours are read from the design tokens in src/styles/globals.css.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { crc32, deflateSync, inflateSync } from "node:zlib";
import { runnerImport } from "vite";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const siteName = process.env.VITE_SITE_NAME?.trim() || "Tidy Time";
const publicDir = resolve("public");

// The light theme's tokens: the first value of each (the dark theme's come later in the file).
const tokens = {};
for (const [, name, value] of readFileSync("src/styles/globals.css", "utf8").matchAll(
  /--color-([\w-]+):\s*(#[\da-f]+);/gi,
)) {
  tokens[name] ??= value;
}
const c = {
  primary: tokens.primary,
  primaryDark: tokens["primary-hover"],
  accent: tokens.accent,
  accentText: tokens["accent-foreground"],
  steak: tokens.steak,
  steakSurface: tokens["steak-surface"],
  white: tokens.background,
  ink: tokens.foreground,
};

const escape = (text) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A four-point sparkle centred on (x, y) with radius r. */
function sparkle(x, y, r, fill) {
  const k = r * 0.14; // how far the curves bow in towards the centre
  return (
    `<path fill="${fill}" d="M${x} ${y - r}C${x + k} ${y - k} ${x + k} ${y - k} ${x + r} ${y}` +
    `C${x + k} ${y + k} ${x + k} ${y + k} ${x} ${y + r}C${x - k} ${y + k} ${x - k} ${y + k} ${x - r} ${y}` +
    `C${x - k} ${y - k} ${x - k} ${y - k} ${x} ${y - r}Z"/>`
  );
}

/** The logo mark on a 64-unit grid: a big white sparkle and a small yellow one. */
const mark = sparkle(28, 36, 21, c.white) + sparkle(47, 15, 10, c.accent);

/** `inset` shrinks the mark into the maskable safe zone (the central 80% circle). */
function iconSvg({ rounded, inset = 0 }) {
  const art = inset
    ? `<g transform="translate(${64 * inset} ${64 * inset}) scale(${1 - inset * 2})">${mark}</g>`
    : mark;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${c.primary}"/>${art}</svg>`
  );
}

// Other scripts (Japanese, Arabic) take the system's fallback for the card's `lang`.
const FONT = `"Liberation Sans", "Helvetica Neue", Arial, sans-serif`;

/**
 * A 1200×630 card: the logo and site name, the game's name, its tagline and a call to action, with
 * the art on the far side. Right to left, the text runs from the right edge and the art is on the
 * left. The page's script (FIT_TEXT) shrinks a line that would run into the art and sizes the pill.
 */
function shareCard({ background, title, subtitle, pill, art, titleSize, language, dir }) {
  const rtl = dir === "rtl";
  // Right to left, "start" is the right end of a line.
  const [edge, anchor] = [rtl ? 1128 : 72, "start"];
  const logoX = rtl ? 1072 : 72;
  const nameX = rtl ? 1056 : 144;
  const text = (y, size, weight, content, fill = c.white) =>
    `<text data-fit x="${edge}" y="${y}" text-anchor="${anchor}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escape(content)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" lang="${language}" direction="${dir}" font-family='${FONT}'>
  <rect width="1200" height="630" fill="${background}"/>
  <g${rtl ? ' transform="translate(1200 0) scale(-1 1)"' : ""}>${art}</g>
  <g transform="translate(${logoX} 64)"><svg width="56" height="56" viewBox="0 0 64 64">
    <rect width="64" height="64" rx="14" fill="${c.primary}"/>${mark}</svg></g>
  <text x="${nameX}" y="104" text-anchor="${anchor}" font-size="36" font-weight="700" fill="${c.white}">${escape(siteName)}</text>
  ${text(330, titleSize, 700, title)}
  ${text(400, 44, 400, subtitle)}
  <rect data-pill x="${edge}" y="462" height="76" rx="38" fill="${c.accent}"/>
  <text data-fit data-pill-text x="${edge}" y="512" text-anchor="middle" font-size="32" font-weight="700" fill="${c.accentText}">${escape(pill)}</text>
</svg>`;
}

/** Run in the card's page: fits each line left of the art (680 px) and sizes the pill. */
const FIT_TEXT = `
  const MAX = 680, PAD = 44;
  for (const text of document.querySelectorAll("[data-fit]")) {
    let size = parseFloat(text.getAttribute("font-size"));
    const max = text.hasAttribute("data-pill-text") ? MAX - 2 * PAD : MAX;
    while (text.getComputedTextLength() > max && size > 12) text.setAttribute("font-size", --size);
  }
  const pill = document.querySelector("[data-pill]");
  const label = document.querySelector("[data-pill-text]");
  const width = label.getComputedTextLength() + 2 * PAD;
  const rtl = document.querySelector("svg").getAttribute("direction") === "rtl";
  const edge = parseFloat(pill.getAttribute("x"));
  const left = rtl ? edge - width : edge;
  pill.setAttribute("x", left);
  pill.setAttribute("width", width);
  label.setAttribute("x", left + width / 2);
`;

/** A tidy shelf with boxes and sparkles. */
const tidyArt = `
  <circle cx="1010" cy="300" r="260" fill="${c.primaryDark}"/>
  <rect x="840" y="250" width="340" height="16" rx="4" fill="${c.white}"/>
  <rect x="840" y="400" width="340" height="16" rx="4" fill="${c.white}"/>
  <rect x="866" y="170" width="80" height="80" rx="8" fill="${c.accent}"/>
  <rect x="962" y="190" width="60" height="60" rx="8" fill="${c.steakSurface}"/>
  <rect x="1038" y="150" width="96" height="100" rx="8" fill="${c.accent}"/>
  <rect x="880" y="330" width="130" height="70" rx="8" fill="${c.steakSurface}"/>
  <rect x="1030" y="310" width="70" height="90" rx="8" fill="${c.accent}"/>
  ${sparkle(1120, 350, 34, c.white)}${sparkle(900, 520, 40, c.accent)}${sparkle(1110, 500, 22, c.white)}`;

/** Charlie: a steak with a fat rim, eyes and a grin. */
const charlieArt = `
  <circle cx="1010" cy="315" r="250" fill="#881337"/>
  <g transform="translate(1010 315) rotate(-8)">
    <path d="M-170 -40C-170 -150 -40 -190 60 -160C170 -130 200 -30 170 60C140 150 20 180 -70 150C-150 125 -170 60 -170 -40Z" fill="${c.steakSurface}"/>
    <path d="M-145 -38C-145 -130 -35 -162 55 -136C148 -110 172 -26 146 52C120 128 18 154 -60 128C-128 106 -145 50 -145 -38Z" fill="#b91c1c"/>
    <path d="M-105 80C-60 66 -20 104 40 90M-100 -95C-70 -112 -40 -100 -10 -118" stroke="${c.steakSurface}" stroke-width="10" fill="none" stroke-linecap="round"/>
    <circle cx="-30" cy="-30" r="26" fill="${c.white}"/><circle cx="50" cy="-38" r="26" fill="${c.white}"/>
    <circle cx="-22" cy="-26" r="12" fill="${c.ink}"/><circle cx="58" cy="-34" r="12" fill="${c.ink}"/>
    <path d="M-20 20C10 50 50 44 70 14" stroke="${c.ink}" stroke-width="10" fill="none" stroke-linecap="round"/>
  </g>
  ${sparkle(800, 130, 30, c.accent)}${sparkle(1160, 540, 26, c.accent)}`;

const ROOT = resolve(".");
const load = async (file) =>
  (
    await runnerImport(resolve(ROOT, file), {
      configFile: false,
      resolve: { alias: { "@": resolve(ROOT, "src") } },
    })
  ).module;
const { LANGUAGE_INFO } = await load("src/features/languages/languages.ts");
const { GAME_NAMES } = await load("src/content/names.ts");

const icons = [
  { file: "icon-192.png", size: [192, 192], svg: iconSvg({ rounded: true }), transparent: true },
  { file: "icon-512.png", size: [512, 512], svg: iconSvg({ rounded: true }), transparent: true },
  { file: "icon-maskable-512.png", size: [512, 512], svg: iconSvg({ rounded: false, inset: 0.1 }) },
  // iOS fills transparency with black and rounds the corners itself.
  { file: "apple-touch-icon.png", size: [180, 180], svg: iconSvg({ rounded: false }) },
].map((icon) => ({ ...icon, out: join(publicDir, icon.file) }));

/** Languages named on the command line (tags or folders): only their cards are drawn. */
const only = process.argv.slice(2);
const unknown = only.filter(
  (name) =>
    !Object.entries(LANGUAGE_INFO).some(([tag, { folder }]) => [tag, folder].includes(name)),
);
if (unknown.length > 0) {
  console.error(`No such language in src/features/languages/languages.ts: ${unknown.join(", ")}`);
  process.exit(2);
}

/** Both games' cards in every language (or those named), into the language's content folder. */
const cards = [];
for (const [language, { folder, dir }] of Object.entries(LANGUAGE_INFO)) {
  if (only.length > 0 && !only.includes(language) && !only.includes(folder)) continue;
  const contentDir = resolve("src/content", folder);
  const { shareImage } = await load(join(contentDir, "share-image.ts"));
  const card = (game, file, options) => ({
    file: `${folder}/${file}`,
    out: join(contentDir, file),
    size: [1200, 630],
    svg: shareCard({
      ...options,
      title: game === "tidyTime" ? siteName : GAME_NAMES[game],
      subtitle: shareImage[game].tagline,
      pill: shareImage[game].action,
      language,
      dir,
    }),
  });
  cards.push(
    card("tidyTime", "og-tidy-time.png", { background: c.primary, titleSize: 112, art: tidyArt }),
    card("charlie", "og-charlie-the-steak.png", {
      background: c.steak,
      titleSize: 80,
      art: charlieArt,
    }),
  );
}
const images = only.length > 0 ? cards : [...icons, ...cards];

/** Decodes an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium writes) into RGBA pixels. */
function decodePng(png) {
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat = [];
  for (let pos = 8; pos < png.length;) {
    const length = png.readUInt32BE(pos);
    const type = png.toString("latin1", pos + 4, pos + 8);
    const data = png.subarray(pos + 8, pos + 8 + length);
    if (type === "IHDR") {
      [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
      channels = { 2: 3, 6: 4 }[data[9]] ?? 0;
      if (data[8] !== 8 || !channels || data[12] !== 0) throw new Error("Unexpected PNG format.");
    }
    if (type === "IDAT") idat.push(data);
    pos += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const i = y * stride + x;
      const a = x >= channels ? pixels[i - channels] : 0;
      const b = y > 0 ? pixels[i - stride] : 0;
      const c = x >= channels && y > 0 ? pixels[i - stride - channels] : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      pixels[i] = (raw[y * (stride + 1) + 1 + x] + predictor) & 255;
    }
  }
  const rgba = new Uint32Array(width * height);
  for (let i = 0; i < rgba.length; i++) {
    const o = i * channels;
    rgba[i] =
      ((pixels[o] << 24) |
        (pixels[o + 1] << 16) |
        (pixels[o + 2] << 8) |
        (channels === 4 ? pixels[o + 3] : 255)) >>>
      0;
  }
  return { width, height, rgba };
}

const channelsOf = (color) => [
  color >>> 24,
  (color >>> 16) & 255,
  (color >>> 8) & 255,
  color & 255,
];

/**
 * At most 256 colours: the flat fills exactly, plus a median cut of the anti-aliased edge
 * shades. Every pixel then takes its nearest palette colour.
 */
function buildPalette(histogram, pixelCount) {
  const entries = [...histogram].map(([color, count]) => ({ c: channelsOf(color), count }));
  if (entries.length <= 256) return entries.map((e) => e.c);
  entries.sort((x, y) => y.count - x.count);
  const fixed = entries.filter((e) => e.count >= pixelCount / 2000).slice(0, 64);
  const boxes = [entries.slice(fixed.length)];
  while (boxes.length < 256 - fixed.length) {
    let best = -1;
    let bestScore = 0;
    let bestChannel = 0;
    boxes.forEach((box, index) => {
      if (box.length < 2) return;
      for (let ch = 0; ch < 4; ch++) {
        const values = box.map((e) => e.c[ch]);
        const score = (Math.max(...values) - Math.min(...values)) * box.length;
        if (score > bestScore) [best, bestScore, bestChannel] = [index, score, ch];
      }
    });
    if (best < 0) break;
    const box = boxes[best].sort((x, y) => x.c[bestChannel] - y.c[bestChannel]);
    boxes.splice(best, 1, box.slice(0, box.length >> 1), box.slice(box.length >> 1));
  }
  const means = boxes.map((box) => {
    const total = box.reduce((sum, e) => sum + e.count, 0);
    return [0, 1, 2, 3].map((ch) =>
      Math.round(box.reduce((sum, e) => sum + e.c[ch] * e.count, 0) / total),
    );
  });
  return [...fixed.map((e) => e.c), ...means];
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Re-encodes a screenshot as an indexed PNG: flat artwork needs no more than 256 colours. */
function toIndexedPng(png) {
  const { width, height, rgba } = decodePng(png);
  const histogram = new Map();
  for (const color of rgba) histogram.set(color, (histogram.get(color) ?? 0) + 1);
  const palette = buildPalette(histogram, rgba.length);
  const indexOf = new Map();
  for (const color of histogram.keys()) {
    const c = channelsOf(color);
    let best = 0;
    let bestDistance = Infinity;
    palette.forEach((p, index) => {
      const d = (p[0] - c[0]) ** 2 + (p[1] - c[1]) ** 2 + (p[2] - c[2]) ** 2 + (p[3] - c[3]) ** 2;
      if (d < bestDistance) [best, bestDistance] = [index, d];
    });
    indexOf.set(color, best);
  }
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      rows[y * (width + 1) + 1 + x] = indexOf.get(rgba[y * width + x]);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const hasAlpha = palette.some((p) => p[3] < 255);
  return Buffer.concat([
    png.subarray(0, 8),
    chunk("IHDR", header),
    chunk("PLTE", Buffer.from(palette.flatMap((p) => p.slice(0, 3)))),
    ...(hasAlpha ? [chunk("tRNS", Buffer.from(palette.map((p) => p[3])))] : []),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const work = mkdtempSync(join(tmpdir(), "make-images-"));
try {
  writeFileSync(join(publicDir, "favicon.svg"), `${iconSvg({ rounded: true })}\n`);
  console.log("wrote public/favicon.svg");
  for (const { file, out, size, svg, transparent } of images) {
    const html = join(work, `${file.replace("/", "-")}.html`);
    const [width, height] = size;
    writeFileSync(
      html,
      `<!doctype html><meta charset="utf-8"><style>html,body{margin:0;background:transparent}svg{display:block;width:${width}px;height:${height}px}</style>${svg}<script>${svg.includes("data-fit") ? FIT_TEXT : ""}</script>`,
    );
    execFileSync(
      chromium,
      [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--hide-scrollbars",
        "--force-device-scale-factor=1",
        ...(transparent ? ["--default-background-color=00000000"] : []),
        `--screenshot=${out}`,
        `--window-size=${width},${height}`,
        `file://${html}`,
      ],
      { stdio: "ignore" },
    );
    const screenshot = readFileSync(out);
    const indexed = toIndexedPng(screenshot);
    const best = indexed.length < screenshot.length ? indexed : screenshot;
    writeFileSync(out, best);
    const [w, h] = [best.readUInt32BE(16), best.readUInt32BE(20)];
    if (w !== width || h !== height)
      throw new Error(`${file} is ${w}×${h}, not ${width}×${height}.`);
    console.log(`wrote ${out.slice(ROOT.length + 1)} (${w}×${h}, ${best.length} bytes)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
