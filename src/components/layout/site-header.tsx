import { Menu, Sparkles, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router-dom";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import { useLanguage, useWords } from "@/hooks/use-words";
import { prefetchOnIntent, prefetchWhenIdle } from "@/lib/page-prefetch";
import { gameSectionHref, pagePath } from "@/lib/routes";
import { cn } from "@/lib/utils";
import { LanguageMenu } from "@/features/languages/language-menu";
import { ThemeSelect } from "./theme-select";

const MENU_ID = "site-menu";
/** The header's pages, in order (their labels: the layout words' `nav`). */
const HEADER_PAGES = ["home", "charlie", "faq", "privacy"] as const;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const language = useLanguage();
  const words = useWords("layout");
  const links = HEADER_PAGES.map((page) => ({
    to: pagePath(page, language),
    label: words.nav[page],
  }));
  const home = pagePath("home", language);
  const playNow = gameSectionHref(language);

  // Keep focus on something visible: the links it was on are about to disappear.
  const closeMenu = () => {
    if (!menuOpen) return;
    setMenuOpen(false);
    toggleRef.current?.focus();
  };

  // The header's pages are the likeliest next ones: their code loads while the player reads.
  useEffect(
    () => prefetchWhenIdle(HEADER_PAGES.map((page) => pagePath(page, language))),
    [language],
  );

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      {/* Small screens: a grid whose columns hold their places, so a first paint made while
          the header is only partly parsed shows nothing that moves once the rest arrives
          (layout shift). DOM order is logo, toggle, menu, Play Now, so Tab goes from the
          toggle into the open menu; the grid shows Play Now beside the toggle. */}
      <div className="container-page grid min-h-16 grid-cols-[1fr_auto_auto] items-center gap-x-2 gap-y-2 py-2 sm:gap-x-4 xl:flex">
        <Link
          to={home}
          {...prefetchOnIntent(home)}
          onClick={closeMenu}
          className="flex items-center gap-2 justify-self-start text-lg font-extrabold text-primary sm:text-xl"
        >
          <Sparkles aria-hidden="true" className="size-6" />
          {siteConfig.name}
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="col-start-3 row-start-1 inline-flex size-11 items-center justify-center rounded-md hover:bg-muted xl:hidden"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? words.closeMenu : words.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>

        {/* The menu holds the navigation, the theme control and the languages: one of each, in
            the toggle menu up to wide laptop widths (a narrower row has no room for them all in
            the longer languages) and in the row from 1280 px. The toggle menu opens with the
            languages listed, so any language is two taps away on a phone; it scrolls within the
            window's height, as the header stays at the top. */}
        <div
          id={MENU_ID}
          className={cn(
            "col-span-full row-start-2 max-h-menu overflow-y-auto overscroll-contain pb-2 xl:ms-auto xl:flex xl:max-h-none xl:items-center xl:gap-2 xl:overflow-visible xl:pb-0",
            !menuOpen && "hidden",
          )}
        >
          <nav aria-label={words.mainNav}>
            <ul className="flex flex-col gap-1 xl:flex-row xl:items-center xl:gap-1">
              {links.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    {...prefetchOnIntent(item.to)}
                    end
                    onClick={closeMenu}
                    className="block rounded-md px-3 py-2.5 font-medium whitespace-nowrap hover:bg-muted aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-4 xl:px-2"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <ThemeSelect />
          <LanguageMenu
            expanded={menuOpen}
            onChoose={closeMenu}
            className="px-3 xl:px-0"
            listClassName="py-1 xl:absolute xl:end-0 xl:top-full xl:z-50 xl:mt-2 xl:w-80 xl:rounded-(--radius) xl:border xl:border-border xl:bg-background xl:p-2 xl:shadow-lg"
            linkClassName="w-full"
          />
        </div>

        <ButtonLink
          to={playNow}
          {...prefetchOnIntent(playNow)}
          variant="accent"
          size="compact"
          onClick={closeMenu}
          className="col-start-2 row-start-1 text-center leading-tight sm:whitespace-nowrap"
        >
          {words.playNow}
        </ButtonLink>
      </div>
    </header>
  );
}
