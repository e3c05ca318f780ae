import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { App } from "@/app";
import type { PageRoute } from "@/lib/routes";
import { matchPage, preloadPage } from "@/routes";

export interface RenderedPage {
  route: PageRoute;
  /** The app's markup, with React's hoisted <title>/<meta>/<link> tags at its start. */
  html: string;
}

/** Renders one URL as the browser will first render it. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const route = matchPage(new URL(url, "http://localhost").pathname);
  await preloadPage(route);
  const html = renderToString(
    <StaticRouter location={url}>
      <App />
    </StaticRouter>,
  );
  return { route, html };
}
