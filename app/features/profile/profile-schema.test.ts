import { describe, expect, it } from "vitest";
import { parseForm } from "#app/lib/forms.ts";
import { candidateProfileSchema, PROFILE_LIMITS, profileMessages, splitList } from "./profile-schema.ts";

/** Parses fields as the browser sends them (Conform's names: `workExperience[0].role`). */
function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseForm(form, candidateProfileSchema);
}

const errorsOf = (result: ReturnType<typeof parse>) => ("error" in result ? result.error : undefined);

describe("candidateProfileSchema", () => {
  it("accepts an empty form: every field is optional", () => {
    const result = parse({ headline: "", about: "" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({
      headline: "",
      skills: [],
      workExperience: [],
      germanLevel: null,
      availableFrom: null,
      recognitionStatus: null,
    });
  });

  it("reads a filled form, lists split at commas, blank rows dropped", () => {
    const result = parse({
      headline: "  Forklift driver  ",
      about: "Line one\r\nLine two",
      skills: "Forklift, Excel; forklift,\nWelding",
      "workExperience[0].role": "Driver",
      "workExperience[0].employer": "Kampala Logistics",
      "workExperience[0].from": "2019-02",
      "workExperience[0].to": "2023-06",
      "workExperience[1].role": "",
      "workExperience[1].employer": "",
      "education[0].qualification": "Diploma in Nursing",
      "education[0].school": "Mulago School of Nursing",
      "education[0].year": "2018",
      germanLevel: "B1",
      germanCertificate: "Goethe-Zertifikat B1",
      englishLevel: "C1",
      "otherLanguages[0].language": "Luganda",
      "otherLanguages[0].level": "C2",
      recognitionStatus: "in_progress",
      currentCity: "Kampala",
      currentCountry: "Uganda",
      citiesOfInterest: "Hamburg, Berlin",
      availableFrom: "2030-01-15",
    });
    if (result.status !== "success") throw new Error(JSON.stringify(result.error));
    expect(result.value.headline).toBe("Forklift driver");
    expect(result.value.about).toBe("Line one\nLine two");
    expect(result.value.skills).toEqual(["Forklift", "Excel", "Welding"]);
    expect(result.value.workExperience).toEqual([
      { role: "Driver", employer: "Kampala Logistics", country: "", from: "2019-02", to: "2023-06", description: "" },
    ]);
    expect(result.value.education).toEqual([
      { qualification: "Diploma in Nursing", school: "Mulago School of Nursing", country: "", year: "2018" },
    ]);
    expect(result.value.otherLanguages).toEqual([{ language: "Luganda", level: "C2" }]);
    expect(result.value.citiesOfInterest).toEqual(["Hamburg", "Berlin"]);
    expect(result.value.availableFrom).toBe("2030-01-15");
  });

  it("gives a message under each wrong field", () => {
    const result = parse({
      headline: "x".repeat(PROFILE_LIMITS.headline + 1),
      skills: Array.from({ length: 31 }, (_, i) => `skill ${i}`).join(","),
      "workExperience[0].employer": "Somewhere",
      "workExperience[0].from": "2022-05",
      "workExperience[1].role": "Cook",
      "workExperience[1].employer": "Hotel",
      "workExperience[1].from": "2022-05",
      "workExperience[1].to": "2021-01",
      "education[0].school": "A school",
      "education[0].year": "18",
      germanLevel: "B3",
      recognitionStatus: "maybe",
      availableFrom: "2030-02-30",
      currentCity: "Kam\u202epala",
    });
    expect(result.status).toBe("error");
    expect(errorsOf(result)).toMatchObject({
      headline: [profileMessages.tooLong("Headline", 120)],
      skills: [profileMessages.tooMany("skills", 30)],
      "workExperience[0].role": [profileMessages.role()],
      "workExperience[1].to": [profileMessages.toBeforeFrom()],
      "education[0].qualification": [profileMessages.qualification()],
      "education[0].year": [profileMessages.year()],
      germanLevel: [profileMessages.level()],
      recognitionStatus: [profileMessages.recognition()],
      availableFrom: [profileMessages.date()],
      currentCity: [profileMessages.unsafe()],
    });
  });

  it("refuses a start month in the future and an impossible month", () => {
    const result = parse({
      "workExperience[0].role": "Cook",
      "workExperience[0].employer": "Hotel",
      "workExperience[0].from": "2999-01",
      "workExperience[1].role": "Cook",
      "workExperience[1].employer": "Hotel",
      "workExperience[1].from": "2020-13",
    });
    expect(errorsOf(result)).toMatchObject({
      "workExperience[0].from": [profileMessages.future()],
      "workExperience[1].from": [profileMessages.month()],
    });
  });

  it("bounds the number of rows", () => {
    const fields: Record<string, string> = {};
    for (let i = 0; i < 11; i++) {
      fields[`otherLanguages[${i}].language`] = `Language ${i}`;
      fields[`otherLanguages[${i}].level`] = "A1";
    }
    expect(errorsOf(parse(fields))).toMatchObject({ otherLanguages: [profileMessages.tooManyRows("other languages", 10)] });
  });
});

describe("splitList", () => {
  it("trims, collapses spaces and drops duplicates in any case", () => {
    expect(splitList(" a ,b;;  c  d \n A")).toEqual(["a", "b", "c d"]);
    expect(splitList("")).toEqual([]);
  });
});
