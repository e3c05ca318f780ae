import { Helmet } from "react-helmet-async";
import type { PageMeta } from "@/content/site";

/**
 * The page's <title> and description. On React 19, Helmet passes these through and React
 * hoists them into <head>; the prerender step moves them there in the static HTML.
 */
export function Seo({ title, description }: PageMeta) {
  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={description} />
    </Helmet>
  );
}
