/**
 * Arabic, the one right-to-left language, as a player meets it in each engine: the page mirrors
 * where the eye sees it (the header's logo, the hero, a list's markers, the FAQ's questions, the
 * toast), the language control switches a page to another language and back, the FAQ and the
 * contact form work in Arabic, and no page scrolls sideways. Every expected text comes from the
 * words modules (src/content/ar, src/content/en).
 */
import { expect } from "vitest";
import { CONTACT_FIELDS, type ContactField } from "../../../src/hooks/use-contact-form";
import { LANGUAGES, LANGUAGE_INFO, type Language } from "../../../src/features/languages/languages";
import type { IndexablePageId } from "../../../src/lib/routes";
import type { Driver } from "../driver";
import { PROBE_GLOBAL, type Probe } from "../page-probe";
import { SECTION_IDS, pageHeading, pagePath, pageTitle, siteConfig, wordsIn } from "../texts";
import { SUBMIT, TOASTS, fieldSelector, readForm, waitForToast, watchSend } from "./contact";
import { expectOpen, readItems } from "./faq";
import { BOTH_SIZES, DEFAULT_SIZES, type Journey } from "./journey";
import { SELECTORS, byId, isSameDocument, markDocument, waitForPage } from "./page-state";

const ARABIC: Language = "ar";
const ar = wordsIn(ARABIC);
/** The language the control switches to and back from: English, left to right, at the root. */
const OTHER: Language = "en";

const LANGUAGE_SUMMARY = "header details > summary";
const languageLink = (language: Language) => `header a[lang="${language}"]`;

/** What a player writes: in Arabic, as an Arabic-speaking player would. */
const FILLED: Record<ContactField, string> = {
  name: "سارة",
  email: "sara@example.com",
  subject: "المستوى الثالث",
  message: "كيف أحصل على ثلاث نجوم في المطبخ؟",
};

interface DocumentState {
  path: string;
  lang: string;
  dir: string;
  /** The direction the page's text really runs in (CSS), not only the attribute. */
  direction: string;
  title: string;
  heading: string;
}

function readDocument(page: Driver): Promise<DocumentState> {
  return page.evaluate(function documentState() {
    const root = document.documentElement;
    return {
      path: location.pathname,
      lang: root.lang,
      dir: root.dir,
      direction: getComputedStyle(document.body).direction,
      title: document.title,
      heading: document.querySelector("h1")?.textContent?.trim() ?? "",
    };
  });
}

/**
 * `<html lang dir>` as the engine parsed the served page, before any of its scripts ran: what
 * the player's first screen is laid out by, before the page becomes interactive.
 */
async function expectServedIn(page: Driver, language: Language) {
  const parsed = await page.evaluate(function parsedDocument(name) {
    return (window as unknown as Record<string, Probe | undefined>)[name]?.parsed ?? null;
  }, PROBE_GLOBAL);
  expect(parsed, "<html lang dir> as served").toEqual({
    lang: language,
    dir: LANGUAGE_INFO[language].dir,
  });
}

/** Lengths read from boxes are rounded; an edge is "at" another within a pixel. */
const EDGE_PX = 1;
function expectAtEdge(px: number, what: string) {
  expect(Math.abs(px), what).toBeLessThanOrEqual(EDGE_PX);
}

/** The page in `language`: its address, `<html lang dir>`, the direction its text runs, its words. */
async function expectDocument(page: Driver, pageId: IndexablePageId, language: Language) {
  const words = wordsIn(language);
  const { dir } = LANGUAGE_INFO[language];
  expect(await readDocument(page)).toEqual({
    path: pagePath(pageId, language),
    lang: language,
    dir,
    direction: dir,
    title: pageTitle(words, pageId),
    heading: pageHeading(words, pageId),
  });
}

/**
 * Where the header's logo sits in the header's row (inside its padding): px to the row's right
 * and left edges, and the viewport's width.
 */
function readLogo(page: Driver) {
  return page.evaluate(function logoPlace(name) {
    const logo = [...document.querySelectorAll("header a")].find(
      (link) => link.textContent?.trim() === name,
    );
    if (!logo?.parentElement) return null;
    const row = logo.parentElement.getBoundingClientRect();
    const style = getComputedStyle(logo.parentElement);
    const box = logo.getBoundingClientRect();
    return {
      toRight: Math.round(row.right - parseFloat(style.paddingRight) - box.right),
      toLeft: Math.round(box.left - (row.left + parseFloat(style.paddingLeft))),
      centre: box.left + box.width / 2,
      viewport: window.innerWidth,
    };
  }, siteConfig.name);
}

