import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { App } from "@/app";
import type { PageId } from "@/lib/routes";
import { matchPageId, preloadPage } from "@/routes";

export interface RenderedPage {
  pageId: PageId;
  /** The app's markup, with React's hoisted <title>/<meta>/<link> tags at its start. */
  html: string;
}

/** Renders one URL as the browser will first render it. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const pageId = matchPageId(new URL(url, "http://localhost").pathname);
  await preloadPage(pageId);
  const html = renderToString(
    <StaticRouter location={url}>
      <App />
    </StaticRouter>,
  );
  return { pageId, html };
}
