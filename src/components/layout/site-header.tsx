import { Menu, Sparkles, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router-dom";
import { ButtonLink } from "@/components/ui/button";
import { siteConfig } from "@/config/site";
import { labels } from "@/content/common";
import { headerNav, playNowLink } from "@/content/site";
import { ROUTES } from "@/lib/routes";
import { cn } from "@/lib/utils";

const MENU_ID = "site-menu";

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Keep focus on something visible: the links it was on are about to disappear.
  const closeMenu = () => {
    if (!menuOpen) return;
    setMenuOpen(false);
    toggleRef.current?.focus();
  };

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
      <div className="container-page flex min-h-16 flex-wrap items-center gap-x-4 gap-y-2 py-2">
        <Link
          to={ROUTES.home}
          onClick={closeMenu}
          className="flex items-center gap-2 text-xl font-extrabold text-primary"
        >
          <Sparkles aria-hidden="true" className="size-6" />
          {siteConfig.name}
        </Link>

        {/* DOM order is logo, toggle, menu, Play Now, so Tab goes from the toggle into the open
            menu; `order` puts Play Now beside the toggle on small screens. */}
        <button
          ref={toggleRef}
          type="button"
          className="order-2 inline-flex size-11 items-center justify-center rounded-md hover:bg-muted md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? labels.closeMenu : labels.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>

        <nav aria-label="Main" className="order-3 w-full md:order-none md:ml-auto md:w-auto">
          <ul
            id={MENU_ID}
            className={cn(
              "flex-col gap-1 pb-2 md:flex md:flex-row md:items-center md:gap-1 md:pb-0",
              menuOpen ? "flex" : "hidden",
            )}
          >
            {headerNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  onClick={closeMenu}
                  className="block rounded-md px-3 py-2.5 font-medium hover:bg-muted aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-4"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <ButtonLink
          to={playNowLink.to}
          variant="accent"
          size="compact"
          onClick={closeMenu}
          className="order-1 ml-auto md:order-none md:ml-0"
        >
          {playNowLink.label}
        </ButtonLink>
      </div>
    </header>
  );
}
