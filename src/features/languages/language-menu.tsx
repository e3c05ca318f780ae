import { ChevronDown, Globe } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLanguage, useWords } from "@/hooks/use-words";
import { LANGUAGE_INFO } from "@/features/languages/languages";
import { cn } from "@/lib/utils";
import { LanguageLinks } from "./language-links";

interface LanguageMenuProps {
  /** Opens the list whenever this turns true: the phone's menu shows it open, one tap away. */
  expanded?: boolean;
  onChoose?: () => void;
  className?: string;
  /** Where the list goes when open (a drop-down in the header's row, in line in the footer). */
  listClassName?: string;
  linkClassName?: string;
}

/**
 * Every language behind the current one's name: a disclosure, so it works without scripts,
 * takes one line where it stands, and its links are in the page for crawlers while closed.
 */
export function LanguageMenu({
  expanded = false,
  onChoose,
  className,
  listClassName,
  linkClassName,
}: LanguageMenuProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const language = useLanguage();
  const { languages } = useWords("layout");

  useEffect(() => {
    if (expanded && details.current) details.current.open = true;
  }, [expanded]);

  // A link followed within the site leaves the page in place: close the list behind it.
  const choose = () => {
    if (details.current) details.current.open = false;
    onChoose?.();
  };

  return (
    <details ref={details} className={cn("group/languages relative", className)}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md font-medium hover:bg-muted xl:px-2 [&::-webkit-details-marker]:hidden">
        <Globe aria-hidden="true" className="size-5 shrink-0" />
        <span className="sr-only">{languages}:</span> {LANGUAGE_INFO[language].name}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open/languages:rotate-180"
        />
      </summary>
      <LanguageLinks onChoose={choose} className={listClassName} linkClassName={linkClassName} />
    </details>
  );
}
