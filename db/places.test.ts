import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readGazetteer } from "./places.ts";
import { placeKey } from "#vocabulary/places.ts";

describe("place name keys", () => {
  it("make German spellings, umlauts, case and punctuation one key", () => {
    for (const name of ["München", "Muenchen", "munchen", "MÜNCHEN", " München "]) expect(placeKey(name)).toBe("munchen");
    expect(placeKey("Köln")).toBe(placeKey("Koeln"));
    expect(placeKey("Nürnberg")).toBe("nurnberg");
    expect(placeKey("Gießen")).toBe("giessen");
    expect(placeKey("Halle (Saale)")).toBe("halle saale");
    expect(placeKey("Frankfurt am Main")).not.toBe(placeKey("Frankfurt"));
    expect(placeKey("%_'")).toBe("");
  });
});

describe("reading the GeoNames file", () => {
  const line = (id: number, name: string, alternates: string, code: string, state: string, population: number) =>
    [
      id,
      name,
      name,
      alternates,
      "48.1",
      "11.5",
      "P",
      code,
      "DE",
      "",
      state,
      "",
      "",
      "09162000",
      population,
      "",
      "500",
      "Europe/Berlin",
      "2020-01-01",
    ].join("\t");

  it("keeps German places, names them in German with the English name beside, and makes labels and slugs unique", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "gazetteer-"));
    const file = path.join(dir, "cities500.txt");
    writeFileSync(
      file,
      [
        line(1, "Munich", "Monaco di Baviera,München,Muenchen", "PPLA", "02", 1_260_391),
        line(2, "Neustadt", "", "PPL", "05", 9_000),
        line(3, "Neustadt", "", "PPL", "08", 54_000),
        line(4, "Neustadt", "", "PPL", "08", 700),
        line(5, "Schwabing", "", "PPLX", "02", 100_000),
        line(6, "Wien", "Vienna", "PPLC", "09", 1_900_000).replace("\tDE\t", "\tAT\t"),
      ].join("\n"),
    );
    const rows = readGazetteer(file);
    rmSync(dir, { recursive: true });
    expect(rows.map((r) => [r.id, r.name, r.englishName, r.label, r.slug, r.state])).toEqual([
      [1, "München", "Munich", "München", "munich", "Bavaria"],
      [3, "Neustadt", null, "Neustadt (Rhineland-Palatinate)", "neustadt", "Rhineland-Palatinate"],
      [2, "Neustadt", null, "Neustadt (Hesse)", "neustadt-2", "Hesse"],
      [4, "Neustadt", null, "Neustadt (Rhineland-Palatinate, 2)", "neustadt-4", "Rhineland-Palatinate"],
    ]);
    expect(rows[0]?.nameKeys).toEqual(["munchen", "munich"]);
    expect(rows[0]?.municipalityKey).toBe("09162000");
  });
});
