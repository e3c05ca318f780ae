import { HydrationSlice } from "@/components/layout/hydration-slice";
import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { useLanguage, useWords } from "@/hooks/use-words";
import { PRIVACY_LAST_UPDATED } from "@/lib/constants";
import { formatDate } from "@/features/languages/intl";
import { pagePath } from "@/lib/routes";

export function PrivacyPage() {
  const language = useLanguage();
  const privacy = useWords("privacy");
  return (
    <>
      <Seo page="privacy" />
      <PageHero
        title={privacy.title}
        subtitle={privacy.lastUpdated(formatDate(language, PRIVACY_LAST_UPDATED))}
      />
      <HydrationSlice>
        <article className="container-page max-w-3xl py-12">
          <p className="text-lg">{privacy.intro}</p>
          {/* Each section's key is its address on the page, the same in every language. */}
          {Object.entries(privacy.sections).map(([id, section]) => (
            <section key={id} id={id} aria-labelledby={`${id}-heading`} className="mt-10">
              <h2 id={`${id}-heading`} className="text-2xl font-bold">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-muted-foreground">
                  {paragraph}
                </p>
              ))}
              {"items" in section && (
                <ul className="mt-3 list-disc space-y-1 ps-6 text-muted-foreground">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <div className="mt-12 rounded-(--radius) bg-surface p-6">
            <h2 className="text-xl font-bold">{privacy.questions.title}</h2>
            <p className="mt-1 text-muted-foreground">{privacy.questions.body}</p>
            <ButtonLink to={pagePath("contact", language)} className="mt-4">
              {privacy.questions.contactUs}
            </ButtonLink>
          </div>
        </article>
      </HydrationSlice>
    </>
  );
}
