import { siteConfig } from "@/config/site";

/** The not-found page's words (English: the spec's wording). */
export const notFound = {
  meta: {
    title: `Page Not Found | ${siteConfig.name}`,
    description: `This page doesn't exist. Head back to ${siteConfig.name} to keep cleaning, or tell us about the broken link.`,
  },
  code: "404",
  /** The spec's text. */
  heading: "Oops! This page needs tidying",
  body: "The page you're looking for has been swept away or never existed. Let's get you back somewhere clean.",
  returnHome: "Return Home",
  reportIssue: "Report Issue",
};
