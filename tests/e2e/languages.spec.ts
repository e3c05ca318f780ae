/**
 * Every language in a real browser: a player's journey in each (the language control, the
 * FAQ, the contact form and its toast), axe in both themes, no sideways scrolling on a
 * phone, Arabic laid out right to left, and the language links without JavaScript. Every expected
 * text comes from the language's words modules (texts.ts `WORDS`).
 */
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectLocation,
  expectNoAxeViolationsInBothThemes,
  footerLanguageLink,
  isSameDocument,
  markDocument,
  openPage,
  showInApp,
  test,
} from "./fixtures";
import { BOTH_SIZES, MOBILE_ONLY } from "./sizes";
import {
  CONTACT_SEND_DELAY_MS,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_INFO,
  SECTION_IDS,
  INDEXABLE_PAGES,
  SITE_NAME,
  WORDS,
  pageHeading,
  pagePath,
  pageTitle,
  pagesIn,
  type IndexablePageId,
  type Language,
  type PageId,
} from "./texts";

const html = (page: Page) => page.locator("html");
const header = (page: Page) => page.getByRole("banner");
const menuToggle = (page: Page) => header(page).locator("button[aria-controls]");

/** On small screens the header's links and controls are in the toggle menu: opens it. */
async function openMenuIfCollapsed(page: Page) {
  const toggle = menuToggle(page);
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) === "false") {
    await toggle.click();
  }
}

/** The phone's menu, open over the page, closed again with its toggle. */
async function closeMenuIfOpen(page: Page) {
  const toggle = menuToggle(page);
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) === "true") {
    await toggle.click();
  }
}

/** The page's h1 in its language (the not-found page's says "404:" before it). */
async function expectHeading(page: Page, language: Language, id: PageId) {
  const h1 = page.getByRole("heading", { level: 1 });
  if (id === "notFound") await expect(h1).toContainText(pageHeading(language, id));
  else await expect(h1).toHaveText(pageHeading(language, id));
}

/** The page shows `id` in `language`: its address, <html lang dir>, title, h1 and header. */
async function expectPageIn(page: Page, language: Language, id: PageId, path?: string) {
  if (path !== undefined) await expectLocation(page, path);
  await expect(html(page)).toHaveAttribute("lang", language);
  await expect(html(page)).toHaveAttribute("dir", LANGUAGE_INFO[language].dir);
  await expect(page).toHaveTitle(pageTitle(language, id));
  await expectHeading(page, language, id);
  if (id === "home") {
    // The home page's h1 is the game's name in every language: its subtitle is not.
    await expect(
      page.getByRole("main").getByText(WORDS[language].home.hero.subtitle, { exact: true }),
    ).toBeVisible();
  }
  // The layout's words are in the same language as the page's.
  await expect(
    header(page).getByRole("link", { name: WORDS[language].layout.playNow, exact: true }),
  ).toBeAttached();
}

/**
 * The header's language control: the current language's name opens the list of them all (the
 * phone's menu opens with the list shown).
 */
async function chooseLanguage(page: Page, from: Language, to: Language) {
  await openMenuIfCollapsed(page);
  const summary = header(page).locator("details > summary");
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(LANGUAGE_INFO[from].name);
  const open = await header(page)
    .locator("details")
    .evaluate((details) => (details as HTMLDetailsElement).open);
  if (!open) await summary.click();
  const list = header(page).getByRole("navigation", {
    name: WORDS[from].layout.languages,
    exact: true,
  });
  await expect(
    list.getByRole("link", { name: LANGUAGE_INFO[from].name, exact: true }),
  ).toHaveAttribute("aria-current", "page");
  const link = list.getByRole("link", { name: LANGUAGE_INFO[to].name, exact: true });
  await expect(link).toHaveAttribute("lang", to);
  await link.click();
}

async function clickHeaderNav(page: Page, language: Language, target: "faq") {
  await openMenuIfCollapsed(page);
  await header(page)
    .getByRole("navigation", { name: WORDS[language].layout.mainNav, exact: true })
    .getByRole("link", { name: WORDS[language].layout.nav[target], exact: true })
    .click();
}

