import type { BuiltFile } from "./build-pages";

/** Static-host configuration (_headers, _redirects) and the nginx server block. */
export function buildHostFiles(): BuiltFile[] {
  return [];
}
