import { useEffect } from "react";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import { Seo } from "@/components/layout/seo";
import { FaqAccordion } from "@/components/sections/faq-accordion";
import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { labels } from "@/content/common";
import {
  faqPageAddresses,
  faqPageEntries,
  faqPageIntro,
  faqPageMoreHelp,
  faqPageTitle,
} from "@/content/faq";
import { ROUTES, hashTarget } from "@/lib/routes";

export function FaqPage() {
  // The spec asks for the FAQ to open at its top, also when coming back to it: the browser's
  // own scroll restoration, which would run later and win, is off while the page is shown.
  // A question's address (/faq#…) opens at that question instead (FaqAccordion).
  useEffect(() => {
    const { history } = window;
    const restoration = history.scrollRestoration;
    history.scrollRestoration = "manual";
    if (!faqPageAddresses.includes(hashTarget(window.location.hash))) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }
    return () => {
      history.scrollRestoration = restoration;
    };
  }, []);

  return (
    <>
      <Seo page="faq" faq={faqPageEntries} />
      <PageHero title={faqPageTitle} intro={faqPageIntro} />
      <HydrationSlice>
        <div className="container-page py-12">
          <FaqAccordion entries={faqPageEntries} addresses={faqPageAddresses} headingLevel="h2" />
          <div className="mt-12 max-w-3xl rounded-(--radius) bg-surface p-6">
            <p className="text-lg font-semibold">{faqPageMoreHelp.title}</p>
            <p className="mt-1 text-muted-foreground">{faqPageMoreHelp.body}</p>
            <ButtonLink to={ROUTES.contact} className="mt-4">
              {labels.contactSupport}
            </ButtonLink>
          </div>
        </div>
      </HydrationSlice>
    </>
  );
}
