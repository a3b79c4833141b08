import { describe, expect, it } from "vitest";
import { HtmlStream } from "./html-stream.server.ts";

function collect(stream: HtmlStream): string[] {
  const parts: string[] = [];
  stream.on("data", (chunk: Buffer) => parts.push(chunk.toString()));
  return parts;
}

describe("HtmlStream", () => {
  it("passes React's pieces on together when React flushes, and what is left at the end", async () => {
    const stream = new HtmlStream();
    const parts = collect(stream);
    stream.write("<html><body>");
    stream.write("<main>shell</main>");
    await new Promise((r) => setImmediate(r));
    expect(parts).toEqual([]);
    stream.flush();
    stream.write("<script>data</script>");
    stream.end("</body></html>");
    await new Promise((r) => stream.on("end", r));
    expect(parts).toEqual(["<html><body><main>shell</main>", "<script>data</script></body></html>"]);
  });

  it("sends nothing for a flush without new pieces", async () => {
    const stream = new HtmlStream();
    const parts = collect(stream);
    stream.write("a");
    stream.flush();
    stream.flush();
    stream.end();
    await new Promise((r) => stream.on("end", r));
    expect(parts).toEqual(["a"]);
  });
});
