import { Fragment, type ReactNode } from "react";

/**
 * A sentence of a language's words with `{name}` slots, filled with elements (links): each
 * language places them, and the spaces around them, as its grammar wants (Japanese has none).
 */
export function fillSlots(sentence: string, slots: Record<string, ReactNode>): ReactNode[] {
  return sentence
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 ? <Fragment key={index}>{slots[part]}</Fragment> : part));
}
