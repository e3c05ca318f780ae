import type { Words, WordsPart } from "./words";

/** The module each part of the words is in, in every language's folder (its export: the part). */
export const PART_FILES: Record<WordsPart, string> = {
  layout: "layout",
  home: "home",
  charlie: "charlie",
  faq: "faq",
  privacy: "privacy",
  contact: "contact",
  notFound: "not-found",
} satisfies Record<keyof Words, string>;
