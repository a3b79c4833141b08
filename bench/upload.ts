/**
 * `npm run bench:upload [-- --skip-build --mb 5 --kbit 256 --latency 400 --cut-at 50 --offline 10]`: a signed-in job
 * seeker uploads a CV on /profile in a throttled Chromium at 360 px (decision 165). At `--cut-at` percent the
 * connection goes offline for `--offline` seconds. Prints how long the upload took, the bytes the browser sent in
 * upload pieces against the file's size (what was sent twice), and whether the profile has the CV.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    mb: { type: "string", default: "5" },
    kbit: { type: "string", default: "256" },
    latency: { type: "string", default: "400" },
    "cut-at": { type: "string", default: "50" },
    offline: { type: "string", default: "10" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  console.log(`Usage: npm run bench:upload [-- options]

  --skip-build     use the build-bench/ of an earlier run
  --mb N           the CV's size in MB (default 5: the limit)
  --kbit N         upload and download speed in kbit/s (default 256)
  --latency MS     round-trip latency added (default 400)
  --cut-at P       percent of the upload at which the connection drops (default 50; 0: never)
  --offline S      seconds without a connection (default 10)`);
  process.exit(0);
}

// Loaded after the usage check, so that --help answers at once.
const { chromium } = await import("@playwright/test");
const pg = (await import("pg")).default;
const { SESSION_COOKIE_PREFIX } = await import("#app/lib/session-cookie.ts");
const { returningVisitor } = await import("../tests/support/returning-visitor.ts");
const { pdfOfSize } = await import("../tests/support/files.ts");
const { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } = await import("./chromium.ts");
const { withBenchSite } = await import("./server.ts");

const bytes = Math.round(Number(args.mb) * 1024 * 1024);
const throughput = (Number(args.kbit) * 1000) / 8;
const conditions = {
  offline: false,
  latency: Number(args.latency),
  downloadThroughput: throughput,
  uploadThroughput: throughput,
};

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  await withBenchSite(args["skip-build"], async ({ url, databaseUrl, dataDir }) => {
    // A job seeker and a session, as Better Auth writes them; the cookie signed with the server's own secret.
    const userId = randomUUID();
    const token = randomBytes(24).toString("base64url");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      `INSERT INTO "user" (id, name, email, email_verified, kind, is_admin) VALUES ($1, 'Bench Seeker', $2, true, 'job_seeker', false)`,
      [userId, `bench-${Date.now()}@example.org`],
    );
    await client.query(`INSERT INTO profiles (id, full_name, phone_number) VALUES ($1, 'Bench Seeker', '+256 772 000000')`, [
      userId,
    ]);
    await client.query(`INSERT INTO session (id, token, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`, [
      randomUUID(),
      token,
      userId,
    ]);
    const secret = fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();
    const signature = createHmac("sha256", secret).update(token).digest("base64");

    const context = await browser.newContext({ viewport: PHONE, storageState: returningVisitor(url) });
    await context.addCookies([
      { name: `${SESSION_COOKIE_PREFIX}.session_token`, value: encodeURIComponent(`${token}.${signature}`), url, httpOnly: true },
    ]);
    const page = await context.newPage();
    await page.goto(`${url}/profile`);
    await page.locator("html[data-hydrated]").waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", conditions);

    // The upload pieces: the bytes of those that arrived, and how many were cut off (each at most 256 KB).
    let arrived = 0;
    let pieces = 0;
    let cutOff = 0;
    const isPiece = (r: { method(): string; url(): string }) => r.method() === "PATCH" && r.url().includes("/uploads/resumable/");
    page.on("request", (r) => void (isPiece(r) && (pieces += 1)));
    page.on("requestfailed", (r) => void (isPiece(r) && (cutOff += 1)));
    // A piece starts at its Upload-Offset and the answer says where the file now ends.
    page.on("requestfinished", (r) => {
      if (!isPiece(r)) return;
      void r.response().then(async (res) => {
        const end = Number((await res?.allHeaders())?.["upload-offset"] ?? NaN);
        arrived += end - Number(r.headers()["upload-offset"]);
      });
    });

    const started = Date.now();
    await page
      .getByLabel("Choose your CV")
      .setInputFiles({ name: "Bench CV.pdf", mimeType: "application/pdf", buffer: pdfOfSize(bytes) });
    const cutAt = Number(args["cut-at"]);
    let cut = "";
    if (cutAt > 0) {
      const progress = page.getByText(/^Uploading Bench CV\.pdf: \d+%/);
      const deadline = Date.now() + 30 * 60_000;
      while (Date.now() < deadline) {
        const percent = Number((await progress.textContent({ timeout: 60_000 }).catch(() => ""))?.match(/: (\d+)%/)?.[1] ?? 0);
        if (percent >= cutAt) break;
        await page.waitForTimeout(250);
      }
      cut = `${((Date.now() - started) / 1000).toFixed(0)} s`;
      await cdp.send("Network.emulateNetworkConditions", { ...conditions, offline: true });
      await page.waitForTimeout(Number(args.offline) * 1000);
      await cdp.send("Network.emulateNetworkConditions", conditions);
    }
    const end = await Promise.race([
      page
        .getByText("CV uploaded", { exact: true })
        .first()
        .waitFor({ timeout: 30 * 60_000 })
        .then(() => "stored"),
      page
        .getByText(/The upload stopped/)
        .waitFor({ timeout: 30 * 60_000 })
        .then(() => "failed"),
    ]);
    if (end === "failed") console.error("The upload stopped:", await page.getByRole("status").allTextContents());
    const seconds = (Date.now() - started) / 1000;
    const stored = await client.query(`SELECT cv_file_name, cv_size FROM candidate_profiles WHERE user_id = $1`, [userId]);
    await client.end();

    console.table({
      file: { value: `${(bytes / 1024 / 1024).toFixed(1)} MB` },
      link: { value: `${args.kbit} kbit/s, ${args.latency} ms` },
      "connection cut": { value: cutAt > 0 ? `at ${cutAt}% (after ${cut}), ${args.offline} s offline` : "never" },
      "until stored": { value: `${seconds.toFixed(0)} s` },
      "upload pieces sent": { value: `${pieces} (${cutOff} cut off)` },
      "bytes in pieces that arrived": { value: `${arrived} (the file: ${bytes})` },
      "profile CV": { value: stored.rows[0] ? `${stored.rows[0].cv_file_name}, ${stored.rows[0].cv_size} bytes` : "none" },
    });
    if (!stored.rows[0] || Number(stored.rows[0].cv_size) !== bytes) process.exitCode = 1;
  });
} finally {
  await browser.close();
}
