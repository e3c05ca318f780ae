// The words the bench taps on a game page, in the page's own language, read from the build it
// measures: the site's words are TypeScript modules this plain-Node script cannot import, and a
// baseline may word them otherwise. Each is found by what does not change with the language:
// the header's menu button controls `site-menu`, the FAQ link's address ends in `/faq`, the
// Share button carries the share icon and Fullscreen is the button right before it (the game's
// row of controls: Fullscreen, then the page's Share).
import { readFile } from "node:fs/promises";
import { join } from "node:path";

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Markup's text: tags dropped, character references decoded, spaces trimmed. */
export function textOf(html) {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref) => {
      if (ref[0] !== "#") return ENTITIES[ref.toLowerCase()] ?? whole;
      const code =
        ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return String.fromCodePoint(code);
    })
    .trim();
}

const attribute = (tag, name) => {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return match ? textOf(match[1]) : null;
};

/**
 * What a game page's taps need, from its prerendered HTML and its FAQ page's: the menu button's
 * label, the header's FAQ link (its text and address) and the FAQ page's heading, and the game's
 * Fullscreen and Share buttons' texts. A word not found is null.
 * @param {string} pageHtml
 * @param {(faqPath: string) => string | null} faqHtmlOf  the FAQ page's HTML at that address
 */
export function pageWords(pageHtml, faqHtmlOf) {
  const menuButton = pageHtml.match(/<button\b[^>]*\saria-controls="site-menu"[^>]*>/);
  const header = pageHtml.match(/<header\b[\s\S]*?<\/header>/)?.[0] ?? "";
  const faqLink = [...header.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].find((link) =>
    /\shref="[^"]*\/faq"/.test(` ${link[1]}`),
  );
  const faqPath = faqLink ? attribute(` ${faqLink[1]}`, "href") : null;
  const faqHtml = faqPath ? faqHtmlOf(faqPath) : null;
  const buttons = [...pageHtml.matchAll(/<button\b[^>]*>([\s\S]*?)<\/button>/g)].map(
    (button) => button[0],
  );
  const shareAt = buttons.findIndex((button) => /\blucide-share/.test(button));
  const inner = (button) => button.replace(/^<button\b[^>]*>/, "");
  return {
    menuLabel: menuButton ? attribute(menuButton[0], "aria-label") : null,
    linkLabel: faqLink ? textOf(faqLink[2]) : null,
    faqPath,
    heading: faqHtml
      ? textOf(faqHtml.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "") || null
      : null,
    share: shareAt >= 0 ? textOf(inner(buttons[shareAt])) || null : null,
    fullscreen: shareAt > 0 ? textOf(inner(buttons[shareAt - 1])) || null : null,
  };
}

/** A route's prerendered page in a build folder (`/es/faq` → `es/faq/index.html`). */
export const pageFile = (dir, path) => join(dir, ...path.split("/").filter(Boolean), "index.html");

/** pageWords for `path` in the build at `dir`. */
export async function buildWords(dir, path) {
  const pageHtml = await readFile(pageFile(dir, path), "utf8");
  const faqPath = pageWords(pageHtml, () => null).faqPath;
  const faqHtml = faqPath ? await readFile(pageFile(dir, faqPath), "utf8").catch(() => null) : null;
  return pageWords(pageHtml, () => faqHtml);
}
