import { Helmet } from "react-helmet-async";
import { siteConfig } from "@/config/site";
import { pageMeta } from "@/content/site";
import type { FaqEntry } from "@/content/types";
import type { PageId } from "@/lib/routes";
import {
  SHARE_IMAGE_SIZE,
  absoluteUrl,
  canonicalUrl,
  pageGame,
  pageGraph,
  serializeJsonLd,
  shareImages,
} from "@/lib/structured-data";

interface SeoProps {
  page: PageId;
  /** The FAQ the page shows, published as FAQPage structured data. */
  faq?: readonly FaqEntry[];
}

/**
 * Everything crawlers and link previews read about a page: title, description, canonical URL,
 * share card and JSON-LD. On React 19, Helmet passes the tags through and React hoists them
 * into <head> (the prerender step moves them there in the static HTML). The JSON-LD script is
 * not hoisted; it stays in the body, where crawlers read it just the same.
 */
export function Seo({ page, faq }: SeoProps) {
  const { title, description } = pageMeta[page];
  const url = page === "notFound" ? undefined : canonicalUrl(page);
  const image = shareImages[pageGame(page)];
  const imageUrl = absoluteUrl(image.path);

  return (
    <>
      <Helmet>
        <title>{title}</title>
        <meta name="description" content={description} />
        {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={siteConfig.name} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        {url && <meta property="og:url" content={url} />}
        <meta property="og:image" content={imageUrl} />
        <meta property="og:image:width" content={String(SHARE_IMAGE_SIZE.width)} />
        <meta property="og:image:height" content={String(SHARE_IMAGE_SIZE.height)} />
        <meta property="og:image:alt" content={image.alt} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={imageUrl} />
        <meta name="twitter:image:alt" content={image.alt} />
      </Helmet>
      <script
        type="application/ld+json"
        // Escaped by serializeJsonLd: no content can close the script element.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(pageGraph(page, faq)) }}
      />
    </>
  );
}
