import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The unit suite's slowest files, slowest first (seconds in a CI run on 2 cores): started before
 * the rest so that no long file ends the run alone while the other worker waits. Without timings
 * of its own (a clean clone, as in CI), Vitest starts the largest files first, and the spoken
 * page reading, small but the slowest, started last. With timings, Vitest's order is the same.
 */
const SLOWEST = [
  "tests/unit/spoken/pages.test.tsx", // 42 s
  "tests/unit/spoken/controls.test.tsx", // 18 s
  "tests/unit/spoken/forms.test.tsx", // 17 s
  "tests/unit/hardening/contact-form.test.tsx", // 12 s
  "tests/unit/build/bundle-size.test.ts", // 12 s
  "tests/unit/build/host-limits.test.ts", // 12 s (its own build, as bundle-size's)
  "tests/unit/seo/seo-files.test.ts", // 12 s
  "tests/unit/seo/languages.test.ts", // 11 s
  "tests/unit/server/prerender.test.tsx", // 9 s
];

// A renamed file would silently lose its place.
const missing = SLOWEST.filter(
  (path) => !existsSync(fileURLToPath(new URL(`../${path}`, import.meta.url))),
);
if (missing.length > 0) throw new Error(`tests/slowest-first.ts lists missing files: ${missing}`);

const rank = (file: TestSpecification): number => {
  const index = SLOWEST.findIndex((path) => file.moduleId.endsWith(path));
  return index === -1 ? SLOWEST.length : index;
};

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // A stable sort: the other files keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
