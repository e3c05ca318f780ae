// The language folders of src/features/languages/languages.ts (every language but the default, at
// the root), for the scripts that run without TypeScript: the table itself, loaded through Vite's
// module runner (as scripts/make-images.mjs loads the words), so a new language's line is all they
// need.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const TABLE = fileURLToPath(new URL("../src/features/languages/languages.ts", import.meta.url));

/**
 * Each language with a folder: its tag, folder and direction,
 * e.g. { language: "pt-BR", folder: "pt-br", dir: "ltr" }.
 */
export async function languageFolders() {
  const { LANGUAGE_INFO, DEFAULT_LANGUAGE } = (await runnerImport(TABLE, { configFile: false }))
    .module;
  return Object.entries(LANGUAGE_INFO)
    .filter(([language]) => language !== DEFAULT_LANGUAGE)
    .map(([language, { folder, dir }]) => ({ language, folder, dir }));
}
