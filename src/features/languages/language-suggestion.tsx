import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { loadWords, type Words } from "@/content/words";
import { useFocusReturn } from "@/hooks/use-focus-return";
import { useLanguage } from "@/hooks/use-words";
import { LANGUAGE_INFO, type Language } from "@/features/languages/languages";
import { suggestedLanguage } from "@/features/languages/language-match";
import { whenIdleAfterHydration } from "@/lib/when-idle";
import { languageSettled, settleLanguage } from "@/features/languages/language-notice";
import type { IndexablePageId } from "@/lib/routes";
import { pagePath } from "@/lib/routes";

interface Offer {
  language: Language;
  words: Words["suggestion"];
  /** The page and language it was made for: another page makes its own. */
  on: string;
}

/**
 * A small notice offering this page in the language the browser prefers, where that comes ahead of
 * the page's own and the site has it (src/features/languages/language-match.ts): never a redirect.
 * Written in the language it offers, it links to the same page there and can be closed; closed, or
 * once the player picks a language, it stays away (src/features/languages/language-notice.ts). Only
 * the browser knows the player's languages, so it is never in the prerendered page; fixed to the
 * window's bottom, it moves nothing, and as a polite status it is announced without taking focus.
 * Closed from the keyboard, it gives focus back where it came from.
 */
export function LanguageSuggestion({ page }: { page: IndexablePageId | undefined }) {
  const language = useLanguage();
  const here = `${language}/${page}`;
  const [made, setOffer] = useState<Offer | null>(null);
  const offer = made?.on === here ? made : null;

  useEffect(() => {
    let current = true;
    if (!page) return;
    // The page's own work comes first.
    whenIdleAfterHydration(() => {
      if (!current || languageSettled()) return;
      const offered = suggestedLanguage(navigator.languages, language);
      if (!offered) return;
      // Its words are their own small chunk; a page that cannot fetch them offers nothing.
      loadWords(offered, "suggestion")
        .then((words) => current && setOffer({ language: offered, words, on: here }))
        .catch(() => {});
    });
    return () => {
      current = false;
    };
  }, [language, page, here]);

  // The live region goes in first and its words a frame later: some screen readers follow only a
  // region already in the page. With nothing to offer (most visits), there is no region at all,
  // and none in the prerendered page.
  const [filled, setFilled] = useState<Offer | null>(null);
  useEffect(() => {
    if (!offer) return;
    const frame = requestAnimationFrame(() => setFilled(offer));
    return () => cancelAnimationFrame(frame);
  }, [offer]);

  const {
    ref: notice,
    onFocus: noteWhereFocusWas,
    giveFocusBack,
  } = useFocusReturn<HTMLDivElement>();

  const close = () => {
    giveFocusBack();
    settleLanguage();
    setOffer(null);
  };

  const { name, dir } = offer ? LANGUAGE_INFO[offer.language] : { name: "", dir: undefined };
  if (!offer || !page) return null;
  return (
    <div
      ref={notice}
      role="status"
      data-language-suggestion=""
      onFocus={noteWhereFocusWas}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3"
    >
      {filled === offer && (
        <div
          lang={offer.language}
          dir={dir}
          className="pointer-events-auto flex max-w-xl flex-wrap items-center gap-x-4 gap-y-1 rounded-(--radius) border border-border bg-background py-2 ps-4 pe-2 text-foreground shadow-xl"
        >
          {/* Capitals by the offered language's own rules (its lang): Turkish "Dil" is "DİL". */}
          <p className="w-full text-xs font-bold tracking-wide text-muted-foreground uppercase">
            {offer.words.label}
          </p>
          <p className="min-w-0 flex-1 basis-56">{offer.words.message(name)}</p>
          <Link
            to={pagePath(page, offer.language)}
            hrefLang={offer.language}
            onClick={settleLanguage}
            className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
          >
            {offer.words.open(name)}
          </Link>
          <button
            type="button"
            onClick={close}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-muted"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{offer.words.dismiss}</span>
          </button>
        </div>
      )}
    </div>
  );
}
