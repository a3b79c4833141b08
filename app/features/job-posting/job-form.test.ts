import { describe, expect, it } from "vitest";
import { annualSalaryRange, salarySortKey } from "#app/features/jobs/public.ts";
import { parseForm } from "#app/lib/forms.ts";
import {
  deadlineFromDay,
  dayOfDeadline,
  jobContent,
  jobFormMessages as m,
  jobFormSchema,
  parseAmount,
  SALARY_NOT_STATED,
  salaryText,
} from "./job-form.ts";

const NOW = new Date("2030-01-10T12:00:00Z");

const validJobForm: Record<string, string> = {
  title: "Care Assistant",
  category: "healthcare",
  occupation: "5321",
  city: "berlin",
  jobType: "Full-time",
  experienceLevel: "Entry Level",
  salaryPeriod: "year",
  salaryMin: "40,000",
  salaryMax: "48000",
  description: "You look after older people in our Berlin home.\n\nYour tasks:\n- Morning care\n- Meals",
  requirements: "- Care certificate\nB1 German",
  benefits: "Free German course\n\nRelocation help",
  skills: "Patience, first aid\nTeamwork",
  germanLevel: "B1",
  englishLevel: "none",
  visaSponsorship: "yes",
  relocationSupport: "no",
  deadline: "",
  adLanguage: "en",
};

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return parseForm(form, jobFormSchema(NOW));
}

function errorsOf(fields: Record<string, string>) {
  const result = parse(fields);
  return result.status === "success" ? {} : (result.error ?? {});
}

const BERLIN = { id: 2950159, label: "Berlin", slug: "berlin" };

