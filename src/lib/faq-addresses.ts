import type { FaqEntry } from "@/content/types";
import { SECTION_IDS } from "./constants";
import { uniqueSlugs } from "./slug";

/**
 * Each question's address on the FAQ page (`/faq#where-is-my-progress-saved`), from its wording
 * in the page's language: unique among the questions and never one of the site's section ids.
 */
export function faqAddresses(entries: readonly FaqEntry[]): string[] {
  return uniqueSlugs(
    entries.map((entry) => entry.question),
    Object.values(SECTION_IDS),
  );
}
