// The language folders of src/lib/languages.ts (every language but English, at the root), for the
// scripts that run without TypeScript: read from the table's lines, in its order, so a new
// language's line is all they need.
import { readFileSync } from "node:fs";

const TABLE = new URL("../src/lib/languages.ts", import.meta.url);

/** Each language with a folder: its tag and folder, e.g. { language: "pt-BR", folder: "pt-br" }. */
export function languageFolders() {
  const source = readFileSync(TABLE, "utf8");
  const lines = source.matchAll(/^\s*"?([\w-]+)"?: \{ folder: "([\w-]*)",.*dir: "(\w+)"/gm);
  const found = [...lines].map(([, language, folder, dir]) => ({ language, folder, dir }));
  if (found.length < 2) throw new Error(`No language table found in ${TABLE.pathname}.`);
  return found.filter(({ folder }) => folder !== "");
}
