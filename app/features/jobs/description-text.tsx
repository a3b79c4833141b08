import { descriptionBlocks } from "./description.ts";

/** A job description's paragraphs and lists, as text: nothing the employer wrote is read as HTML. */
export function DescriptionText({ text }: { text: string }) {
  return (
    <div className="prose-content">
      {descriptionBlocks(text).map((block, i) =>
        block.type === "paragraph" ? (
          <p key={i}>{block.text}</p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
