/**
 * The one game origin the shared build's frames point at (global-setup.ts), in front of each
 * engine's own game host stub: a frame's request goes to the stub of the site that asked, known
 * by its Referer (the frames send their page's origin), so each engine's file keeps its own
 * stub's mode and requests while the other runs beside it.
 */
import { once } from "node:events";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

const ROUTE_PATH = "/__engines/route";

export interface GameHostRouter {
  /** http://127.0.0.1:<port>, the game origin built into the site. */
  origin: string;
  /** Requests no site's stub could be found for (each fails the suite when it ends). */
  readonly unroutable: string[];
  close(): Promise<void>;
}

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

export async function startGameHostRouter(): Promise<GameHostRouter> {
  // The watched site's origin → its stub's own origin.
  const routes = new Map<string, string>();
  const unroutable: string[] = [];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://router");
    if (url.pathname === ROUTE_PATH) {
      const site = url.searchParams.get("site") ?? "";
      const stub = url.searchParams.get("stub");
      if (req.method === "PUT" && stub) routes.set(site, stub);
      else if (req.method === "DELETE") routes.delete(site);
      else return res.writeHead(400).end();
      return res.writeHead(204).end();
    }
    const stub = routes.get(originOf(req.headers.referer) ?? "");
    if (!stub) {
      unroutable.push(`${req.url} (Referer: ${req.headers.referer ?? "none"})`);
      return res.writeHead(421).end();
    }
    const target = new URL(stub);
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
        agent: false,
      },
      (stubRes) => {
        res.writeHead(stubRes.statusCode ?? 502, stubRes.headers);
        stubRes.pipe(res);
      },
    );
    // A request the stub drops (a held one at reset or close) is dropped here too, and the
    // other way round.
    forward.on("error", () => res.destroy());
    res.on("close", () => forward.destroy());
    req.pipe(forward);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    unroutable,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Sends the frames of `siteOrigin`'s pages to the stub at `stubOrigin`; returns the undo. */
export async function routeGameHost(
  routerOrigin: string,
  siteOrigin: string,
  stubOrigin: string,
): Promise<() => Promise<void>> {
  const route = (method: string, query: Record<string, string>) =>
    fetch(`${routerOrigin}${ROUTE_PATH}?${new URLSearchParams(query)}`, { method }).then((res) => {
      if (!res.ok) throw new Error(`the game host router answered ${res.status}`);
    });
  await route("PUT", { site: siteOrigin, stub: stubOrigin });
  return () => route("DELETE", { site: siteOrigin });
}
