import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildExists, freePort, startServer, type ServerProcess } from "../support/server-process.ts";

/** The production server behind a TLS-terminating proxy (needs the production build: npm test builds first). */
describe.skipIf(!buildExists())("behind a proxy", () => {
  let server: ServerProcess;
  let publicUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    // The proxy serves https://localhost:<port> and talks plain HTTP to the app on the same port.
    publicUrl = `https://localhost:${port}`;
    server = await startServer(
      { PUBLIC_URL: publicUrl, TRUSTED_PROXY_IP_HEADER: "x-forwarded-for", TRUSTED_PROXY_PROTO_HEADER: "x-forwarded-proto" },
      { port },
    );
  }, 90_000);
  afterAll(() => server?.stop());

  const login = (headers: Record<string, string>) =>
    fetch(`${server.url}/auth`, {
      method: "POST",
      headers: { origin: publicUrl, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ intent: "login", email: "nobody@example.org", password: "wrong-password" }),
      redirect: "manual",
    });

  it("accepts page actions from the public https origin when the proxy reports the protocol", async () => {
    const proxied = await login({ "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.1" });
    expect(proxied.status).toBe(401);
    expect(await proxied.text()).toContain("Invalid email or password");
    // Without the proxy's header the request looks like plain HTTP from another origin, and is refused.
    expect((await login({ "x-forwarded-for": "203.0.113.2" })).status).toBe(400);
  });

  it("rate limits by the address the proxy appended, not by what the client wrote in front of it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          origin: publicUrl,
          "content-type": "application/json",
          "x-forwarded-for": `10.0.0.${i}, 198.51.100.200`,
        },
        body: JSON.stringify({ email: `nobody${i}@example.org`, password: "wrong-password" }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses.slice(5)).toEqual(Array(10).fill(429));
  });

  it("answers unsupported methods with 405 and over-long unknown auth paths with 404", async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(new URL(server.url).port), "127.0.0.1", () =>
        socket.write("TRACE /jobs HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"),
      );
      let text = "";
      socket.on("data", (d) => (text += d));
      socket.on("close", () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 405/);
    expect((await fetch(`${server.url}/api/auth/${"x".repeat(3000)}`)).status).toBe(404);
    expect(server.output()).not.toMatch(/unhandled error/);
  });
});
