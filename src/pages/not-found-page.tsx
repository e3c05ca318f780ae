import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { Seo } from "@/components/layout/seo";
import { ButtonLink } from "@/components/ui/button";
import { useLanguage, useWords } from "@/hooks/use-words";
import { pagePath } from "@/lib/routes";

export function NotFoundPage() {
  const { pathname } = useLocation();
  const language = useLanguage();
  const text = useWords("notFound");

  useEffect(() => {
    // The spec asks for the missing path in the console, to help trace broken links.
    console.warn(`404: no page at "${pathname}"`);
  }, [pathname]);

  return (
    <>
      <Seo page="notFound" />
      <div className="container-page py-24 text-center">
        <p className="text-8xl font-extrabold text-primary" aria-hidden="true">
          {text.code}
        </p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">
          {/* The space outside the hidden part: some readers trim a hidden element's own. */}
          <span className="sr-only">{text.code}:</span> {text.heading}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">{text.body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={pagePath("home", language)}>{text.returnHome}</ButtonLink>
          <ButtonLink to={pagePath("contact", language)} variant="secondary">
            {text.reportIssue}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
