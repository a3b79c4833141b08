import { spawn } from "node:child_process";
import { projectRoot } from "#db/paths.ts";

export interface ScriptResult {
  code: number | null;
  output: string;
}

/** Runs a command in the project folder (through a shell, as npm does) and collects its output. */
export function runCommand(command: string, env: Record<string, string> = {}, timeoutMs = 60_000): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, {
      cwd: projectRoot,
      shell: true,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`\`${command}\` did not finish within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
