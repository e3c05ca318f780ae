/** What a game page shares: the game's name, a line about it and the page's canonical URL. */
export interface ShareDetails {
  title: string;
  text: string;
  url: string;
}

/** The words that go with a page's address: written per game in the content modules. */
export type ShareMessage = Omit<ShareDetails, "url">;

/**
 * How sharing ended: the system share sheet took it, the player closed the sheet, the link is
 * on the clipboard, or neither was allowed (the player then needs the link shown to copy it).
 */
export type ShareOutcome = "shared" | "cancelled" | "copied" | "refused";

const isAbort = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { name?: unknown }).name === "AbortError";

/**
 * The Web Share API first, then the clipboard. Never rejects: a failure is an outcome, so the
 * page has nothing to log and the button nothing to be stuck on.
 */
export async function shareLink(details: ShareDetails): Promise<ShareOutcome> {
  const { share, canShare, clipboard } = navigator as Partial<Navigator>;
  if (typeof share === "function" && (canShare?.call(navigator, details) ?? true)) {
    try {
      await share.call(navigator, details);
      return "shared";
    } catch (error) {
      // A closed share sheet is the player's choice; any other refusal (no user gesture left
      // after a slow start, a blocked permission) still deserves the link another way.
      if (isAbort(error)) return "cancelled";
    }
  }
  try {
    if (typeof clipboard?.writeText !== "function") return "refused";
    await clipboard.writeText(details.url);
    return "copied";
  } catch {
    return "refused";
  }
}
