import { EARLY_INPUT_KEY, type EarlyInput } from "./boot-script";

/**
 * Replays the clicks and submissions the boot script held while the page was not yet
 * interactive, in order, on the elements that received them (if they are still on the page).
 */
export function replayEarlyInput(): void {
  const early = (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_KEY];
  for (const target of early?.release() ?? []) {
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
  }
}
