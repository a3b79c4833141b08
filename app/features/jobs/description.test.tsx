import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { descriptionBlocks, descriptionBlocksHtml } from "./description.ts";
import { DescriptionText } from "./description-text.tsx";

const TEXT = "We are hiring.\nJoin us.\n\nYou will:\n- cook <b>meals</b>\n- clean\n\n\n<script>alert(1)</script>";

describe("job descriptions", () => {
  it("are paragraphs separated by blank lines, and lists of lines starting with '- '", () => {
    expect(descriptionBlocks(TEXT)).toEqual([
      { type: "paragraph", text: "We are hiring. Join us." },
      { type: "paragraph", text: "You will:" },
      { type: "list", items: ["cook <b>meals</b>", "clean"] },
      { type: "paragraph", text: "<script>alert(1)</script>" },
    ]);
  });

  it("show a <script> as text on the page, never as HTML", () => {
    const html = renderToStaticMarkup(<DescriptionText text={TEXT} />);
    expect(html).toContain("<p>We are hiring. Join us.</p>");
    expect(html).toContain("<ul><li>cook &lt;b&gt;meals&lt;/b&gt;</li><li>clean</li></ul>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
  });

  it("are escaped in the JobPosting HTML", () => {
    const html = descriptionBlocksHtml(TEXT);
    expect(html).not.toContain("<script>");
    expect(html).toContain("<ul><li>cook &#60;b&#62;meals&#60;/b&#62;</li><li>clean</li></ul>");
  });
});