describe("the job form's schema", () => {
  it("accepts a complete job and turns it into the stored columns", () => {
    const result = parse(validJobForm);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    // The server looked "berlin" up in the gazetteer: the job stores the place's label, id and slug.
    const content = jobContent(result.value, BERLIN);
    expect(content).toMatchObject({
      title: "Care Assistant",
      category: "Nursing & Healthcare",
      categorySlug: "healthcare",
      occupation: "5321",
      location: "Berlin",
      placeId: 2950159,
      citySlug: "berlin",
      salary: "€40,000 - €48,000 per year",
      requirements: ["Care certificate", "B1 German"],
      skills: ["Patience", "first aid", "Teamwork"],
      benefits: ["Free German course", "Relocation help"],
      germanLevel: "B1",
      visaSponsorship: true,
      relocationSupport: false,
      adLanguage: "en",
    });
    expect(annualSalaryRange(content.salary)).toEqual({ min: 40_000, max: 48_000 });
    expect(salarySortKey(content.salary)).toBe(44_000);
  });

  it.each([
    ["title", "", m.title],
    ["title", "ab", m.title],
    ["title", "x".repeat(121), m.titleTooLong],
    ["title", "Nurse\u0007", m.title],
    ["category", "", m.category],
    ["category", "astronaut", m.category],
    ["occupation", "", m.occupation],
    ["occupation", "2220", m.unknownOccupation],
    ["occupation", "nurse", m.unknownOccupation],
    ["city", "", m.city],
    ["city", "12345", m.city],
    ["city", "B".repeat(61), m.cityTooLong],
    ["jobType", "Seasonal work", m.jobType],
    ["experienceLevel", "", m.experienceLevel],
    ["salaryPeriod", "per week", m.salaryPeriod],
    ["salaryMin", "", m.salaryMin],
    ["salaryMin", "lots", m.salaryAmount],
    ["salaryMin", "500", m.salaryTooLow.year],
    ["salaryMin", "50000000", m.salaryAmount],
    ["salaryMin", "40,000.500", m.salaryAmbiguous],
    ["salaryMax", "0,500", m.salaryAmbiguous],
    ["salaryMin", "2000000", m.salaryTooHigh.year],
    ["salaryMax", "30000", m.salaryMaxBelowMin],
    ["description", "", m.description],
    ["description", "Too short.", m.description],
    ["description", "x".repeat(10_001), m.descriptionTooLong],
    ["requirements", "", m.requirements],
    ["requirements", "\n- \n", m.requirements],
    ["requirements", Array.from({ length: 21 }, (_, i) => `R${i}`).join("\n"), m.tooManyItems],
    ["requirements", "y".repeat(201), m.itemTooLong],
    ["benefits", "z".repeat(201), m.itemTooLong],
    ["skills", Array.from({ length: 21 }, (_, i) => `S${i}`).join(","), m.tooManySkills],
    ["skills", "s".repeat(51), m.skillTooLong],
    ["germanLevel", "D1", m.germanLevel],
    ["englishLevel", "", m.englishLevel],
    ["visaSponsorship", "maybe", m.yesNo],
    ["relocationSupport", "", m.yesNo],
    ["deadline", "31.03.2030", m.deadline],
    ["deadline", "2030-02-30", m.deadline],
    ["deadline", "2030-01-09", m.deadlineInPast],
    ["deadline", "2030-04-30", m.deadlineTooLate],
    ["adLanguage", "", m.adLanguage],
    ["adLanguage", "fr", m.adLanguage],
  ])("%s = %j: %s", (field, value, message) => {
    expect(errorsOf({ ...validJobForm, [field]: value })[field]).toEqual([message()]);
  });

  it("checks hourly and monthly amounts against their own limits", () => {
    expect(errorsOf({ ...validJobForm, salaryPeriod: "hour", salaryMin: "40000", salaryMax: "" }).salaryMin).toEqual([
      m.salaryTooHigh.hour(),
    ]);
    expect(errorsOf({ ...validJobForm, salaryPeriod: "month", salaryMin: "3200", salaryMax: "3,800" })).toEqual({});
  });

  it("needs no amounts when the salary is not stated, and stores a text without numbers", () => {
    const result = parse({ ...validJobForm, salaryPeriod: "none", salaryMin: "", salaryMax: "" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(jobContent(result.value, BERLIN).salary).toBe(SALARY_NOT_STATED);
    expect(annualSalaryRange(SALARY_NOT_STATED)).toBeNull();
  });

  it("accepts a deadline up to 90 days ahead, and today", () => {
    expect(errorsOf({ ...validJobForm, deadline: "2030-04-09" })).toEqual({});
    expect(errorsOf({ ...validJobForm, deadline: "2030-01-10" })).toEqual({});
  });
});

describe("salary texts and amounts", () => {
  it.each([
    ["3200", 3200],
    ["3 200", 3200],
    ["40,000", 40000],
    ["40.000", 40000],
    ["13.50", 13.5],
    ["13,5", 13.5],
    ["€ 2800", 2800],
    ["4.100,50", 4100.5],
    ["4,100.50", 4100.5],
    ["1e5", null],
    ["-5", null],
  ])("%j is %j euros", (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it("writes the text as the sample jobs do, which the salary code reads back", () => {
    expect(salaryText({ period: "hour", min: 13.5, max: 16 })).toBe("€13.50 - €16 per hour");
    expect(annualSalaryRange("€13.50 - €16 per hour")).toEqual({ min: 28_080, max: 33_280 });
    expect(salaryText({ period: "month", min: 3000 })).toBe("€3,000 per month");
    expect(annualSalaryRange("€3,000 per month")).toEqual({ min: 36_000, max: 36_000 });
    expect(salaryText({ period: "none" })).toBe(SALARY_NOT_STATED);
  });
});

describe("deadline days", () => {
  it("ends at midnight in Kampala and reads back as the same day", () => {
    const deadline = deadlineFromDay("2030-03-31");
    expect(deadline.toISOString()).toBe("2030-03-31T20:59:59.000Z");
    expect(dayOfDeadline(deadline)).toBe("2030-03-31");
  });
});