/** The logo at the row's start: the right edge right to left, the left edge left to right. */
async function expectLogoAtStart(page: Driver, dir: "ltr" | "rtl") {
  const logo = await readLogo(page);
  expect(logo, "the header's logo").not.toBeNull();
  const { toRight, toLeft, centre, viewport } = logo!;
  if (dir === "rtl") {
    expectAtEdge(toRight, `px from the logo to the header's right edge (${toLeft} to its left)`);
    expect(centre, "logo in the right half of the screen").toBeGreaterThan(viewport / 2);
  } else {
    expectAtEdge(toLeft, `px from the header's left edge to the logo (${toRight} to its right)`);
    expect(centre, "logo in the left half of the screen").toBeLessThan(viewport / 2);
  }
}

/**
 * The home hero beside its art (from tablet width): where its heading, each paragraph and its
 * first button (Play Now) sit in the text's column, and where the art is.
 */
function readHero(page: Driver) {
  return page.evaluate(function heroPlace() {
    const heading = document.querySelector("main h1");
    const column = heading?.parentElement;
    const art = column?.parentElement?.querySelector(":scope > svg");
    const button = column?.querySelector("a")?.getBoundingClientRect();
    if (!heading || !column || !art || !button) return null;
    const box = column.getBoundingClientRect();
    const textOf = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      return {
        toRight: Math.round(box.right - text.right),
        toLeft: Math.round(text.left - box.left),
      };
    };
    return {
      heading: textOf(heading),
      paragraphs: [...column.querySelectorAll(":scope > p")].map((p) => textOf(p).toRight),
      buttonToRight: Math.round(box.right - button.right),
      artRightEdgeToText: Math.round(box.left - art.getBoundingClientRect().right),
    };
  });
}

/**
 * A list's first item: the direction it runs in, its marker style, and the room the list leaves
 * beside it on each side. An outside marker is drawn in that room on the line's start side, so
 * the room must be there: at the right in Arabic.
 */
function readListGutter(page: Driver, selector: string) {
  return page.evaluate(function listGutter(s) {
    const list = document.querySelector(s);
    const item = list?.querySelector("li");
    if (!list || !item) return null;
    const outer = list.getBoundingClientRect();
    const inner = item.getBoundingClientRect();
    const style = getComputedStyle(item);
    return {
      direction: style.direction,
      marker: `${style.listStyleType} ${style.listStylePosition}`,
      right: Math.round(outer.right - inner.right),
      left: Math.round(inner.left - outer.left),
    };
  }, selector);
}

interface Sideways {
  scrollWidth: number;
  clientWidth: number;
  /** How far the page scrolled when asked to scroll all the way left, then right. */
  reached: number[];
  /** The first few elements that stick out of the viewport, when something does. */
  outside: string[];
}

/**
 * Whether the page scrolls sideways, as a player would find out: asked to scroll far left and
 * far right it stays put, and nothing is wider than the viewport. The scroll is put back.
 */
