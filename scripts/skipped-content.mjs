// Sections below the first screen are drawn only as they near the viewport
// (`content-visibility: auto`). A tool that reads the whole page at once (axe's contrast check,
// a whole-page screenshot) draws them first, with the style attribute the page's CSP allows,
// and can give each back exactly as it was: a test may compare the page's markup before and after.
/* global window, document, getComputedStyle -- in functions the page runs (page.evaluate) */

/** Draws every skipped element; returns how many there were. */
export function drawSkippedContent(page) {
  return page.evaluate(() => {
    const skipped = Array.from(document.querySelectorAll("body *")).filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    );
    window.__drawnSkipped = skipped.map((element) => [element, element.getAttribute("style")]);
    for (const element of skipped) element.style.contentVisibility = "visible";
    return skipped.length;
  });
}

/** Gives each element drawn by drawSkippedContent its style attribute back. */
export function restoreSkippedContent(page) {
  return page.evaluate(() => {
    for (const [element, style] of window.__drawnSkipped ?? []) {
      if (style === null) element.removeAttribute("style");
      else element.setAttribute("style", style);
    }
    delete window.__drawnSkipped;
  });
}
