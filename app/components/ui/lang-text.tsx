import { germanParts } from "#app/lib/german.ts";

/**
 * Text that people write (job titles and descriptions, company names), with its German parts marked
 * lang="de": app.css hyphenates those (app/lib/german.ts).
 */
export function LangText({ text }: { text: string }) {
  return germanParts(text).map((part, i) =>
    part.german ? (
      <span key={i} lang="de">
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
