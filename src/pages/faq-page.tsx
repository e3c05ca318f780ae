import { useEffect, useMemo } from "react";
import { HydrationSlice } from "@/components/layout/hydration-slice";
import { Seo } from "@/components/layout/seo";
import { FaqAccordion } from "@/components/sections/faq-accordion";
import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { useLanguage, useWords } from "@/hooks/use-words";
import { faqAddresses } from "@/lib/faq-addresses";
import { hashTarget, pagePath } from "@/lib/routes";

export function FaqPage() {
  const language = useLanguage();
  const faq = useWords("faq");
  const addresses = useMemo(() => faqAddresses(faq.entries), [faq.entries]);

  // The spec asks for the FAQ to open at its top, also when coming back to it: the browser's
  // own scroll restoration, which would run later and win, is off while the page is shown.
  // A question's address (/faq#…) opens at that question instead (FaqAccordion).
  useEffect(() => {
    const { history } = window;
    const restoration = history.scrollRestoration;
    history.scrollRestoration = "manual";
    if (!addresses.includes(hashTarget(window.location.hash))) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }
    return () => {
      history.scrollRestoration = restoration;
    };
  }, [addresses]);

  return (
    <>
      <Seo page="faq" faq={faq.entries} />
      <PageHero title={faq.title} intro={faq.intro} />
      <HydrationSlice>
        <div className="container-page py-12">
          <FaqAccordion entries={faq.entries} addresses={addresses} headingLevel="h2" />
          <div className="mt-12 max-w-3xl rounded-(--radius) bg-surface p-6">
            <p className="text-lg font-semibold">{faq.moreHelp.title}</p>
            <p className="mt-1 text-muted-foreground">{faq.moreHelp.body}</p>
            <ButtonLink to={pagePath("contact", language)} className="mt-4">
              {faq.moreHelp.contactSupport}
            </ButtonLink>
          </div>
        </div>
      </HydrationSlice>
    </>
  );
}
