import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { licenceText, OccupationName } from "./occupation-name.tsx";

describe("OccupationName", () => {
  it("shows the English title with its code, and the German title marked as German", () => {
    const html = renderToStaticMarkup(<OccupationName code="2221" />);
    expect(html).toContain("Nursing professionals");
    expect(html).toContain("(ISCO-08 2221)");
    expect(html).toMatch(/<span lang="de"[^>]*>Akademische und vergleichbare Krankenpflegefachkräfte<\/span>/);
  });

  it("shows nothing for a job without an occupation or with an unknown code", () => {
    expect(renderToStaticMarkup(<OccupationName code={null} />)).toBe("");
    expect(renderToStaticMarkup(<OccupationName code="9999" />)).toBe("");
  });
});

describe("licenceText", () => {
  it("says what a regulated occupation needs, and nothing for others", () => {
    expect(licenceText("2262")).toBe("Needed before you may work in it: a licence to practise as a pharmacist (Approbation).");
    expect(licenceText("8344")).toBeNull();
    expect(licenceText(null)).toBeNull();
  });
});
