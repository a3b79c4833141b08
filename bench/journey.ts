/**
 * `npm run bench:journey [-- --skip-build]`: a new visitor's way from the home page to a sent application on a slow
 * phone: 360 x 740, 400 kbit/s both ways, 400 ms latency, the CPU slowed 4x (Chromium's emulation). It lands on /,
 * searches "caregiver munich", opens the first job, taps Apply, registers, opens the verification mail's link,
 * uploads a 2 MB CV and sends the application. Prints each tap with the seconds until its effect showed and the
 * bytes received so far, then the taps, the seconds spent waiting and the bytes in all.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  console.log(`Usage: npm run bench:journey [-- --skip-build]

  --skip-build     use the build-bench/ of an earlier run`);
  process.exit(0);
}

// Loaded after the usage check, so that --help answers at once.
const { chromium } = await import("@playwright/test");
const { pdfOfSize } = await import("../tests/support/files.ts");
const { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE, PHONE_USER_AGENT } = await import("./chromium.ts");
const { withBenchSite } = await import("./server.ts");

const LINK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };

/** The newest outbox mail's first link to `to` whose subject matches (the server's queue writes it). */
async function mailLink(outbox: string, to: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((n) => n.endsWith(".json")) : [];
    for (const f of files.sort().reverse()) {
      const mail = JSON.parse(fs.readFileSync(path.join(outbox, f), "utf8")) as { to: string; subject: string; links: string[] };
      if (mail.to === to && subject.test(mail.subject) && mail.links[0]) return mail.links[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  await withBenchSite(args["skip-build"], async ({ url, dataDir }) => {
    // A new visitor: no stored state, so the first page loads its scripts at its first use.
    const context = await browser.newContext({ viewport: PHONE, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", LINK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    let received = 0;
    cdp.on("Network.loadingFinished", (e) => (received += e.encodedDataLength));

    const rows: { step: string; seconds: number; "KB received": number }[] = [];
    let taps = 0;
    let waiting = 0;
    /** One use (a tap, or choosing a file), timed until `effect` is visible. */
    async function step(step: string, act: () => Promise<unknown>, effect: () => Promise<unknown>) {
      taps += 1;
      const started = Date.now();
      try {
        await act();
        await effect();
      } catch (e) {
        console.error(
          `"${step}" did not show its effect on ${page.url()}; the page says:`,
          await page.getByRole("status").allTextContents(),
        );
        throw e;
      }
      const seconds = (Date.now() - started) / 1000;
      waiting += seconds;
      rows.push({ step, seconds: Number(seconds.toFixed(1)), "KB received": Math.round(received / 1024) });
    }
    const visible = (locator: ReturnType<typeof page.locator>) => () => locator.first().waitFor({ timeout: 180_000 });

    await step("open / (from a link)", () => page.goto(url), visible(page.getByRole("heading", { level: 1 })));
    await page.getByLabel("Keywords").fill("caregiver munich");
    await step(
      "Search Jobs",
      () => page.getByRole("button", { name: "Search Jobs" }).click(),
      visible(page.getByRole("heading", { name: /jobs? found/ })),
    );
    await step(
      "the first job",
      () => page.locator("main article h3 a, main article a").first().click(),
      visible(page.getByText(/Apply for this Job|Apply now/)),
    );
    await step(
      "Apply for this Job",
      () => page.getByText("Apply for this Job").first().click(),
      visible(page.getByRole("link", { name: "Create account" })),
    );
    await step(
      "Create account",
      () => page.getByRole("link", { name: "Create account" }).first().click(),
      visible(page.getByLabel("Full Name")),
    );
    const email = `journey-${Date.now()}@example.org`;
    await page.getByLabel("Full Name").fill("Grace Atim");
    await page.getByLabel("Phone Number").fill("+256 772 654321");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret-pass-1");
    await step(
      "Create Account",
      () => page.getByRole("button", { name: "Create Account" }).click(),
      visible(page.getByText(/We have sent a verification link/)),
    );
    const link = await mailLink(path.join(dataDir, "outbox"), email, /Confirm your e-mail/);
    await step("the verification link", () => page.goto(link), visible(page.getByRole("button", { name: "Submit application" })));
    await step(
      "choose a 2 MB CV",
      () =>
        page
          .getByLabel("CV file")
          .setInputFiles({ name: "Grace Atim CV.pdf", mimeType: "application/pdf", buffer: pdfOfSize(2 * 1024 * 1024) }),
      visible(page.getByText(/Grace Atim CV\.pdf uploaded/)),
    );
    await step(
      "Submit application",
      () => page.getByRole("button", { name: "Submit application" }).click(),
      visible(page.getByText("Application Submitted")),
    );

    console.table(rows);
    console.table({
      taps: { value: taps },
      "seconds waiting": { value: Number(waiting.toFixed(1)) },
      "KB received": { value: Math.round(received / 1024) },
      "KB sent in the CV": { value: 2048 },
    });
  });
} finally {
  await browser.close();
}
