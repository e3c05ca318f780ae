import { describe, expect, it } from "vitest";
import { labels } from "@/content/common";
import { ROUTES, type PageId } from "@/lib/routes";
import { renderRoute } from "../../render";
import { frameTitles, pageOutline } from "./outlines";
import { keepTranscript, outline, readToEnd, startReading } from "./reader";

const paths: Record<PageId, string> = { ...ROUTES, notFound: "/no-such-page" };
// The overlay's words, kept in the outline beside the frame's title.
const kept = (phrase: string) => frameTitles.includes(phrase) || phrase === labels.loadingGame;

describe("every page, read from the top by a screen reader", () => {
  for (const [page, path] of Object.entries(paths) as [PageId, string][]) {
    it(`${path}: skip link, banner, navigation, main with its headings in order, footer`, async () => {
      await renderRoute(path);
      await startReading();
      const log = await readToEnd();
      keepTranscript(`page ${page}`, log);
      expect(outline(log, kept)).toEqual(pageOutline(page));
    });
  }
});
