/**
 * What a screen reader should say of each page, skimmed as `outline` (reader.ts) keeps it: the
 * skip link, the banner with its controls, the main landmark's regions and headings in order,
 * each game frame by its title, and the footer. Every phrase is built from the page's words in
 * its language, so a wording change lands in one place; the roles, levels and order are written
 * here, and are what the tests protect.
 */
import { siteConfig } from "@/config/site";
import { CHARLIE_NAME, SOCIAL_NETWORKS } from "@/content/names";
import type { Words } from "@/content/words";
import { LANGUAGES, LANGUAGE_INFO, type Language } from "@/features/languages/languages";
import type { PageId } from "@/lib/routes";
import { DEFAULT_THEME } from "@/lib/theme";

export const heading = (level: number, text: string) => `heading, ${text}, level ${level}`;
export const link = (name: string) => `link, ${name}`;
/** A landmark with its name, what it holds, and its end. */
const landmark = (role: string, name: string, inner: string[]) => [
  `${role}, ${name}`,
  ...inner,
  `end of ${role}, ${name}`,
];
/** A page section (SectionShell): a region named by its h2. */
const region = (title: string, ...inner: string[][]) =>
  landmark("region", title, [heading(2, title), ...inner.flat()]);
const headings = (level: number, texts: readonly string[]) => texts.map((t) => heading(level, t));
const titles = (blocks: readonly { title: string }[]) => blocks.map((block) => block.title);

/** The menu toggle, as read in the banner and in the menu journey. */
export const menuToggle = ({ layout }: Words, open: boolean) =>
  `button, ${open ? layout.closeMenu : layout.openMenu}, 1 control, ${open ? "expanded" : "not expanded"}`;
/**
 * The theme control. The virtual reader gives a select's value attribute (`system`) where a real
 * one says the chosen option's text; the names and the order are what is checked.
 */
export const themeControl = ({ layout }: Words, value: string = DEFAULT_THEME) =>
  `combobox, ${layout.theme.label}, ${value}, has popup listbox, not expanded`;

/** The header's pages, and which of them the page is. */
const HEADER_PAGES = ["home", "charlie", "faq", "privacy"] as const;
const current = (label: string, isCurrent: boolean) =>
  link(isCurrent ? `${label}, current page` : label);

/** The languages, each by its own name, the page's own marked. */
const languageLinks = ({ layout }: Words, language: Language) =>
  landmark(
    "navigation",
    layout.languages,
    LANGUAGES.map((other) => current(LANGUAGE_INFO[other].name, other === language)),
  );

export function banner(words: Words, language: Language, page: PageId): string[] {
  const { layout } = words;
  return [
    link(layout.skipToContent),
    "banner",
    link(siteConfig.name),
    menuToggle(words, false),
    ...landmark(
      "navigation",
      layout.mainNav,
      HEADER_PAGES.map((id) => current(layout.nav[id], id === page)),
    ),
    themeControl(words),
    ...languageLinks(words, language),
    link(layout.playNow),
    "end of banner",
  ];
}

export function footer(words: Words, language: Language): string[] {
  const { footer: text } = words.layout;
  const { email, phone } = siteConfig.contact;
  const linkNav = (title: string, labels: string[]) =>
    landmark("navigation", title, [heading(2, title), ...labels.map(link)]);
  return [
    "contentinfo",
    ...SOCIAL_NETWORKS.map((network) => link(text.socialLink(network))),
    ...linkNav(text.quickLinks, Object.values(text.quickLinkLabels)),
    heading(2, text.contact),
    link(email),
    link(phone),
    ...linkNav(text.legal, Object.values(text.legalLinkLabels)),
    ...languageLinks(words, language),
    "end of contentinfo",
  ];
}

/** A game section: its heading, the frame by its title, and the overlay while it loads. */
const gameRegion = (words: Words, title: string, game: string) =>
  region(title, [words.game.frameTitle(game), words.game.loading]);

const mainOutlines: Record<PageId, (words: Words) => string[]> = {
  home: (words) => {
    const { hero, game, about, guide, faqSection, faq } = words.home;
    return [
      heading(1, hero.title),
      ...gameRegion(words, game.title, siteConfig.name),
      ...region(
        about.title,
        [heading(3, about.featuresHeading)],
        headings(4, titles(about.features)),
        [heading(3, about.benefitsHeading)],
        headings(4, titles(about.benefits)),
      ),
      ...region(
        guide.title,
        [heading(3, guide.gettingStarted.title), heading(3, guide.techniquesHeading)],
        headings(4, titles(guide.techniques)),
        headings(3, titles(guide.advanced)),
        [heading(3, guide.proTipsHeading)],
      ),
      ...region(
        faqSection.title,
        headings(
          3,
          faq.map((entry) => entry.question),
        ),
      ),
    ];
  },
  charlie: (words) => {
    const { hero, sections: s, about, guide, characters, supportingCast, worlds } = words.charlie;
    let level = 0;
    return [
      heading(1, hero.title),
      ...gameRegion(words, s.game.title, CHARLIE_NAME),
      ...region(about.title, headings(3, titles(about.keyFeatures))),
      ...region(
        s.guide.title,
        [heading(3, s.guide.controls), heading(3, s.guide.abilities)],
        headings(4, titles(guide.abilities)),
        [heading(3, s.guide.mechanics)],
        headings(4, titles(guide.mechanics)),
      ),
      ...region(
        s.characters.title,
        headings(
          3,
          characters.map((c) => c.name),
        ),
        [heading(3, s.characters.supportingCast)],
        headings(
          4,
          supportingCast.map((c) => c.name),
        ),
      ),
      ...region(
        s.worlds.title,
        worlds.flatMap((world) => [
          heading(3, world.name),
          ...world.levels.map((l) => heading(4, s.worlds.level(++level, l.name))),
        ]),
      ),
      ...region(s.strategy.title, headings(3, titles(words.charlie.strategyTips))),
      ...region(
        s.unlockables.title,
        headings(3, [s.unlockables.seasonings, s.unlockables.achievements, s.unlockables.endings]),
        [heading(3, s.unlockables.bonusContent)],
        headings(4, titles(words.charlie.bonusContent)),
      ),
      ...region(s.community.title),
    ];
  },
  faq: ({ faq }) => [
    heading(1, faq.title),
    ...headings(
      2,
      faq.entries.map((e) => e.question),
    ),
  ],
  privacy: ({ privacy }) => [
    heading(1, privacy.title),
    ...Object.values(privacy.sections).flatMap((section) => region(section.title)),
    heading(2, privacy.questions.title),
  ],
  // The toast's viewport ("Message Sent!") joins the end of <body> once the page is interactive
  // and idle (src/components/ui/idle-toaster.tsx); heard before a send in forms.test.tsx.
  contact: ({ contact }) => [
    heading(1, contact.title),
    ...region(contact.form.heading),
    heading(2, contact.details.heading),
    heading(2, contact.supportHours.heading),
  ],
  notFound: ({ notFound }) => [heading(1, `${notFound.code}: ${notFound.heading}`)],
};

/** The whole outline of a page in a language, top to bottom. */
export function pageOutline(page: PageId, words: Words, language: Language): string[] {
  return [
    ...banner(words, language, page),
    "main",
    ...mainOutlines[page](words),
    "end of main",
    ...footer(words, language),
  ];
}

/** The frames' titles and the overlay's words: kept by `outline` beside landmarks and headings. */
export const gamePhrases = (words: Words) => [
  ...[siteConfig.name, CHARLIE_NAME].map(words.game.frameTitle),
  words.game.loading,
];
