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
import {
  footerBlurb,
  footerLegalLinks,
  footerText,
  footerQuickLinks,
  socialNetworks,
  type NavLinkItem,
  type SocialNetwork,
} from "@/content/site";
import { useCurrentYear } from "@/hooks/use-current-year";
import { prefetchOnIntent } from "@/lib/page-prefetch";

const socialIcons: Record<SocialNetwork, LucideIcon> = {
  Facebook: ThumbsUp,
  X: AtSign,
  Instagram: Camera,
  YouTube: CirclePlay,
};

const linkClass = "rounded-sm underline-offset-4 hover:underline";

function LinkList({ title, links }: { title: string; links: NavLinkItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wide uppercase">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              {...prefetchOnIntent(link.to)}
              className={`${linkClass} inline-block py-1.5`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const year = useCurrentYear();
  const { email, phone, phoneHref, address } = siteConfig.contact;

  return (
    <footer className="mt-16 bg-panel text-panel-foreground focus-ring-inverse">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold">{siteConfig.name}</p>
          <p className="mt-3 text-sm text-panel-foreground/85">{footerBlurb}</p>
          <ul className="mt-4 flex gap-2" aria-label={footerText.socialMedia}>
            {socialNetworks.map((network) => {
              const Icon = socialIcons[network];
              return (
                <li key={network}>
                  <PlaceholderLink
                    aria-label={footerText.socialLink(network)}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-panel-foreground/10 hover:bg-panel-foreground/20"
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </PlaceholderLink>
                </li>
              );
            })}
          </ul>
        </div>
        <LinkList title={footerText.quickLinks} links={footerQuickLinks} />
        <div>
          <h2 className="text-sm font-bold tracking-wide uppercase">{footerText.contact}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex items-start gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${email}`} className={linkClass}>
                {email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={phoneHref} className={linkClass}>
                {phone}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic">{address}</address>
            </li>
          </ul>
        </div>
        <LinkList title={footerText.legal} links={footerLegalLinks} />
      </div>
      <div className="border-t border-panel-foreground/20">
        <p className="container-page py-4 text-sm text-panel-foreground/85">
          © {year} {siteConfig.name}. {footerText.rights}
        </p>
      </div>
    </footer>
  );
}
