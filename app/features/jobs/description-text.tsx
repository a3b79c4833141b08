import { LangText } from "#app/components/ui/lang-text.tsx";
import { descriptionBlocks } from "./description.ts";

/** A job description's paragraphs and lists, as text: nothing the employer wrote is read as HTML. */
export function DescriptionText({ text }: { text: string }) {
  return (
    <div className="prose-content">
      {descriptionBlocks(text).map((block, i) =>
        block.type === "paragraph" ? (
          <p key={i}>
            <LangText text={block.text} />
          </p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <LangText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
