import { LANGUAGES, type Language } from "@/features/languages/languages";
import {
  PAGE_IDS,
  languageRoot,
  pageKey,
  pageOutputFile,
  pagePath,
  type PageRoute,
} from "@/lib/routes";
import { THEME_COLOR_TAGS, pageHead, withoutClientTags, type ClientBuild } from "./page-assets";
import { renderDocument } from "./render-document";
import { renderPage } from "./render-page";

export interface BuiltFile {
  /** Path relative to the build folder, e.g. "faq/index.html". */
  path: string;
  contents: string;
}

/** Any path no route matches renders the not-found page (in a language's folder, its own). */
const NOT_FOUND_PROBE = "/404";

export function pageUrl({ language, page }: PageRoute): string {
  return page === "notFound" ? languageRoot(language) + NOT_FOUND_PROBE : pagePath(page, language);
}

/** Every page of the site in every language. */
export const PAGE_ROUTES: PageRoute[] = LANGUAGES.flatMap((language: Language) =>
  PAGE_IDS.map((page) => ({ language, page })),
);

/**
 * Every page as the static HTML file a host serves for it. With the client build, each page
 * inlines the CSS and loads its own modules, and its language's words, through the boot script
 * (page-assets.ts).
 */
export async function buildPages(template: string, build?: ClientBuild): Promise<BuiltFile[]> {
  const files: BuiltFile[] = [];
  const shell = build ? withoutClientTags(template) : template;
  for (const route of PAGE_ROUTES) {
    const page = await renderPage(pageUrl(route));
    if (pageKey(page.route) !== pageKey(route)) {
      throw new Error(
        `${pageUrl(route)} rendered "${pageKey(page.route)}", not "${pageKey(route)}".`,
      );
    }
    const head = THEME_COLOR_TAGS + (build ? pageHead(build, route, page.html) : "");
    files.push({
      path: pageOutputFile(route.page, route.language),
      contents: renderDocument(shell, page, head),
    });
  }
  return files;
}
