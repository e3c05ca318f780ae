import { PAGE_IDS, ROUTES, pageOutputFile, type PageId } from "@/lib/routes";
import { THEME_COLOR_TAGS, pageHead, withoutClientTags, type ClientBuild } from "./page-assets";
import { renderDocument } from "./render-document";
import { renderPage } from "./render-page";

export interface BuiltFile {
  /** Path relative to the build folder, e.g. "faq/index.html". */
  path: string;
  contents: string;
}

/** Any path no route matches renders the not-found page. */
const NOT_FOUND_PROBE_PATH = "/404";

export function pageUrl(id: PageId): string {
  return id === "notFound" ? NOT_FOUND_PROBE_PATH : ROUTES[id];
}

/**
 * Every page as the static HTML file a host serves for it. With the client build, each page
 * inlines the CSS and loads its own modules through the boot script (page-assets.ts).
 */
export async function buildPages(template: string, build?: ClientBuild): Promise<BuiltFile[]> {
  const files: BuiltFile[] = [];
  const shell = build ? withoutClientTags(template) : template;
  for (const id of PAGE_IDS) {
    const page = await renderPage(pageUrl(id));
    if (page.pageId !== id)
      throw new Error(`${pageUrl(id)} rendered "${page.pageId}", not "${id}".`);
    const head = THEME_COLOR_TAGS + (build ? pageHead(build, id) : "");
    files.push({ path: pageOutputFile(id), contents: renderDocument(shell, page, head) });
  }
  return files;
}
