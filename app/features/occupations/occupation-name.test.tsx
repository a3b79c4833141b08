import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { occupationFacts } from "./facts.ts";
import { licenceText, OccupationName } from "./occupation-name.tsx";

describe("OccupationName", () => {
  it("shows the English title with its code, and the German title marked as German", () => {
    const nurse = occupationFacts("2221")!;
    const html = renderToStaticMarkup(<OccupationName code={nurse.code} en={nurse.en} de={nurse.de} />);
    expect(html).toContain("Nursing professionals");
    expect(html).toContain("(ISCO-08 2221)");
    expect(html).toMatch(/<span lang="de"[^>]*>Akademische und vergleichbare Krankenpflegefachkräfte<\/span>/);
  });

  it("shows the German title first on a German page, and the English one marked as English", () => {
    const nurse = occupationFacts("2221")!;
    const html = withLocale("de", () => renderToStaticMarkup(<OccupationName code={nurse.code} en={nurse.en} de={nurse.de} />));
    expect(html).toMatch(/^<span class="block"><span>Akademische und vergleichbare Krankenpflegefachkräfte<\/span>/);
    expect(html).toMatch(/<span lang="en"[^>]*>Nursing professionals<\/span>/);
  });
});

describe("licenceText", () => {
  it("says what a regulated occupation needs, and nothing for others", () => {
    expect(licenceText(occupationFacts("2262")!.licence)).toBe(
      "Needed before you may work in it: a licence to practise as a pharmacist (Approbation).",
    );
    expect(licenceText(occupationFacts("8344")!.licence)).toBeNull();
  });
});
