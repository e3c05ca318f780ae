import { HydrationSlice } from "@/components/layout/hydration-slice";
import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { labels } from "@/content/common";
import {
  privacyIntro,
  privacyLastUpdated,
  privacyPageTitle,
  privacyQuestions,
  privacySections,
} from "@/content/privacy";
import { ROUTES } from "@/lib/routes";

export function PrivacyPage() {
  return (
    <>
      <Seo page="privacy" />
      <PageHero title={privacyPageTitle} subtitle={privacyLastUpdated} />
      <HydrationSlice>
        <article className="container-page max-w-3xl py-12">
          <p className="text-lg">{privacyIntro}</p>
          {privacySections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-10"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-muted-foreground">
                  {paragraph}
                </p>
              ))}
              {section.items && (
                <ul className="mt-3 list-disc space-y-1 pl-6 text-muted-foreground">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <div className="mt-12 rounded-(--radius) bg-surface p-6">
            <h2 className="text-xl font-bold">{privacyQuestions.title}</h2>
            <p className="mt-1 text-muted-foreground">{privacyQuestions.body}</p>
            <ButtonLink to={ROUTES.contact} className="mt-4">
              {labels.contactUs}
            </ButtonLink>
          </div>
        </article>
      </HydrationSlice>
    </>
  );
}
