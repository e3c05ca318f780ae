/**
 * The site as a host serves it (scripts/serve-dist.mjs: production headers from the built
 * `_headers`), behind a small pass-through server that watches the pages for problems in an
 * engine-agnostic way. It changes two things, both only for the test:
 * - every HTML page loads page-probe.ts's probe first (a same-origin script, which the
 *   production CSP's script-src 'self' already allows: no hash or header changes);
 * - the Content-Security-Policy gets a `report-uri` on this server, so the browser itself
 *   reports every violation, whether or not the page's scripts ran.
 * Everything else (status, headers, bodies) passes through unchanged.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { startServer } from "../../scripts/serve-dist.mjs";
import { installProbe, PROBE_GLOBAL, type ProbeProblem } from "./page-probe";

const PREFIX = "/__engines";
const PROBE_PATH = `${PREFIX}/probe.js`;
const PROBLEM_PATH = `${PREFIX}/problem`;
const CSP_REPORT_PATH = `${PREFIX}/csp-report`;
const MAX_REPORT_BYTES = 64 * 1024;

const PROBE_SOURCE = `(${installProbe.toString()})(${JSON.stringify(PROBLEM_PATH)}, ${JSON.stringify(PROBE_GLOBAL)});\n`;
const PROBE_TAG = `<script src="${PROBE_PATH}"></script>`;

export interface WatchedProblem extends Omit<ProbeProblem, "kind"> {
  kind: ProbeProblem["kind"] | "CSP report";
}

export interface WatchedSite {
  /** http://127.0.0.1:<port>, no trailing slash. */
  origin: string;
  /** The problems reported since the last call, oldest first; the list starts over. */
  takeProblems(): WatchedProblem[];
  /**
   * For an engine that cannot go offline itself (network.ts): while set, every request, the
   * probe's reports included, gets no answer: its connection is closed, a network error as an
   * offline browser's requests get, not an HTTP status.
   */
  setOffline(offline: boolean): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > MAX_REPORT_BYTES) req.destroy(new Error("report too large"));
    });
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

/** A CSP report (`application/csp-report`, CSP Level 2) as one line. */
function describeCspReport(body: string): WatchedProblem {
  try {
    const report = (JSON.parse(body) as { "csp-report"?: Record<string, string> })["csp-report"];
    const directive = report?.["effective-directive"] ?? report?.["violated-directive"] ?? "?";
    return {
      kind: "CSP report",
      text: `${directive} blocked ${report?.["blocked-uri"] || "inline code"}`,
      url: report?.["document-uri"] ?? "",
    };
  } catch {
    return { kind: "CSP report", text: `unreadable report: ${body.slice(0, 200)}`, url: "" };
  }
}

export async function startWatchedSite(distDir: string): Promise<WatchedSite> {
  const upstream = await startServer({ dir: distDir, port: 0 });
  const upstreamUrl = new URL(upstream.url);
  let problems: WatchedProblem[] = [];
  let offline = false;

  async function collect(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    if (req.url === CSP_REPORT_PATH) {
      problems.push(describeCspReport(body));
    } else {
      try {
        problems.push(JSON.parse(body) as ProbeProblem);
      } catch {
        problems.push({ kind: "console", text: `unreadable probe report: ${body}`, url: "" });
      }
    }
    res.writeHead(204).end();
  }

  function pass(req: IncomingMessage, res: ServerResponse) {
    const headers = { ...req.headers, host: upstreamUrl.host };
    // Plain bodies, so HTML can be read and the probe added.
    delete headers["accept-encoding"];
    const forward = request(
      {
        host: upstreamUrl.hostname,
        port: upstreamUrl.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (upstreamRes) => {
        const out = { ...upstreamRes.headers };
        const csp = out["content-security-policy"];
        if (typeof csp === "string") {
          out["content-security-policy"] = `${csp}; report-uri ${CSP_REPORT_PATH}`;
        }
        const isHtml = String(out["content-type"] ?? "").startsWith("text/html");
        if (!isHtml || req.method === "HEAD") {
          res.writeHead(upstreamRes.statusCode ?? 502, out);
          upstreamRes.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamRes.on("data", (chunk: Buffer) => chunks.push(chunk));
        upstreamRes.on("end", () => {
          const html = Buffer.concat(chunks).toString("utf8");
          const withProbe = html.replace(/<head(\s[^>]*)?>/i, (tag) => `${tag}${PROBE_TAG}`);
          delete out["content-length"];
          res.writeHead(upstreamRes.statusCode ?? 502, out);
          res.end(withProbe);
        });
      },
    );
    forward.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" });
      res.end(`page-watch: ${error.message}\n`);
    });
    req.pipe(forward);
  }

  const server = createServer((req, res) => {
    if (offline) {
      req.socket.destroy();
      return;
    }
    const path = (req.url ?? "/").split("?")[0];
    if (path === PROBE_PATH) {
      res.writeHead(200, {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "no-store",
      });
      res.end(PROBE_SOURCE);
      return;
    }
    if (req.method === "POST" && (path === PROBLEM_PATH || path === CSP_REPORT_PATH)) {
      collect(req, res).catch(() => res.writeHead(400).end());
      return;
    }
    pass(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    takeProblems() {
      const taken = problems;
      problems = [];
      return taken;
    },
    setOffline(value) {
      offline = value;
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await upstream.close();
    },
  };
}
