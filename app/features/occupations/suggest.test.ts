import { describe, expect, it } from "vitest";
import { sampleJobs } from "#content/jobs/index.ts";
import { occupationsNamedBy, stem, suggestOccupations } from "./suggest.ts";

const codes = (title: string, n = 3) => suggestOccupations(title, n).map((o) => o.code);

describe("suggestOccupations", () => {
  it("reads German titles with gender marks and forms", () => {
    expect(codes("Pflegefachkraft (m/w/d)")[0]).toBe("2221");
    expect(codes("Koch / Köchin")[0]).toBe("5120");
    expect(codes("Köchin (w/m/d)")[0]).toBe("5120");
    expect(codes("Lagerhelfer")[0]).toBe("9333");
    expect(codes("Dachdecker/in")[0]).toBe("7121");
  });

  it("reads English titles, the longer phrase first", () => {
    expect(codes("Forklift driver")[0]).toBe("8344");
    expect(codes("Head Chef")[0]).toBe("3434");
    expect(codes("Chef de Partie")[0]).toBe("5120");
    expect(codes("Meteorologist")).toEqual(["2112"]);
  });

  it("returns at most n, and nothing for a title that names no occupation", () => {
    expect(codes("Nurse", 1)).toEqual(["2221"]);
    expect(suggestOccupations("Great opportunity!!!", 5)).toEqual([]);
    expect(suggestOccupations("", 5)).toEqual([]);
    expect(suggestOccupations("Nurse", 0)).toEqual([]);
  });

  it("puts each sample job's occupation among the first two suggestions of its title", () => {
    const misses = sampleJobs.filter((j) => !codes(j.title, 2).includes(j.occupation));
    expect(misses.map((j) => `${j.id} ${j.title} (${j.occupation}): ${codes(j.title, 2).join(", ")}`)).toEqual([]);
  });

  it("suggests on the first place the occupation of most sample jobs", () => {
    const first = sampleJobs.filter((j) => codes(j.title, 1)[0] === j.occupation);
    expect(first.length / sampleJobs.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe("occupationsNamedBy", () => {
  it("knows an occupation by its English or German title, in the singular or plural", () => {
    expect(occupationsNamedBy("Nursing professionals")).toEqual(["2221"]);
    expect(occupationsNamedBy("cooks")).toEqual(["5120"]);
    expect(occupationsNamedBy("Koch")).toEqual(["5120"]);
    expect(occupationsNamedBy("Köche")).toEqual(["5120"]);
    expect(occupationsNamedBy("Kellnerin")).toEqual(["5131"]);
    expect(occupationsNamedBy("lifting truck operator")).toEqual(["8344"]);
    expect(occupationsNamedBy("Fahrer schwerer Lastkraftwagen")).toEqual(["8332"]);
  });

  it("knows a title without its tail 'and related workers' / 'und verwandte Berufe'", () => {
    expect(occupationsNamedBy("Bricklayers")).toEqual(["7112"]);
    expect(occupationsNamedBy("Maurer")).toEqual(["7112"]);
  });

  it("knows a 4-digit code, and nothing else", () => {
    expect(occupationsNamedBy("2221")).toEqual(["2221"]);
    expect(occupationsNamedBy("2220")).toEqual([]);
    expect(occupationsNamedBy("nurse munich")).toEqual([]);
    expect(occupationsNamedBy("")).toEqual([]);
    expect(occupationsNamedBy("   ")).toEqual([]);
  });
});

describe("stem", () => {
  it("drops German feminine and plural endings and English plurals", () => {
    expect(["koch", "kochin", "koche"].map(stem)).toEqual(["koch", "koch", "koch"]);
    expect(["nurse", "nurses"].map(stem)).toEqual(["nurs", "nurs"]);
    expect(["physiotherapeut", "physiotherapeutin", "physiotherapeuten"].map(stem)).toEqual(Array(3).fill("physiotherapeut"));
  });
});
