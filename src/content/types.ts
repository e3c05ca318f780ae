import type { LucideIcon } from "lucide-react";

/** A question and its answer, as shown in the FAQ accordions and in FAQPage JSON-LD. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** A titled block of prose: a card, a tile, a guide item or a policy section. */
export interface TextBlock {
  title: string;
  body: string;
}

/** A card or tile that shows an icon next to its title. */
export interface IconBlock extends TextBlock {
  icon: LucideIcon;
}

/** A titled block whose body is a list of short points. */
export interface ListBlock {
  title: string;
  intro?: string;
  items: string[];
}

export interface Character {
  name: string;
  role: string;
  description: string;
  specialAbility: string;
  weakness: string;
}

export interface SupportingCharacter {
  name: string;
  description: string;
}

export interface World {
  name: string;
  description: string;
}

export interface Level {
  number: number;
  name: string;
  /** Must be the `name` of one of the worlds. */
  world: string;
  description: string;
}

export interface Seasoning {
  name: string;
  effect: string;
}

export interface Achievement {
  name: string;
  requirement: string;
}

export interface Ending {
  name: string;
  howToReach: string;
}

/** A link that leads off the page; `href` may be a route ("/faq") or a placeholder ("#"). */
export interface ResourceLink {
  label: string;
  description: string;
  href: string;
}

export interface ControlBinding {
  action: string;
  /** The keys or touch gesture, e.g. "Arrow keys / A and D". */
  input: string;
}

/** A section of the privacy policy; `id` is its in-page anchor. */
export interface PolicySection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

/*
 * The words of the site, by part: what every page shows around its own (`layout`) and each
 * page's own. English (src/content/en/) is the spec's wording and the shape: every language's
 * modules are declared with these types, so a missing or extra string fails the build.
 */
export type LayoutWords = typeof import("./en/layout").layout;
export type HomeWords = typeof import("./en/home").home;
export type CharlieWords = typeof import("./en/charlie").charlie;
export type FaqWords = typeof import("./en/faq").faq;
export type PrivacyWords = typeof import("./en/privacy").privacy;
export type ContactWords = typeof import("./en/contact").contact;
export type NotFoundWords = typeof import("./en/not-found").notFound;
