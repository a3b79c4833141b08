import { vi } from "vitest";

/**
 * What a script's command function (scripts/*-command.ts) prints while `run` runs in this process: console.log and
 * console.error, in order. Most cases of a script are tested so; one test per script runs the real command line.
 */
export async function printedBy<T>(run: () => Promise<T>): Promise<{ result: T; output: string }> {
  const lines: string[] = [];
  const print = (...parts: unknown[]) => void lines.push(parts.join(" "));
  const log = vi.spyOn(console, "log").mockImplementation(print);
  const error = vi.spyOn(console, "error").mockImplementation(print);
  try {
    const result = await run();
    return { result, output: lines.join("\n") };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

