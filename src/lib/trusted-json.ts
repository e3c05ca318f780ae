import { serializeJsonLd } from "./structured-data";
import { TRUSTED_TYPES_POLICIES, lazyPolicy, refuse } from "./trusted-types";

/**
 * Whether `text` is JSON as the structured data's escaper writes it: it parses, and writing it
 * again gives the same text.
 */
export function isEscapedJson(text: string): boolean {
  try {
    return serializeJsonLd(JSON.parse(text)) === text;
  } catch {
    return false;
  }
}

const jsonPolicy = lazyPolicy(TRUSTED_TYPES_POLICIES.json, {
  createScript: (input) =>
    isEscapedJson(input) ? input : refuse(TRUSTED_TYPES_POLICIES.json, input),
});

/** The structured data's text, for a <script type="application/ld+json"> the page writes. */
export function trustedJson(text: string): string {
  return (jsonPolicy()?.createScript(text) as string | undefined) ?? text;
}
