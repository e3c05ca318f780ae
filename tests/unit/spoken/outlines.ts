/**
 * What a screen reader should say of each page, skimmed as `outline` (reader.ts) keeps it: the
 * skip link, the banner with its controls, the main landmark's regions and headings in order,
 * each game frame by its title, and the footer. Every phrase is built from the content modules,
 * so a wording change lands in one place; the roles, levels and order are written here, and are
 * what the tests protect.
 */
import { siteConfig } from "@/config/site";
import {
  characters,
  charlieAbout,
  charlieGuide,
  charlieHero,
  charlieSections,
  levels,
  strategyTips,
  supportingCast,
  bonusContent,
  worlds,
} from "@/content/charlie";
import { gameViewText, labels, notFoundText, themeText } from "@/content/common";
import { toastText } from "@/content/toast";
import { contactDetailsText, contactFormText, contactPageTitle } from "@/content/contact";
import { faqPageEntries, faqPageTitle } from "@/content/faq";
import { homeFaq } from "@/content/home-faq";
import {
  aboutSection,
  advancedGuide,
  benefitTiles,
  cleaningTechniques,
  featureCards,
  gameSection,
  gettingStarted,
  guideSection,
  homeFaqSection,
  homeHero,
} from "@/content/home";
import { privacyPageTitle, privacyQuestions, privacySections } from "@/content/privacy";
import {
  footerLegalLinks,
  footerQuickLinks,
  footerText,
  headerNav,
  headerText,
  playNowLink,
  socialNetworks,
  type NavLinkItem,
} from "@/content/site";
import { DEFAULT_THEME } from "@/lib/theme";
import { pageIdOf, type PageId } from "@/lib/routes";

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

/** The collapsed menu toggle, as read in the banner and in the menu journey. */
export const menuToggle = (open: boolean) =>
  `button, ${open ? labels.closeMenu : labels.openMenu}, 1 control, ${open ? "expanded" : "not expanded"}`;
/**
 * The theme control. The virtual reader gives a select's value attribute (`system`) where a real
 * one says the chosen option's text; the names and the order are what is checked.
 */
export const themeControl = (value: string = DEFAULT_THEME) =>
  `combobox, ${themeText.label}, ${value}, has popup listbox, not expanded`;

const navLinks = (links: readonly NavLinkItem[], current?: PageId) =>
  links.map((item) => link(item.label + (pageIdOf(item.to) === current ? ", current page" : "")));

export function banner(current?: PageId): string[] {
  return [
    link(labels.skipToContent),
    "banner",
    link(siteConfig.name),
    menuToggle(false),
    ...landmark("navigation", headerText.mainNav, navLinks(headerNav, current)),
    themeControl(),
    link(playNowLink.label),
    "end of banner",
  ];
}

export function footer(): string[] {
  const { email, phone } = siteConfig.contact;
  const linkNav = (title: string, links: NavLinkItem[]) =>
    landmark("navigation", title, [heading(2, title), ...navLinks(links)]);
  return [
    "contentinfo",
    ...socialNetworks.map((network) => link(footerText.socialLink(network))),
    ...linkNav(footerText.quickLinks, footerQuickLinks),
    heading(2, footerText.contact),
    link(email),
    link(phone),
    ...linkNav(footerText.legal, footerLegalLinks),
    "end of contentinfo",
  ];
}

/** A game section: its heading, the frame by its title, and the overlay while it loads. */
const gameRegion = (title: string, game: string) =>
  region(title, [gameViewText.frameTitle(game), labels.loadingGame]);

const mainOutlines: Record<PageId, () => string[]> = {
  home: () => [
    heading(1, homeHero.title),
    ...gameRegion(gameSection.title, siteConfig.name),
    ...region(
      aboutSection.title,
      [heading(3, aboutSection.featuresHeading)],
      headings(4, titles(featureCards)),
      [heading(3, aboutSection.benefitsHeading)],
      headings(4, titles(benefitTiles)),
    ),
    ...region(
      guideSection.title,
      [heading(3, gettingStarted.title), heading(3, guideSection.techniquesHeading)],
      headings(4, titles(cleaningTechniques)),
      headings(3, titles(advancedGuide)),
      [heading(3, guideSection.proTipsHeading)],
    ),
    ...region(
      homeFaqSection.title,
      headings(
        3,
        homeFaq.map((entry) => entry.question),
      ),
    ),
  ],
  charlie: () => {
    const s = charlieSections;
    return [
      heading(1, charlieHero.title),
      ...gameRegion(s.game.title, charlieHero.title),
      ...region(charlieAbout.title, headings(3, titles(charlieAbout.keyFeatures))),
      ...region(
        s.guide.title,
        [heading(3, s.guide.controls), heading(3, s.guide.abilities)],
        headings(4, titles(charlieGuide.abilities)),
        [heading(3, s.guide.mechanics)],
        headings(4, titles(charlieGuide.mechanics)),
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
          ...levels
            .filter((level) => level.world === world.name)
            .map((level) => heading(4, s.worlds.level(level.number, level.name))),
        ]),
      ),
      ...region(s.strategy.title, headings(3, titles(strategyTips))),
      ...region(
        s.unlockables.title,
        headings(3, [s.unlockables.seasonings, s.unlockables.achievements, s.unlockables.endings]),
        [heading(3, s.unlockables.bonusContent)],
        headings(4, titles(bonusContent)),
      ),
      ...region(s.community.title),
    ];
  },
  faq: () => [
    heading(1, faqPageTitle),
    ...headings(
      2,
      faqPageEntries.map((entry) => entry.question),
    ),
  ],
  privacy: () => [
    heading(1, privacyPageTitle),
    ...privacySections.flatMap((section) => region(section.title)),
    heading(2, privacyQuestions.title),
  ],
  contact: () => [
    heading(1, contactPageTitle),
    ...region(contactFormText.heading),
    heading(2, contactDetailsText.heading),
    heading(2, contactDetailsText.supportHours),
    // Radix Toast's viewport: the landmark "Message Sent!" will appear in (F8 moves to it).
    ...landmark("region", toastText.region.replace("{hotkey}", "F8"), []),
  ],
  notFound: () => [heading(1, `${notFoundText.code}: ${notFoundText.heading}`)],
};

/** The whole outline of a page, top to bottom. */
export function pageOutline(page: PageId): string[] {
  const current = page === "notFound" ? undefined : page;
  return [...banner(current), "main", ...mainOutlines[page](), "end of main", ...footer()];
}

/** The frames' titles: kept by `outline`, which otherwise drops what is not a landmark or heading. */
export const frameTitles = [siteConfig.name, charlieHero.title].map(gameViewText.frameTitle);
