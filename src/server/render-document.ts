import { LANGUAGE_INFO } from "@/features/languages/languages";
import { pageKey } from "@/lib/routes";
import { PAGE_END_ID } from "./page-assets";
import type { RenderedPage } from "./render-page";

/**
 * React 19 hoists <title>, <meta> and <link> but, when rendering to a string, writes them at
 * the start of the app's markup; in the static file they belong in <head>.
 */
const LEADING_HOISTED_TAGS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

/** The template's <html> tag, which each page gets in its own language and direction. */
const HTML_TAG = /<html lang="[^"]*">/;

export const HEAD_SLOT = "<!--app-head-->";
export const ROOT_SLOT = '<div id="root"><!--app-html--></div>';

/**
 * Fills the HTML template (index.html as built by Vite) with one rendered page.
 * `extraHead` is appended after the page's own head tags (e.g. preload links).
 */
export function renderDocument(template: string, page: RenderedPage, extraHead = ""): string {
  if (!template.includes(HEAD_SLOT) || !template.includes(ROOT_SLOT)) {
    throw new Error(`The HTML template must contain ${HEAD_SLOT} and ${ROOT_SLOT}.`);
  }
  const head = LEADING_HOISTED_TAGS.exec(page.html)?.[0] ?? "";
  const body = page.html.slice(head.length);
  const { language } = page.route;
  if (!HTML_TAG.test(template)) throw new Error("The HTML template must open with <html lang=…>.");
  // Replacer functions, so "$" in page text is never read as a replacement pattern.
  return template
    .replace(HTML_TAG, () => `<html lang="${language}" dir="${LANGUAGE_INFO[language].dir}">`)
    .replace(HEAD_SLOT, () => head + extraHead)
    .replace(
      ROOT_SLOT,
      () =>
        `<div id="root" data-page="${pageKey(page.route)}">${body}</div><div id="${PAGE_END_ID}" hidden></div>`,
    );
}
