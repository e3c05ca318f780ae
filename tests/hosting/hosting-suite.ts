/** What the hosting suite's global setup (global-setup.ts) hands every test file. */
import { inject } from "vitest";

export interface HostingSuite {
  /** The build every host serves. */
  distDir: string;
  /** Beside it: what the build keeps for itself (Vite's manifest), never published. */
  metadataDir: string;
  /** deploy/nginx.conf as the build wrote it. */
  shippedNginxConf: string;
  nginx: { origin: string; errorLogFile: string };
  cloudflare: { origin: string; logFile: string };
  netlifyDev: { origin: string; logFile: string };
  preview: { origin: string };
  /** tests/tools, where Netlify's parsers and redirect engine are installed. */
  toolsDir: string;
  /** The suite's own folder for servers' configuration and logs (never the build's). */
  workDir: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    hosting: HostingSuite;
  }
}

export function hostingSuite(): HostingSuite {
  return inject("hosting");
}