/** The toasts' region, named in the page's language (Radix puts the hotkey, F8, in its name). */
const toastRegion = (page: Page, language: Language) =>
  page.getByRole("region", {
    name: WORDS[language].layout.toast.region.replace("{hotkey}", "F8"),
    exact: true,
  });

const MESSAGE = {
  name: "Pat Player",
  email: "pat@example.com",
  subject: "Level 3",
  message: "How do I get three stars in the kitchen?",
} as const;

/** Sends the contact form in `language`; returns the toast once it says the message was sent. */
async function sendContactForm(page: Page, language: Language): Promise<Locator> {
  const { form, sent } = WORDS[language].contact;
  for (const [field, value] of Object.entries(MESSAGE) as [keyof typeof MESSAGE, string][]) {
    await page.getByLabel(form.fields[field].label, { exact: true }).fill(value);
  }
  await page.getByRole("button", { name: form.submit, exact: true }).click();
  await expect(page.getByRole("button", { name: form.sending, exact: true })).toBeDisabled();
  // The send's wait is contact.spec.ts's to time: here the page's clock skips it.
  await page.clock.fastForward(CONTACT_SEND_DELAY_MS);
  const toast = toastRegion(page, language).getByRole("listitem");
  await expect(toast).toContainText(sent.title);
  await expect(toast).toContainText(sent.description);
  return toast;
}

/**
 * Each language reached with the header's language control (the phone's toggle menu for Arabic
 * on a phone) from the page of the language before it in the table (English from the last's),
 * the same page there; then its FAQ and its contact form. The starting pages take turns, so
 * that every page is switched.
 */
const JOURNEYS: { to: Language; from: Language; start: IndexablePageId }[] = LANGUAGES.map(
  (to, index) => ({
    to,
    from: LANGUAGES.at(index - 1)!,
    start: INDEXABLE_PAGES[index % INDEXABLE_PAGES.length],
  }),
);

test.describe("a player's journey in each language", () => {
  for (const { to, from, start } of JOURNEYS) {
    // Right to left also on a phone: the control is in the toggle menu, the page mirrored.
    const sizes = LANGUAGE_INFO[to].dir === "rtl" ? BOTH_SIZES : {};
    test(
      `${LANGUAGE_INFO[to].name} (${to}): switched to from ${from}, its FAQ, its contact form`,
      sizes,
      async ({ page }) => {
        const words = WORDS[to];
        // Timers run as usual, but the test can skip the contact form's send delay.
        await page.clock.install();
        await openPage(page, pagePath(start, from));
        await markDocument(page);

        await chooseLanguage(page, from, to);
        await expectPageIn(page, to, start, pagePath(start, to));
        expect(await isSameDocument(page), "switched within the site, without a reload").toBe(true);
        // The header's control names the new language; the footer's list marks it current.
        await openMenuIfCollapsed(page);
        await expect(header(page).locator("details > summary")).toContainText(
          LANGUAGE_INFO[to].name,
        );
        await closeMenuIfOpen(page);
        await expect(await footerLanguageLink(page, LANGUAGE_INFO[to].name)).toHaveAttribute(
          "aria-current",
          "page",
        );

        // The FAQ, from the header: an answer opens.
        if (start !== "faq") {
          await clickHeaderNav(page, to, "faq");
          await expectPageIn(page, to, "faq", pagePath("faq", to));
        }
        const entry = words.faq.entries[0];
        const question = page
          .getByRole("main")
          .getByRole("button", { name: entry.question, exact: true });
        await question.click();
        await expect(question).toHaveAttribute("aria-expanded", "true");
        await expect(page.getByRole("region", { name: entry.question, exact: true })).toContainText(
          entry.answer,
        );

        // The contact page, from the footer: the message is sent and the toast says so.
        await page
          .getByRole("contentinfo")
          .getByRole("navigation", { name: words.layout.footer.quickLinks, exact: true })
          .getByRole("link", { name: words.layout.footer.quickLinkLabels.contact, exact: true })
          .click();
        await expectPageIn(page, to, "contact", pagePath("contact", to));
        const toast = await sendContactForm(page, to);

        if (LANGUAGE_INFO[to].dir === "rtl") {
          // The toast sits at the end of the line's direction: the bottom left corner.
          const box = (await toast.boundingBox())!;
          const viewport = page.viewportSize()!;
          expect(
            viewport.height - (box.y + box.height),
            "toast above the bottom edge",
          ).toBeLessThan(40);
          const fromLeft = box.x;
          const fromRight = viewport.width - (box.x + box.width);
          expect(fromLeft, "the toast is nearer the left edge than the right").toBeLessThan(
            fromRight,
          );
          expect(fromLeft, "the toast is at the left edge").toBeLessThan(40);
        }
        expect(await isSameDocument(page), "the whole journey within the site").toBe(true);
      },
    );
  }
});

