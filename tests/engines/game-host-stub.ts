/**
 * The game hosts, played by a local server on another origin (the real hosts are unreachable
 * here). The site under test is built with both game URLs pointing at it, so the frames, the
 * CSP's frame-src and the Permissions-Policy all name this origin. Like the Chromium suite's
 * routes, it either answers at once with a small page that says it is ready, as the site's own
 * game does (the frame fires `load`; Charlie's page hears nothing), never answers (the
 * overlay's time-out path), or answers with an error page (503: the frame loads all the same).
 */
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type GameHostMode = "answer" | "hold" | "error";

export const STUB_GAME_TITLE = "Stub game";
const STUB_GAME_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${STUB_GAME_TITLE}</title></head><body><main><h1>${STUB_GAME_TITLE}</h1><p>Served by the engines suite instead of the game host.</p></main><script>parent.postMessage({ type: "game-ready" }, "*");</script></body></html>`;
const ERROR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unavailable</title></head><body><h1>503 Service Unavailable</h1></body></html>`;

export interface GameHostStub {
  /** http://127.0.0.1:<port> */
  origin: string;
  mode: GameHostMode;
  /** Every request so far (path and query), oldest first. */
  readonly requests: string[];
  /** Answers the requests held so far with the stub page. */
  releaseHeld(): number;
  /** Forgets the requests and drops any still held; back to answering. */
  reset(): void;
  close(): Promise<void>;
}

export async function startGameHostStub(): Promise<GameHostStub> {
  const requests: string[] = [];
  let held: ServerResponse[] = [];
  const answer = (res: ServerResponse) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(STUB_GAME_HTML);
  };
  const server = createServer((req, res) => {
    requests.push(req.url ?? "/");
    if (stub.mode === "hold") held.push(res);
    else if (stub.mode === "error") {
      res.writeHead(503, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
      });
      res.end(ERROR_HTML);
    } else answer(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const stub: GameHostStub = {
    origin: `http://127.0.0.1:${port}`,
    mode: "answer",
    requests,
    releaseHeld() {
      const released = held.length;
      for (const res of held.splice(0)) answer(res);
      return released;
    },
    reset() {
      stub.mode = "answer";
      requests.length = 0;
      for (const res of held) res.destroy();
      held = [];
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return stub;
}
