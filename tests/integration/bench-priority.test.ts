import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BACKGROUND_NICENESS, withSiteInBackground } from "../../bench/server.ts";

/** A shell with a child of its own, standing in for the server (or the postmaster) and the processes it starts. */
function startTree() {
  const shell = spawn("sh", ["-c", "sleep 60 & echo $!; wait"], { stdio: ["ignore", "pipe", "ignore"] });
  const child = new Promise<number>((resolve) => shell.stdout!.once("data", (d: Buffer) => resolve(Number(d.toString().trim()))));
  return { shell, child };
}

const niceness = (pid: number) => os.getPriority(pid);

const started: { shell: ReturnType<typeof spawn>; child: number }[] = [];
afterEach(() => {
  for (const { shell, child } of started.splice(0)) {
    try {
      process.kill(child);
    } catch {
      /* gone */
    }
    shell.kill();
  }
});

// The bench finds the children through /proc: Linux only.
describe.runIf(process.platform === "linux" && fs.existsSync("/proc"))(
  "the bench's site in the background while Lighthouse audits",
  () => {
    it("lowers the priority of the given processes and their children, and puts them back after", async () => {
      const { shell, child: childPromise } = startTree();
      const child = await childPromise;
      started.push({ shell, child });
      expect([niceness(shell.pid!), niceness(child)]).toEqual([0, 0]);

      const during = await withSiteInBackground([shell.pid!], async () => [niceness(shell.pid!), niceness(child)]);

      expect(during).toEqual([BACKGROUND_NICENESS, BACKGROUND_NICENESS]);
      // Raising a priority back needs root (CI runs as root); without it the bench says so instead.
      if (process.getuid?.() === 0) expect([niceness(shell.pid!), niceness(child)]).toEqual([0, 0]);
    });

    it("puts them back when the audits fail", async () => {
      const { shell, child: childPromise } = startTree();
      const child = await childPromise;
      started.push({ shell, child });

      await expect(
        withSiteInBackground([shell.pid!], async () => {
          throw new Error("Lighthouse failed");
        }),
      ).rejects.toThrow("Lighthouse failed");

      if (process.getuid?.() === 0) expect(niceness(child)).toBe(0);
      else expect(niceness(child)).toBe(BACKGROUND_NICENESS);
    });

    it.runIf(process.getuid?.() === 0)("does not take a process that ended meanwhile for a refusal", async () => {
      const ended = spawn("true");
      await new Promise((resolve) => ended.once("exit", resolve));
      const log = vi.spyOn(console, "log").mockImplementation(() => {});
      try {
        await withSiteInBackground([ended.pid!], async () => undefined);
        expect(log).not.toHaveBeenCalled();
      } finally {
        log.mockRestore();
      }
    });
  },
);