test.describe("the language control on a 320 px phone", MOBILE_ONLY, () => {
  test("reaches any language from a page in two taps: the menu, then the language", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const from = DEFAULT_LANGUAGE;
    await openPage(page, pagePath("faq", from));
    await menuToggle(page).click();
    const list = header(page).getByRole("navigation", {
      name: WORDS[from].layout.languages,
      exact: true,
    });
    // Every language is there after the first tap, each a link a finger can reach.
    for (const language of LANGUAGES) {
      const link = list.getByRole("link", { name: LANGUAGE_INFO[language].name, exact: true });
      await link.scrollIntoViewIfNeeded();
      await expect(link, language).toBeInViewport();
      const box = (await link.boundingBox())!;
      expect(box.height, `${language}: a target at least 44 px tall`).toBeGreaterThanOrEqual(44);
    }
    // The second tap: the list's last language, the farthest down.
    const to = LANGUAGES.at(-1)!;
    await list.getByRole("link", { name: LANGUAGE_INFO[to].name, exact: true }).click();
    await expectPageIn(page, to, "faq", pagePath("faq", to));
  });
});

test.describe("axe: no WCAG 2.2 A/AA violations in the other languages, in the light and the dark theme", () => {
  // Every page in Arabic (right to left), and the home and FAQ pages of the others, whose
  // layout is English's with other words (names, languages, lengths), all in both themes.
  // At desktop size: English's pages are checked at both sizes and in both themes
  // (a11y.spec.ts), and a phone's Arabic page is its English one mirrored, which changes
  // neither a colour nor a distance between targets.
  for (const { path, status } of LANGUAGES.filter((l) => LANGUAGE_INFO[l].dir === "rtl").flatMap(
    pagesIn,
  )) {
    test(`on ${path}`, async ({ page }) => {
      await openPage(page, path, status);
      await expectNoAxeViolationsInBothThemes(page, path, { everyTextRead: true });
    });
  }
  for (const language of LANGUAGES.filter(
    (l) => l !== DEFAULT_LANGUAGE && LANGUAGE_INFO[l].dir === "ltr",
  )) {
    const paths = [pagePath("home", language), pagePath("faq", language)];
    test(`on ${paths.join(" and ")}`, async ({ page }) => {
      for (const path of paths) {
        await openPage(page, path);
        await expectNoAxeViolationsInBothThemes(page, path, { everyTextRead: true });
      }
    });
  }
});

/**
 * Runs in the page: text that sticks out of the viewport sideways, whether or not the page can
 * scroll to it (a word cut off by an ancestor's overflow is as lost as one out of reach). Text
 * in a container of its own that scrolls sideways (the Charlie controls table) may be wider.
 */
function textOutsideViewport(): string[] {
  const width = document.documentElement.clientWidth;
  const outside: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest(".sr-only, svg, script, style, noscript")) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
    let scrolls = false;
    for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(el).overflowX)) scrolls = true;
    }
    if (scrolls) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects())) {
      if (rect.width > 0 && (rect.left < -1 || rect.right > width + 1)) {
        outside.push(
          `"${text.slice(0, 50)}" in <${parent.tagName.toLowerCase()}>: ${Math.round(rect.left)}..${Math.round(rect.right)} of ${width}`,
        );
        break;
      }
    }
  }
  return outside;
}

