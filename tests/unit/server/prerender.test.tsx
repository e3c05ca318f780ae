import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "@/app";
import { PAGE_IDS, type PageId } from "@/lib/routes";
import { pageUrl, type BuiltFile } from "@/server/build-pages";
import { renderDocument } from "@/server/render-document";
import {
  RENDER_TIMEOUT_MS,
  buildPageFiles,
  parseHtml as parse,
  template,
} from "../seo/built-pages";
import { en } from "../../words";
import { faqAddresses } from "@/lib/faq-addresses";

const faqPageAddresses = faqAddresses(en.faq.entries);
const faqPageEntries = en.faq.entries;
const homeFaq = en.home.faq;
const pageMeta = {
  home: en.home.meta,
  charlie: en.charlie.meta,
  faq: en.faq.meta,
  privacy: en.privacy.meta,
  contact: en.contact.meta,
  notFound: en.notFound.meta,
};

let files: Map<PageId, BuiltFile>;

beforeAll(async () => {
  files = await buildPageFiles();
}, RENDER_TIMEOUT_MS);

describe("prerendered pages", () => {
  it("writes one file per page where a static host looks for it", () => {
    expect([...files.values()].map((f) => f.path)).toEqual([
      "index.html",
      "charlie-the-steak/index.html",
      "faq/index.html",
      "privacy/index.html",
      "contact/index.html",
      "404.html",
    ]);
  });

  it.each(PAGE_IDS)("%s has exactly its own title and description in <head>", (id) => {
    const doc = parse(files.get(id)!.contents);
    expect(doc.querySelectorAll("title")).toHaveLength(1);
    expect(doc.head.querySelector("title")!.textContent).toBe(pageMeta[id].title);
    const descriptions = doc.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(doc.head.contains(descriptions[0])).toBe(true);
    expect(descriptions[0].getAttribute("content")).toBe(pageMeta[id].description);
  });

  it.each(PAGE_IDS)("%s carries its text in the body and names itself for hydration", (id) => {
    const doc = parse(files.get(id)!.contents);
    const root = doc.getElementById("root")!;
    expect(root.dataset.page).toBe(id);
    expect(root.querySelector("h1")!.textContent!.length).toBeGreaterThan(0);
    expect(root.querySelector("header nav")).not.toBeNull();
    expect(root.querySelector("footer")).not.toBeNull();
  });

  it("includes every FAQ answer even though the accordions start closed", () => {
    const home = parse(files.get("home")!.contents).body.textContent!;
    const faq = parse(files.get("faq")!.contents).body.textContent!;
    for (const entry of homeFaq) expect(home).toContain(entry.answer);
    for (const entry of faqPageEntries) expect(faq).toContain(entry.answer);
  });

  it("gives every FAQ question its address in the static HTML", () => {
    const doc = parse(files.get("faq")!.contents);
    for (const [index, address] of faqPageAddresses.entries()) {
      expect(doc.getElementById(address)?.textContent).toContain(faqPageEntries[index].question);
    }
    const ids = [...doc.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps '$' sequences in page text literally", () => {
    const page = {
      route: { language: "en", page: "home" } as const,
      html: "<p>Costs $0 — $& $1 $$</p>",
    };
    expect(renderDocument(template, page)).toContain("<p>Costs $0 — $& $1 $$</p>");
  });
});

describe("hydrating the prerendered HTML", () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = "";
  });

  /** Hydrates a prerendered page in jsdom, recording console errors and warnings. */
  async function hydrate(id: PageId) {
    const error = vi.spyOn(console, "error");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const doc = parse(files.get(id)!.contents);
    document.body.innerHTML = doc.body.innerHTML;
    const container = document.getElementById("root")!;
    const before = container.innerHTML;

    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter initialEntries={[pageUrl({ language: "en", page: id })]}>
          <App />
        </MemoryRouter>,
        { onRecoverableError: (e) => console.error(e) },
      );
    });
    return { error, warn, container, before };
  }

  it.each(PAGE_IDS)("%s hydrates without errors or warnings", async (id) => {
    const { error, warn, container, before } = await hydrate(id);

    expect(error).not.toHaveBeenCalled();
    // Only the not-found page warns, and only to log the missing path.
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings.filter((w) => !w.startsWith("404:"))).toEqual([]);
    expect(container.querySelector("h1")!.textContent).toBe(
      parse(before).querySelector("h1")!.textContent,
    );
  });

  it("/faq at a question's address hydrates without warnings, then opens that question", async () => {
    const address = faqPageAddresses[3];
    window.history.replaceState(null, "", `${pageUrl({ language: "en", page: "faq" })}#${address}`);
    try {
      const { error, warn, container } = await hydrate("faq");
      expect(error).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
      const trigger = container.querySelector(`#${address} button`);
      expect(trigger).toHaveAttribute("aria-expanded", "true");
      expect(container.querySelectorAll('main [aria-expanded="true"]')).toHaveLength(1);
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });
});
