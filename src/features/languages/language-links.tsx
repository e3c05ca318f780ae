import { Link, useLocation } from "react-router-dom";
import { useLanguage, useWords } from "@/hooks/use-words";
import { LANGUAGES, LANGUAGE_INFO } from "@/features/languages/languages";
import { settleLanguage } from "@/features/languages/language-notice";
import { prefetchOnIntent } from "@/lib/page-prefetch";
import { pagePath, routeOf } from "@/lib/routes";
import { cn } from "@/lib/utils";

interface LanguageLinksProps {
  className?: string;
  /** Classes of each link (the footer's and the header's differ). */
  linkClassName?: string;
  onChoose?: () => void;
}

/**
 * The same page in every language, each named in its own, marked with its language and
 * direction, in the table's order (./languages.ts): plain links, so they work without scripts
 * and crawlers follow them. No language is chosen for the player: an address always shows the
 * page it names. From the not-found page, each home page. (The pages' languages are declared to
 * search engines in the head, `rel="alternate"`; an `hreflang` on each link, which they do not
 * read, would cost every page's first round trip 74 bytes.)
 */
export function LanguageLinks({ className, linkClassName, onChoose }: LanguageLinksProps) {
  const current = useLanguage();
  // A link written the page's way needs no `dir` of its own: it inherits it.
  const { dir } = LANGUAGE_INFO[current];
  const { languages } = useWords("layout");
  const page = routeOf(useLocation().pathname)?.page ?? "home";

  return (
    <nav aria-label={languages} className={className}>
      <ul className="grid grid-cols-2 gap-x-2 gap-y-1 sm:grid-cols-3 xl:grid-cols-2">
        {LANGUAGES.map((language) => {
          const to = pagePath(page, language);
          return (
            <li key={language}>
              <Link
                to={to}
                {...prefetchOnIntent(to)}
                onClick={() => {
                  // A language picked here is the player's own: no suggestion from now on.
                  settleLanguage();
                  onChoose?.();
                }}
                lang={language}
                dir={LANGUAGE_INFO[language].dir === dir ? undefined : LANGUAGE_INFO[language].dir}
                aria-current={language === current ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center rounded-md px-2 text-start underline-offset-4 hover:underline aria-[current=page]:font-bold aria-[current=page]:underline",
                  linkClassName,
                )}
              >
                {LANGUAGE_INFO[language].name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
