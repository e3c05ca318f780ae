import { Helmet } from "react-helmet-async";
import { StructuredData } from "@/components/layout/structured-data";
import { siteConfig } from "@/config/site";
import type { FaqEntry } from "@/content/types";
import { useLanguage, useWords } from "@/hooks/use-words";
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_INFO } from "@/features/languages/languages";
import type { PageId } from "@/lib/routes";
import {
  shareImagePath,
  SHARE_IMAGE_SIZE,
  absoluteUrl,
  canonicalUrl,
  pageGame,
  pageGraph,
  serializeJsonLd,
} from "@/lib/structured-data";

interface SeoProps {
  page: PageId;
  /** The FAQ the page shows, published as FAQPage structured data. */
  faq?: readonly FaqEntry[];
}

/**
 * Everything crawlers and link previews read about a page, in its language: title, description,
 * canonical URL and the same page in every language (hreflang, English as x-default), share card
 * and JSON-LD. On React 19, Helmet passes the tags through and React hoists them into <head>
 * (the prerender step moves them there in the static HTML). The JSON-LD script is not hoisted; it
 * stays in the body, where crawlers read it just the same.
 */
export function Seo({ page, faq }: SeoProps) {
  const language = useLanguage();
  const layout = useWords("layout");
  const { title, description } = useWords(page).meta;
  const url = page === "notFound" ? undefined : canonicalUrl(page, language);
  const game = pageGame(page);
  const imageUrl = absoluteUrl(shareImagePath(game, language));
  const imageAlt = layout.shareImageAlt[game];
  const graph = pageGraph({ page, language, layout, description, faq });

  return (
    <>
      <Helmet>
        <title>{title}</title>
        <meta name="description" content={description} />
        {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
        {page !== "notFound" &&
          [...LANGUAGES, "x-default" as const].map((hreflang) => (
            <link
              key={hreflang}
              rel="alternate"
              hrefLang={hreflang}
              href={canonicalUrl(page, hreflang === "x-default" ? DEFAULT_LANGUAGE : hreflang)}
            />
          ))}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={siteConfig.name} />
        {/* No og:locale:alternate: it names locales the same URL serves (Facebook asks for them
            with fb_locale); each language here has its own URL, named by hreflang above. */}
        <meta property="og:locale" content={LANGUAGE_INFO[language].ogLocale} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        {url && <meta property="og:url" content={url} />}
        <meta property="og:image" content={imageUrl} />
        <meta property="og:image:width" content={String(SHARE_IMAGE_SIZE.width)} />
        <meta property="og:image:height" content={String(SHARE_IMAGE_SIZE.height)} />
        <meta property="og:image:alt" content={imageAlt} />
        {/* X reads og:title, og:description and og:image where its own tags are absent
            (developer.x.com/cards/markup); the card type and the image's alt have no such
            fallback. */}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:image:alt" content={imageAlt} />
      </Helmet>
      {graph && <StructuredData json={serializeJsonLd(graph)} />}
    </>
  );
}