/** Whether the page scrolls sideways, and any text outside the viewport. */
async function sidewaysProblems(page: Page, label: string): Promise<string[]> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  const outside = await page.evaluate(textOutsideViewport);
  return [
    ...(scrollWidth > innerWidth ? [`${label}: ${scrollWidth} px wide in ${innerWidth}`] : []),
    ...outside.map((text) => `${label}: ${text}`),
  ];
}

test.describe("no sideways scrolling at 390 and 320 px, long words and all", () => {
  for (const language of LANGUAGES) {
    const [first, ...others] = pagesIn(language);
    test(`every page in ${LANGUAGE_INFO[language].name} (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const problems: string[] = [];
      await openPage(page, first.path, first.status);
      for (const [index, { id, path }] of [first, ...others].entries()) {
        if (index > 0) await showInApp(page, path);
        await expectHeading(page, language, id);
        problems.push(...(await sidewaysProblems(page, path)));
        // The narrowest phones still in use: the same page, laid out again.
        await page.setViewportSize({ width: 320, height: 640 });
        problems.push(...(await sidewaysProblems(page, `${path} at 320 px`)));
        await page.setViewportSize({ width: 390, height: 844 });
      }
      // The toggle menu with the list of languages open, on the last page.
      await openMenuIfCollapsed(page);
      const details = header(page).locator("details");
      if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
        await details.locator("summary").click();
      await expect(
        header(page)
          .getByRole("navigation", { name: WORDS[language].layout.languages, exact: true })
          .getByRole("link")
          .last(),
      ).toBeVisible();
      problems.push(...(await sidewaysProblems(page, `${others.at(-1)!.path}, menu open`)));
      await page.setViewportSize({ width: 320, height: 640 });
      problems.push(
        ...(await sidewaysProblems(page, `${others.at(-1)!.path}, menu open, at 320 px`)),
      );
      expect(problems).toEqual([]);
    });
  }
});

/** An element's box, and its content box's edges (inside padding and border). */
async function boxOf(locator: Locator) {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      left: rect.left,
      right: rect.right,
      contentLeft: rect.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
      contentRight:
        rect.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
    };
  });
}

/** The horizontal extent of an element's text as laid out (not of its box). */
async function textExtent(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rect = range.getBoundingClientRect();
    return { left: rect.left, right: rect.right };
  });
}

test(
  "Arabic reads right to left: header, hero, lists and the game frame",
  BOTH_SIZES,
  async ({ page, isMobile }) => {
    const words = WORDS.ar;
    await openPage(page, pagePath("home", "ar"));
    await expectPageIn(page, "ar", "home");

    // The header: the logo at the right; the menu toggle and Play Now toward the left (phone),
    // or the navigation left of the logo and Play Now at the far left (desktop).
    const row = await boxOf(header(page).locator(":scope > div"));
    const logo = await boxOf(header(page).getByRole("link", { name: SITE_NAME }));
    const playNow = await boxOf(
      header(page).getByRole("link", { name: words.layout.playNow, exact: true }),
    );
    expect(row.contentRight - logo.right, "the logo ends at the header's right").toBeLessThan(2);
    expect(playNow.left - row.contentLeft, "Play Now is toward the left").toBeLessThan(
      isMobile ? 80 : 2,
    );
    if (isMobile) {
      const toggle = await boxOf(menuToggle(page));
      expect(toggle.right, "the toggle is left of Play Now").toBeLessThanOrEqual(playNow.left);
      expect(toggle.left - row.contentLeft, "the toggle at the far left").toBeLessThan(2);
      expect(playNow.right, "Play Now is left of the logo").toBeLessThanOrEqual(logo.left);
    } else {
      const nav = await boxOf(
        header(page).getByRole("navigation", { name: words.layout.mainNav, exact: true }),
      );
      expect(nav.right, "the navigation is left of the logo").toBeLessThanOrEqual(logo.left);
      expect(playNow.right, "Play Now is left of the navigation").toBeLessThanOrEqual(nav.left);
    }

    // The hero: set at the right beside its art from tablet width; centred on a phone.
    const heroText = page.getByRole("main").getByText(words.home.hero.subtitle, { exact: true });
    const heroBox = await boxOf(heroText);
    const heroLine = await textExtent(heroText);
    const gaps = {
      left: heroLine.left - heroBox.contentLeft,
      right: heroBox.contentRight - heroLine.right,
    };
    if (isMobile) {
      expect(Math.abs(gaps.left - gaps.right), "the hero's line is centred").toBeLessThan(2);
    } else {
      expect(gaps.right, "the hero's line starts at the right").toBeLessThan(2);
      expect(gaps.left, "and leaves room at the left").toBeGreaterThan(20);
    }

    // Lists: each item's number or bullet is on its right, inside the list, where the item
    // starts; nothing is set aside at the left.
    const guide = page.locator(`#${SECTION_IDS.guide}`);
    const steps = guide
      .getByRole("list")
      .filter({ hasText: words.home.guide.gettingStarted.items[0] });
    await steps.scrollIntoViewIfNeeded();
    await expect(steps.getByRole("listitem")).toHaveText([
      ...words.home.guide.gettingStarted.items,
    ]);
    const lists = await guide.evaluate((section) =>
      Array.from(section.querySelectorAll("ol, ul"))
        .filter((list) => list.checkVisibility() && getComputedStyle(list).listStyleType !== "none")
        .map((list) => {
          const outer = list.getBoundingClientRect();
          return Array.from(list.children).map((item) => {
            const inner = item.getBoundingClientRect();
            return {
              item: item.textContent!.slice(0, 30),
              direction: getComputedStyle(item).direction,
              markerRoomRight: outer.right - inner.right,
              roomLeft: inner.left - outer.left,
            };
          });
        }),
    );
    expect(lists.length, "visible lists with numbers or bullets in the guide").toBeGreaterThan(1);
    for (const item of lists.flat()) {
      expect(item.direction, item.item).toBe("rtl");
      expect(
        item.markerRoomRight,
        `room for the marker at the right of "${item.item}"`,
      ).toBeGreaterThanOrEqual(16);
      expect(item.roomLeft, `nothing set aside at the left of "${item.item}"`).toBeLessThan(1);
    }

    // The game frame's content is not mirrored: nothing flips the frame or what holds it.
    const frame = page.locator(`#${SECTION_IDS.game} iframe`);
    await expect(frame).toBeAttached();
    const flipped = await frame.evaluate((element) => {
      const found: string[] = [];
      for (let el: Element | null = element; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        const matrix = new DOMMatrixReadOnly(
          style.transform === "none" ? undefined : style.transform,
        );
        const scaleX = style.scale === "none" ? 1 : parseFloat(style.scale);
        if (matrix.a < 0 || scaleX < 0)
          found.push(`<${el.tagName.toLowerCase()} class="${el.className}">`);
      }
      return found;
    });
    expect(flipped, "mirrored elements around the game frame").toEqual([]);
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the language links are real links to the same page in each language", async ({ page }) => {
    const response = await page.goto(pagePath("faq", "en"));
    expect(response?.status()).toBe(200);
    await footerLanguageLink(page, LANGUAGE_INFO.en.name);
    const footerLinks = page
      .getByRole("contentinfo")
      .getByRole("navigation", { name: WORDS.en.layout.languages, exact: true })
      .getByRole("link");
    await expect(footerLinks).toHaveText(LANGUAGES.map((language) => LANGUAGE_INFO[language].name));
    for (const [index, language] of LANGUAGES.entries()) {
      const link = footerLinks.nth(index);
      await expect(link).toHaveAttribute("href", pagePath("faq", language));
      await expect(link).toHaveAttribute("lang", language);
      if (language === "en") await expect(link).toHaveAttribute("aria-current", "page");
      else await expect(link).not.toHaveAttribute("aria-current");
    }

    // The header's control opens without scripts (a disclosure) and its links lead there.
    await header(page).locator("details > summary").click();
    await header(page)
      .getByRole("navigation", { name: WORDS.en.layout.languages, exact: true })
      .getByRole("link", { name: LANGUAGE_INFO.ar.name, exact: true })
      .click();
    await expectPageIn(page, "ar", "faq", pagePath("faq", "ar"));

    // And the footer's, from there.
    await (await footerLanguageLink(page, LANGUAGE_INFO.de.name)).click();
    await expectPageIn(page, "de", "faq", pagePath("faq", "de"));
  });
});
