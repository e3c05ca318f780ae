/**
 * A readable, stable address for a text ("Where is my progress saved?" →
 * "where-is-my-progress-saved"): lower case, accents dropped from Latin letters ("crème" →
 * "creme"), letters of other scripts kept as they are, apostrophes dropped ("don't" → "dont") and
 * every other run of punctuation or spaces one hyphen.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

/**
 * One address per text, each different from the others and from `taken` (ids already on the
 * page): a repeat gets the first free "-2", "-3"… suffix, and a text with no letter or digit is
 * addressed by its position.
 */
export function uniqueSlugs(texts: readonly string[], taken: Iterable<string> = []): string[] {
  const used = new Set(taken);
  return texts.map((text, index) => {
    const base = slugify(text) || String(index + 1);
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  });
}
