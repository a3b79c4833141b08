import { vi } from "vitest";
import { parseConfig } from "#app/lib/config.server.ts";
import { seedCommand } from "../../scripts/seed-command.ts";

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

/** `npm run db:seed`'s work (seedCommand) in this process, on the configuration it would read from `env`; a failure is thrown. */
export async function seedInProcess(env: Record<string, string | undefined>): Promise<{ output: string }> {
  return printedBy(() => seedCommand(parseConfig(env)));
}
