import { ChevronDown, Globe } from "lucide-react";
import { useRef } from "react";
import { useLanguage, useWords } from "@/hooks/use-words";
import { LANGUAGE_INFO } from "@/lib/languages";
import { LanguageLinks } from "./language-links";

/**
 * The header's languages: the current one's name opens the list of all six (a disclosure, so
 * it works without scripts and takes little room in the header's row).
 */
export function LanguageMenu({ onChoose }: { onChoose: () => void }) {
  const details = useRef<HTMLDetailsElement>(null);
  const language = useLanguage();
  const { languages } = useWords("layout");

  // A link followed within the site leaves the page in place: close the list behind it.
  const choose = () => {
    if (details.current) details.current.open = false;
    onChoose();
  };

  return (
    <details ref={details} className="group/languages relative px-3 xl:px-0">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md font-medium hover:bg-muted xl:px-2 [&::-webkit-details-marker]:hidden">
        <Globe aria-hidden="true" className="size-5" />
        <span className="sr-only">{languages}:</span>{" "}
        <span lang={language}>{LANGUAGE_INFO[language].name}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open/languages:rotate-180"
        />
      </summary>
      <LanguageLinks
        onChoose={choose}
        className="py-1 xl:absolute xl:end-0 xl:top-full xl:z-50 xl:mt-2 xl:w-56 xl:rounded-(--radius) xl:border xl:border-border xl:bg-background xl:p-2 xl:shadow-lg"
        linkClassName="w-full"
      />
    </details>
  );
}
