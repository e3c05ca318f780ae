/**
 * The engines the journeys run in. `ENGINES=firefox` (or `webkit`) runs one while working on
 * it; with CI=true every engine must run, since a skipped engine would hide its failures.
 */
import type { EngineBrowser, EngineName, ViewportSize } from "./driver";
import { launchFirefox } from "./firefox-adapter";
import { launchWebKit } from "./webkit-adapter";

export interface Engine {
  name: EngineName;
  launch(size: ViewportSize): Promise<EngineBrowser>;
}

export const ALL_ENGINES: readonly Engine[] = [
  { name: "Firefox", launch: launchFirefox },
  { name: "WebKit", launch: launchWebKit },
];

/** The engines chosen by the ENGINES variable (comma-separated names, any case). */
export function selectedEngines(env: NodeJS.ProcessEnv = process.env): Engine[] {
  const wanted = env.ENGINES?.split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (!wanted?.length) return [...ALL_ENGINES];
  const unknown = wanted.filter((name) => !ALL_ENGINES.some((e) => e.name.toLowerCase() === name));
  if (unknown.length) {
    throw new Error(
      `ENGINES names unknown engines: ${unknown.join(", ")} (known: ${ALL_ENGINES.map((e) => e.name).join(", ")})`,
    );
  }
  const chosen = ALL_ENGINES.filter((engine) => wanted.includes(engine.name.toLowerCase()));
  if (env.CI === "true" && chosen.length < ALL_ENGINES.length) {
    const skipped = ALL_ENGINES.filter((engine) => !chosen.includes(engine)).map((e) => e.name);
    throw new Error(`CI runs every engine; ENGINES would skip ${skipped.join(", ")}`);
  }
  return chosen;
}
