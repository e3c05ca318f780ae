import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "@/config/site";
import { ROUTES } from "@/lib/routes";
import { renderRoute } from "../../render";

const footer = () => screen.getByRole("contentinfo");
const linkTargets = (name: string) =>
  within(within(footer()).getByRole("navigation", { name }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("site footer", () => {
  it("has the quick links", async () => {
    await renderRoute(ROUTES.home);
    expect(linkTargets("Quick Links")).toEqual([
      ["Home", ROUTES.home],
      ["FAQ", ROUTES.faq],
      ["Privacy Policy", ROUTES.privacy],
      ["Contact Us", ROUTES.contact],
    ]);
  });

  it("sends the legal links where the spec says", async () => {
    await renderRoute(ROUTES.home);
    expect(linkTargets("Legal")).toEqual([
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/faq"],
      ["Cookie Policy", "/contact"],
    ]);
  });

  it("shows the contact details as working links", async () => {
    await renderRoute(ROUTES.home);
    const { email, phone, address } = siteConfig.contact;
    expect(within(footer()).getByRole("link", { name: email })).toHaveAttribute(
      "href",
      `mailto:${email}`,
    );
    expect(within(footer()).getByRole("link", { name: phone })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:\+?\d+$/),
    );
    expect(within(footer()).getByText(address)).toBeInTheDocument();
  });

  it("has named social links that stay on the page", async () => {
    const { user } = await renderRoute(ROUTES.faq);
    const social = within(
      within(footer()).getByRole("list", { name: "Social media" }),
    ).getAllByRole("link");
    expect(social.length).toBeGreaterThan(0);
    for (const link of social) {
      expect(link).toHaveAccessibleName(expect.stringContaining(siteConfig.name));
      await user.click(link);
    }
    // Still on the FAQ page: the links went nowhere.
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/frequently asked/i);
  });

  it("shows the current year", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-06-15T12:00:00Z"));
    await renderRoute(ROUTES.home);
    expect(footer()).toHaveTextContent(`© 2031 ${siteConfig.name}`);
  });
});
