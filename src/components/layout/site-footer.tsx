import {
  AtSign,
  Camera,
  CirclePlay,
  Mail,
  MapPin,
  Phone,
  ThumbsUp,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router-dom";
import { PlaceholderLink } from "@/components/ui/placeholder-link";
import { siteConfig } from "@/config/site";
import { SOCIAL_NETWORKS, type SocialNetwork } from "@/content/names";
import { useCurrentYear } from "@/hooks/use-current-year";
import { useLanguage, useWords } from "@/hooks/use-words";
import { prefetchOnIntent } from "@/lib/page-prefetch";
import { pagePath, type IndexablePageId } from "@/lib/routes";
import { cn } from "@/lib/utils";
import { LanguageMenu } from "@/features/languages/language-menu";

const socialIcons: Record<SocialNetwork, LucideIcon> = {
  Facebook: ThumbsUp,
  X: AtSign,
  Instagram: Camera,
  YouTube: CirclePlay,
};

/** The spec's quick links, in order. */
const QUICK_LINKS = ["home", "faq", "privacy", "contact"] as const;
/** The spec points Terms of Service at the FAQ and Cookie Policy at the contact page. */
const LEGAL_LINKS = { privacy: "privacy", terms: "faq", cookies: "contact" } as const;

const linkClass = "rounded-sm underline-offset-4 hover:underline";

interface FooterLink {
  label: string;
  page: IndexablePageId;
}

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  const language = useLanguage();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wide uppercase">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => {
          const to = pagePath(link.page, language);
          return (
            <li key={link.label}>
              <Link
                to={to}
                {...prefetchOnIntent(to)}
                className={`${linkClass} inline-block py-1.5`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** `drawnWhenNear`: left out of the first layout, drawn once the page is hydrated (globals.css). */
export function SiteFooter({ drawnWhenNear = false }: { drawnWhenNear?: boolean }) {
  const year = useCurrentYear();
  const { email, phone, phoneHref, address } = siteConfig.contact;
  const { footer } = useWords("layout");
  const quickLinks = QUICK_LINKS.map((page) => ({ page, label: footer.quickLinkLabels[page] }));
  const legalLinks = Object.entries(LEGAL_LINKS).map(([key, page]) => ({
    page,
    label: footer.legalLinkLabels[key as keyof typeof LEGAL_LINKS],
  }));

  return (
    <footer
      className={cn(
        "mt-16 bg-panel text-panel-foreground focus-ring-inverse",
        drawnWhenNear && "footer-when-near",
      )}
    >
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold">{siteConfig.name}</p>
          <p className="mt-3 text-sm text-panel-foreground/85">{footer.blurb}</p>
          <ul className="mt-4 flex gap-2" aria-label={footer.socialMedia}>
            {SOCIAL_NETWORKS.map((network) => {
              const Icon = socialIcons[network];
              return (
                <li key={network}>
                  <PlaceholderLink
                    aria-label={footer.socialLink(network)}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-panel-foreground/10 hover:bg-panel-foreground/20"
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </PlaceholderLink>
                </li>
              );
            })}
          </ul>
        </div>
        <LinkList title={footer.quickLinks} links={quickLinks} />
        <div>
          <h2 className="text-sm font-bold tracking-wide uppercase">{footer.contact}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex items-start gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {/* Left to right in every language (a right-to-left page isolates it). */}
              <a href={`mailto:${email}`} dir="ltr" className={linkClass}>
                {email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={phoneHref} dir="ltr" className={linkClass}>
                {phone}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic">
                {/* Written left to right, set at the line's start like the text around it. */}
                <span dir="ltr">{address}</span>
              </address>
            </li>
          </ul>
        </div>
        <LinkList title={footer.legal} links={legalLinks} />
      </div>
      <div className="border-t border-panel-foreground/20">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-4 text-sm text-panel-foreground/85">
          <p>
            © {year} {siteConfig.name}. {footer.rights}
          </p>
          <LanguageMenu
            className="w-full sm:w-auto"
            listClassName="pt-1"
            linkClassName="text-panel-foreground"
          />
        </div>
      </div>
    </footer>
  );
}
