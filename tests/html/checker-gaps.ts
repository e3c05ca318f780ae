/**
 * Errors the Nu HTML Checker reports about valid markup. Its CSS checks come from the W3C CSS
 * validator, which lags behind the browsers (validator/validator#585, #1634), and it checks the
 * stylesheet every page inlines, where Tailwind CSS 4 emits these constructs; its HTML rules
 * predate one feature the pages use. The checker cannot be told to skip either, so these exact
 * messages (whole-message patterns) go to its own `--filterpattern`; valid-html.test.ts proves
 * that the filter hides exactly these messages and that each still occurs, so the list cannot
 * hide anything else or go stale.
 * Every other message, HTML or CSS, counts.
 */
export interface CheckerGap {
  /** A Java regular expression matched against the whole message. */
  message: string;
  why: string;
}

export const CHECKER_GAPS: readonly CheckerGap[] = [
  {
    message: "CSS: Unrecognized at-rule “@property”",
    why: "@property (CSS Properties and Values API) is in Chromium, Safari 16.4+ and Firefox 128+",
  },
  {
    message: "CSS: “margin-trim”: Property “margin-trim” doesn't exist\\.",
    why: "margin-trim (CSS Box 4) appears only as the condition of an @supports feature test",
  },
  {
    message: "CSS: “transition-property”: “--[\\w-]+” is not a “transition-property” value\\.",
    why: "a custom property's name is a valid transition-property (a <custom-ident>)",
  },
  {
    message:
      "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\\.",
    why: "HTML allows blocking=render on rel=expect (render-blocking until an element is parsed)",
  },
];

/** The value of the checker's `--filterpattern` option: any one of the gaps. */
export const GAP_FILTER = CHECKER_GAPS.map((gap) => `(?:${gap.message})`).join("|");

/** The gap a message is, if any (the same whole-message match the checker makes). */
export function gapOf(message: string): CheckerGap | undefined {
  return CHECKER_GAPS.find((gap) => new RegExp(`^(?:${gap.message})$`).test(message));
}
