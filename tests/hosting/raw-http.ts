/**
 * One HTTP request with the path sent exactly as written: fetch() would resolve `/../`, read
 * `//faq` as a host name and refuse some bytes, and those are the requests hosts get wrong.
 */
import { request } from "node:http";

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

const TIMEOUT_MS = 15_000;

export function rawRequest(origin: string, path: string, options: RequestOptions = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method: options.method ?? "GET",
        headers: options.headers,
        timeout: options.timeoutMs ?? TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headers = new Headers();
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            headers.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
          }
          resolve({
            status: res.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks).toString("utf8"),
          });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${origin}${path.slice(0, 80)} timed out`)));
    req.on("error", reject);
    req.end(options.body);
  });
}
