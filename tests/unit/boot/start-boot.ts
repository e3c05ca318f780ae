import { EARLY_INPUT_KEY, START_GAMES_KEY, boot, type EarlyInput } from "@/boot/boot-script";
import { RELOAD_MARK, reloadOnce } from "@/boot/reload-once";
import { THEME_STORAGE_KEY } from "@/lib/constants";
import { applyTheme } from "@/lib/theme";
import { TRUSTED_TYPES_POLICIES } from "@/lib/trusted-types";

/**
 * Runs the boot script as a page does, from a <script> in <head> naming `modules` (and the
 * whole stylesheet, if given), with the keys and policy name the prerender passes it, and the
 * one full load a failed load may ask for (`guard`: src/boot/reload-once.ts unless given).
 */
export function startBoot(
  modules: readonly string[],
  stylesheet?: string,
  guard: typeof reloadOnce = reloadOnce,
): EarlyInput {
  const script = document.createElement("script");
  script.dataset.modules = modules.join(" ");
  if (stylesheet) script.dataset.stylesheet = stylesheet;
  document.head.append(script);
  boot(
    script,
    EARLY_INPUT_KEY,
    THEME_STORAGE_KEY,
    applyTheme,
    START_GAMES_KEY,
    TRUSTED_TYPES_POLICIES.boot,
    guard,
    RELOAD_MARK,
  );
  return (window as unknown as Record<string, EarlyInput>)[EARLY_INPUT_KEY];
}
