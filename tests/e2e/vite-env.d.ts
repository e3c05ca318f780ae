// The words modules tests/e2e/texts.ts imports read `import.meta.env` (src/config/site.ts) and
// their loader `import.meta.glob` (src/content/words.ts): their types, for tsc.
/// <reference types="vite/client" />
