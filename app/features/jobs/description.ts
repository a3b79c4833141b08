/**
 * A job description is plain text (docs/product.md#posting-jobs): paragraphs separated by blank lines, and lines
 * starting with "- " are list items. This turns it into blocks that pages render as React text (escaped) and
 * JobPosting data as escaped HTML; the employer's text is never HTML itself.
 */
import { escapeHtml } from "#app/lib/text.ts";
export type DescriptionBlock = { type: "paragraph"; text: string } | { type: "list"; items: string[] };

const LIST_ITEM = /^\s*[-•*]\s+/;

export function descriptionBlocks(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    // Inside one chunk, consecutive list lines make a list and the other lines a paragraph, in order.
    let paragraph: string[] = [];
    let items: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
      paragraph = [];
    };
    const flushList = () => {
      if (items.length) blocks.push({ type: "list", items });
      items = [];
    };
    for (const raw of chunk.split("\n")) {
      const line = raw.trim();
      if (!line) continue;
      if (LIST_ITEM.test(line)) {
        flushParagraph();
        const item = line.replace(LIST_ITEM, "").trim();
        if (item) items.push(item);
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

/** The blocks as simple, escaped HTML (for JobPosting's description). */
export function descriptionBlocksHtml(text: string): string {
  return descriptionBlocks(text)
    .map((b) =>
      b.type === "paragraph"
        ? `<p>${escapeHtml(b.text)}</p>`
        : `<ul>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`,
    )
    .join("");
}