async function expectNoSidewaysScroll(page: Driver, where: string) {
  const seen = await page.evaluate(function sideways(): Sideways {
    const root = document.documentElement;
    const { scrollX, scrollY } = window;
    const reached = [-1e6, 1e6].map((left) => {
      window.scrollTo({ left, top: scrollY, behavior: "instant" });
      return window.scrollX;
    });
    window.scrollTo({ left: scrollX, top: scrollY, behavior: "instant" });
    const width = root.clientWidth;
    const wide = reached.some((x) => x !== 0) || root.scrollWidth > width;
    const outside = wide
      ? [...document.body.querySelectorAll("*")]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && (box.right > width + 1 || box.left < -1);
          })
          .slice(0, 5)
          .map((element) => {
            const box = element.getBoundingClientRect();
            const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`;
            return `${name} [${Math.round(box.left)}, ${Math.round(box.right)}]`;
          })
      : [];
    return { scrollWidth: root.scrollWidth, clientWidth: width, reached, outside };
  });
  expect(seen, `${where} does not scroll sideways`).toEqual({
    scrollWidth: seen.clientWidth,
    clientWidth: seen.clientWidth,
    reached: [0, 0],
    outside: [],
  });
}

/** Waits until nothing on the page animates (an opening answer, a toast sliding in). */
function animationsDone(page: Driver) {
  return page.waitFor("the page's animations to end", () =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
}

interface LanguageControl {
  summary: string;
  /** Each language link: its language, address and whether it is marked as the current one. */
  links: { lang: string; href: string; current: boolean }[];
  /** The open list's box, left and right, when it is shown. */
  list: [number, number] | null;
  viewport: number;
}

function readLanguageControl(page: Driver): Promise<LanguageControl> {
  return page.evaluate(function languageControl(summarySelector) {
    const summary = document.querySelector(summarySelector);
    const list = summary?.parentElement?.querySelector("nav");
    const shown = !!list && list.getClientRects().length > 0;
    const box = list?.getBoundingClientRect();
    return {
      summary: summary?.textContent?.replace(/\s+/g, " ").trim() ?? "",
      links: [...(list?.querySelectorAll("a") ?? [])].map((a) => ({
        lang: a.getAttribute("lang") ?? "",
        href: a.getAttribute("href") ?? "",
        current: a.getAttribute("aria-current") === "page",
      })),
      list: shown && box ? [Math.round(box.left), Math.round(box.right)] : null,
      viewport: document.documentElement.clientWidth,
    };
  }, LANGUAGE_SUMMARY);
}

/**
 * Opens the header's language control (inside the toggle menu on a phone), checks it names the
 * current language and lists the same page in every language, and follows the link to `to`.
 */
async function switchLanguage(
  page: Driver,
  pageId: IndexablePageId,
  from: Language,
  to: Language,
): Promise<void> {
  if (page.size.name === "mobile") {
    // The phone's menu opens with the list of languages shown: one tap, then the language.
    await page.click(SELECTORS.menuToggle);
    await page.waitFor(
      "the menu to open",
      (s) => document.querySelector(s)?.getAttribute("aria-expanded") === "true",
      SELECTORS.menuToggle,
    );
  } else {
    await page.click(LANGUAGE_SUMMARY);
  }
  await page.waitFor(
    "the list of languages to open",
    (s) => (document.querySelector(s)?.getClientRects().length ?? 0) > 0,
    languageLink(to),
  );
  const control = await readLanguageControl(page);
  const { languages } = wordsIn(from).layout;
  expect(control.summary, "the control names itself and the current language").toBe(
    `${languages}: ${LANGUAGE_INFO[from].name}`,
  );
  expect(control.links).toEqual(
    LANGUAGES.map((language) => ({
      lang: language,
      href: pagePath(pageId, language),
      current: language === from,
    })),
  );
  const [left, right] = control.list!;
  expect(left, "the open list is wholly on screen").toBeGreaterThanOrEqual(0);
  expect(right, "the open list is wholly on screen").toBeLessThanOrEqual(control.viewport);
  await page.click(languageLink(to));
  await waitForPage(page, pagePath(pageId, to), pageHeading(wordsIn(to), pageId));
  await page.waitFor(`<html lang="${to}">`, (lang) => document.documentElement.lang === lang, to);
}

const readsRightToLeft: Journey = {
  name: "/ar reads right to left; the language control takes /ar/faq to English and back",
  // The control is in the toggle menu on a phone, and a phone is where a page that does not
  // mirror well scrolls sideways.
  sizes: BOTH_SIZES,
  async run({ page }) {
    await page.open(pagePath("home", ARABIC));

    await page.step("/ar is Arabic, right to left", async () => {
      await expectServedIn(page, ARABIC);
      await expectDocument(page, "home", ARABIC);
      await expectLogoAtStart(page, "rtl");
    });

    if (page.size.name === "desktop") {
      // On a phone the hero's text is centred above its art.
      await page.step("the hero's text starts at the right, its art on the left", async () => {
        const hero = await readHero(page);
        expect(hero, "the hero's heading, text column and art").not.toBeNull();
        const { heading, paragraphs, buttonToRight, artRightEdgeToText } = hero!;
        expectAtEdge(heading.toRight, "px from the heading to the column's right");
        // Centred, the short heading would be as far from both edges.
        expect(heading.toLeft, "px from the column's left to the heading").toBeGreaterThan(40);
        paragraphs.forEach((toRight, index) =>
          expectAtEdge(toRight, `px from paragraph ${index + 1} to the column's right`),
        );
        expectAtEdge(buttonToRight, "px from Play Now to the column's right");
        expect(artRightEdgeToText, "px between the art and the text").toBeGreaterThan(0);
      });
    }

    await page.step("the guide's numbered list has its markers at the right", async () => {
      const list = `#${SECTION_IDS.guide} ol`;
      // Drawn only once near the viewport (content-visibility): brought on screen first.
      await page.centre(list);
      const gutter = await readListGutter(page, list);
      expect(gutter).toMatchObject({ direction: "rtl", marker: "decimal outside" });
      expectAtEdge(gutter!.left, "px beside the items at the left");
      expect(gutter!.right, "px of room for the markers at the right").toBeGreaterThanOrEqual(16);
    });
    await expectNoSidewaysScroll(page, "/ar");

    await page.open(pagePath("faq", ARABIC));
    await page.step("/ar/faq is Arabic too", async () => {
      await expectServedIn(page, ARABIC);
      await expectDocument(page, "faq", ARABIC);
      await expectNoSidewaysScroll(page, "/ar/faq");
    });
    await markDocument(page);

    await page.step(`switch to ${LANGUAGE_INFO[OTHER].name}`, async () => {
      await switchLanguage(page, "faq", ARABIC, OTHER);
      await expectDocument(page, "faq", OTHER);
      expect(await isSameDocument(page), "within the page, no reload").toBe(true);
      await expectLogoAtStart(page, LANGUAGE_INFO[OTHER].dir);
      await expectNoSidewaysScroll(page, pagePath("faq", OTHER));
    });

    await page.step(`back to ${LANGUAGE_INFO[ARABIC].name}`, async () => {
      await switchLanguage(page, "faq", OTHER, ARABIC);
      await expectDocument(page, "faq", ARABIC);
      expect(await isSameDocument(page), "within the page, no reload").toBe(true);
      await expectLogoAtStart(page, "rtl");
      await expectNoSidewaysScroll(page, "/ar/faq, back from English");
    });
  },
};

