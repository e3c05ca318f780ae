/**
 * The W3C Nu HTML Checker (the `vnu-jar` package, from the test-only install in tests/tools),
 * run once over a list of files on this machine's Java 17+.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { toolFile } from "../tool-packages";

export interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: "warning" | "fatal" | "io" | "schema" | "internal";
  /** file:/… for a checked file. */
  url?: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  extract?: string;
}

const JAVA = process.env.JAVA ?? "java";
const run = promisify(execFile);

/**
 * Every message the checker has about the files, keyed by absolute path. `filterPattern` is
 * passed as the checker's own `--filterpattern`: messages matching it are left out.
 */
export async function checkFiles(
  paths: string[],
  filterPattern?: string,
): Promise<Map<string, NuMessage[]>> {
  const jar = toolFile("vnu-jar", "build/dist/vnu.jar");
  let stdout: string;
  try {
    ({ stdout } = await run(
      JAVA,
      [
        "-jar",
        jar,
        "--format",
        "json",
        "--stdout",
        "--exit-zero-always",
        ...(filterPattern ? ["--filterpattern", filterPattern] : []),
        ...paths,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    ));
  } catch (error) {
    throw new Error(`The Nu HTML Checker did not run (${JAVA} -jar ${jar}): ${String(error)}`, {
      cause: error,
    });
  }
  const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
  const byFile = new Map<string, NuMessage[]>(paths.map((path) => [path, []]));
  for (const message of messages) {
    const path = message.url?.startsWith("file:") ? fileURLToPath(message.url) : "";
    const list = byFile.get(path);
    if (list) list.push(message);
    // A message about no file (the checker itself failed) must not go unseen.
    else throw new Error(`The Nu HTML Checker: ${message.type}: ${message.message}`);
  }
  return byFile;
}

/** An error as one line: where, what, and the markup around it. */
export function formatMessage(message: NuMessage): string {
  const where = message.lastLine ? `${message.lastLine}:${message.firstColumn ?? 0}` : "?";
  const extract = message.extract ? ` … ${message.extract.replace(/\s+/g, " ").slice(0, 120)}` : "";
  return `${where} ${message.message}${extract}`;
}
