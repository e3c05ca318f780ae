/**
 * A section that throws while rendering: the real layout and routes, plus one page whose
 * section fails. The failure stays inside <main> as a friendly message; header, footer and
 * navigation keep working, and leaving the page recovers.
 */
import { screen, within } from "@testing-library/react";
import { StrictMode } from "react";
import { HelmetProvider } from "react-helmet-async";
import { useRoutes, type RouteObject } from "react-router-dom";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { preloadPage, routes } from "@/routes";
import { renderRoute, userWithFakeTimers, watchConsole } from "../../render";
import { en } from "../../words";

const sectionErrorText = en.layout.sectionError;

const BROKEN_PATH = "/broken-section";
const FLAKY_PATH = "/flaky-section";

function ExplodingSection(): never {
  throw new Error("Section data was malformed");
}

function BrokenPage() {
  return (
    <>
      <h1>A page with a broken section</h1>
      <ExplodingSection />
    </>
  );
}

/** Fails while `flakyBroken` is set, then works (a transient fault). */
let flakyBroken = false;
function FlakySection() {
  if (flakyBroken) throw new Error("Transient failure");
  return <p>The flaky section rendered</p>;
}

/** The site's route table with two extra pages under the default language's SiteLayout. */
function withBrokenPages(): RouteObject[] {
  const layout = routes.find((route) => route.path === "/")!;
  const rest = routes.filter((route) => route !== layout);
  return [
    {
      element: layout.element,
      children: [
        { path: BROKEN_PATH, caseSensitive: true, element: <BrokenPage /> },
        { path: FLAKY_PATH, caseSensitive: true, element: <FlakySection /> },
        ...(layout.children ?? []),
      ],
    },
    ...rest,
  ];
}

function TestApp() {
  return (
    <StrictMode>
      <HelmetProvider>{useRoutes(withBrokenPages())}</HelmetProvider>
    </StrictMode>
  );
}

const openTestApp = (path: string) =>
  renderRoute(path, { ui: <TestApp />, setUpUser: userWithFakeTimers });

let console_: ReturnType<typeof watchConsole>;

beforeAll(async () => {
  await Promise.all(
    (["faq", "privacy", "home"] as const).map((page) => preloadPage({ language: "en", page })),
  );
});

beforeEach(() => {
  console_ = watchConsole();
});

function expectFallbackInMain() {
  const main = screen.getByRole("main");
  const alert = within(main).getByRole("alert");
  expect(within(alert).getByRole("heading", { name: sectionErrorText.heading })).toBeVisible();
  expect(alert).toHaveTextContent(sectionErrorText.body);
  return alert;
}

describe("a section that fails to render", { timeout: 30_000 }, () => {
  it("shows the friendly fallback inside the layout instead of a blank page", async () => {
    await openTestApp(BROKEN_PATH);
    expectFallbackInMain();
    // The rest of the page area is replaced, the layout is not.
    expect(screen.queryByText("A page with a broken section")).not.toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeVisible();
    expect(screen.getByRole("contentinfo")).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeVisible();
    // Logged for whoever investigates; the visitor sees no stack trace.
    expect(
      console_.error.mock.calls.some(([first]) => String(first).includes("Section failed")),
    ).toBe(true);
    expect(document.body).not.toHaveTextContent("Section data was malformed");
  });

  it("keeps the header menu working", async () => {
    const { user } = await openTestApp(BROKEN_PATH);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expectFallbackInMain();
  });

  it("recovers when the visitor navigates away with the header", async () => {
    const { user } = await openTestApp(BROKEN_PATH);
    expectFallbackInMain();
    const nav = screen.getByRole("navigation", { name: "Main" });
    await user.click(within(nav).getByRole("link", { name: "FAQ" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: /frequently asked questions/i }),
    ).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("recovers when the visitor navigates away with the footer", async () => {
    const { user } = await openTestApp(BROKEN_PATH);
    const quickLinks = within(screen.getByRole("contentinfo")).getByRole("navigation", {
      name: "Quick Links",
    });
    await user.click(within(quickLinks).getByRole("link", { name: "Privacy Policy" }));
    expect(await screen.findByRole("heading", { level: 1, name: /privacy policy/i })).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("tries the section again on request", async () => {
    flakyBroken = true;
    const { user } = await openTestApp(FLAKY_PATH);
    const alert = expectFallbackInMain();
    flakyBroken = false;
    await user.click(within(alert).getByRole("button", { name: sectionErrorText.retry }));
    expect(await screen.findByText("The flaky section rendered")).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