/** The open question's words and where they sit: its text at the right, the chevron at its left. */
function readQuestion(page: Driver, triggerId: string) {
  return page.evaluate(function question(id) {
    const trigger = document.getElementById(id);
    const panel = document.querySelector(`[role="region"][aria-labelledby="${id}"]`);
    const text = [...(trigger?.childNodes ?? [])].find(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    const chevron = trigger?.querySelector("svg");
    if (!trigger || !text || !chevron) return null;
    const range = document.createRange();
    range.selectNodeContents(text);
    const words = range.getBoundingClientRect();
    const box = trigger.getBoundingClientRect();
    return {
      question: trigger.textContent?.trim() ?? "",
      answer: panel?.textContent?.trim() ?? "",
      textToRight: Math.round(box.right - words.right),
      chevronLeftOfText: chevron.getBoundingClientRect().right <= words.left,
    };
  }, triggerId);
}

/** The toast's distance from the screen's left and right edges. */
function readToastPlace(page: Driver) {
  return page.evaluate(function toastPlace(s) {
    const toast = document.querySelector(s);
    if (!toast) return null;
    const box = toast.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    return { toLeft: Math.round(box.left), toRight: Math.round(width - box.right) };
  }, TOASTS);
}

const faqAndContact: Journey = {
  name: "/ar/faq opens an answer and /ar/contact sends, with the toast in Arabic at the left",
  // Neither the accordion nor the form works differently on a phone.
  sizes: DEFAULT_SIZES,
  async run({ page }) {
    await page.open(pagePath("faq", ARABIC));

    await page.step("open the first question", async () => {
      await expectDocument(page, "faq", ARABIC);
      const items = await readItems(page);
      expect(items).toHaveLength(ar.faq.entries.length);
      await page.click(byId(items[0].id));
      await expectOpen(page, [0]);
      const open = await readQuestion(page, items[0].id);
      expect(open).toMatchObject({
        question: ar.faq.entries[0].question,
        answer: ar.faq.entries[0].answer,
        chevronLeftOfText: true,
      });
      expectAtEdge(open!.textToRight, "px from the question to its button's right");
      await expectNoSidewaysScroll(page, "/ar/faq with an answer open");
    });

    await page.open(pagePath("contact", ARABIC));
    const { form, sent } = ar.contact;

    await page.step("fill in the form in Arabic", async () => {
      await expectServedIn(page, ARABIC);
      await expectDocument(page, "contact", ARABIC);
      for (const field of CONTACT_FIELDS) await page.type(fieldSelector(field), FILLED[field]);
      const state = await readForm(page);
      expect(state.values).toEqual(CONTACT_FIELDS.map((field) => FILLED[field]));
      expect(state.button).toEqual({ text: form.submit, disabled: false });
    });

    await page.step("send it", async () => {
      await watchSend(page, ar.contact);
      await page.click(SUBMIT);
      const record = await waitForToast(page, ar.contact);
      expect(record.sendingAt, `"${form.sending}" shown, disabled`).toBeGreaterThan(0);
    });

    await page.step("the toast says it in Arabic, at the left; the form is clear", async () => {
      const state = await readForm(page);
      expect(state.toasts).toHaveLength(1);
      expect(state.toasts[0]).toContain(sent.title);
      expect(state.toasts[0]).toContain(sent.description);
      expect(state.values).toEqual(CONTACT_FIELDS.map(() => ""));
      expect(state.button).toEqual({ text: form.submit, disabled: false });
      await animationsDone(page);
      const place = await readToastPlace(page);
      expect(place, "the toast").not.toBeNull();
      expect(place!.toLeft, "the toast sits at the end of the line: the left").toBeLessThan(
        place!.toRight,
      );
      await expectNoSidewaysScroll(page, "/ar/contact with the toast up");
    });
  },
};

export const arabicJourneys: Journey[] = [readsRightToLeft, faqAndContact];
