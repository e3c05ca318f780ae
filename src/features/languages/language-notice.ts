import { LANGUAGE_NOTICE_STORAGE_KEY } from "@/lib/constants";

/**
 * Whether the player has closed the language suggestion or picked a language themselves: the
 * second thing the site may store on the device (LANGUAGE_NOTICE_STORAGE_KEY, named on the privacy
 * page). Where storage is blocked, it holds for this page view and the pages opened from it.
 */
let settledHere = false;

export function languageSettled(): boolean {
  if (settledHere) return true;
  try {
    return localStorage.getItem(LANGUAGE_NOTICE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The suggestion stays away from now on. */
export function settleLanguage(): void {
  settledHere = true;
  try {
    localStorage.setItem(LANGUAGE_NOTICE_STORAGE_KEY, "settled");
  } catch {
    // Storage blocked: settled for this page view only.
  }
}
