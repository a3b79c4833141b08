import { describe, expect, it } from "vitest";
import { type RouteJob, type RoutePerson, type RouteResult, residenceRoutes } from "./residence-routes.ts";

const IN_2026 = new Date("2026-11-27T12:00:00Z");

function byId(routes: RouteResult[]) {
  return Object.fromEntries(routes.map((r) => [r.id, r]));
}

const careJob: RouteJob = {
  annualSalary: 38_000,
  shortageOccupation: false,
  regulated: true,
  requires: "vocational",
};

// Issue 28's nurse. A Ugandan nursing diploma is a post-secondary professional training; in Germany nursing
// (Pflegefachfrau/-mann) is a vocational qualification, so it is recognised against vocational training: § 18a.
const nurse: RoutePerson = {
  qualification: "vocational",
  recognition: "in_progress",
  german: "B1",
  english: "B2",
  yearsExperience: 3,
  ageBand: "under35",
};

describe("routes for a nurse with a diploma, recognition in progress and German B1, on a care job", () => {
  const routes = byId(residenceRoutes(careJob, nurse, IN_2026));

  it("Blue Card: cannot fit, she has no degree", () => {
    expect(routes["blue-card"]).toMatchObject({
      fit: "no",
      reason: "The Blue Card needs a university degree, and you have none.",
    });
  });

  it("§ 18a: possible once recognition is complete (equivalence and the licence to practise)", () => {
    expect(routes["skilled-vocational"]).toMatchObject({
      fit: "possible",
      reason: "Possible once recognition is complete: your recognition is in progress.",
      missing: ["Full recognition of your training as equivalent to the German qualification, and the licence to practise."],
    });
    expect(routes["skilled-vocational"]?.law.url).toBe("https://www.gesetze-im-internet.de/aufenthg_2004/__18a.html");
  });

  // https://www.make-it-in-germany.com/en/visa-residence/types/visa-recognition-partnership: a degree or a professional
  // qualification of at least two years' training, recognised by the government of the country where it was obtained;
  // a concrete job offer; in regulated professions (e.g. health professionals in nursing) "you can work as an assistant
  // until you obtain your licence to practise"; a residence permit under Section 16d (3).
  // https://www.make-it-in-germany.com/en/looking-for-foreign-professionals/entering/employment-recognition-partnership:
  // "There is no fixed salary threshold for employment in a recognition partnership."
  // German A2 (§ 16d (3), "hinreichende deutsche Sprachkenntnisse"): the stored official page was cut off before its language
  // item; the level is the one law firms' copies of that page state (jaberilawyers.com, signite-experts.com).
  it("§ 16d (3): possible, with B1 above the A2 needed; the employer's agreement is still missing", () => {
    const r = routes["recognition-partnership"];
    expect(r?.fit).toBe("possible");
    expect(r?.reason).toBe("You can work for this employer while your recognition is completed in Germany.");
    expect(r?.missing).toContain(
      "The employer agrees in the contract to a recognition partnership and to your recognition procedure.",
    );
    expect(r?.missing.some((m) => m.startsWith("German"))).toBe(false);
  });

  it("§ 18b: cannot fit, it is for graduates", () => {
    expect(routes["skilled-academic"]?.fit).toBe("no");
  });

  it("Opportunity Card: 2 (experience) + 2 (B1) + 2 (under 35) = 6 points; the proof of funds is missing", () => {
    expect(routes["opportunity-card"]).toMatchObject({
      fit: "possible",
      reason: "Enough: 6 of the 6 points needed, but the proof of funds is missing.",
    });
  });
});

describe("the EU Blue Card (§ 18g)", () => {
  const engineer: RoutePerson = { ...nurse, qualification: "degree", recognition: "full", german: "none", english: "C1" };
  const itJob: RouteJob = { annualSalary: 38_000, shortageOccupation: true, regulated: false, requires: "degree" };

  // § 18g (1): 50 % of the pension insurance ceiling, 45.3 % in shortage occupations and for new entrants;
  // 2026: ceiling €101,400, so €50,700 and €45,934.20.
  it("issue 28's line: a salary under the shortage threshold cannot fit", () => {
    expect(byId(residenceRoutes(itJob, engineer, IN_2026))["blue-card"]).toMatchObject({
      fit: "no",
      reason: "The salary of €38,000 is under the €45,934.20 shortage threshold.",
    });
  });

  it("the shortage threshold is met; outside a shortage occupation the general one applies", () => {
    const shortage = residenceRoutes({ ...itJob, annualSalary: 46_000 }, engineer, IN_2026)[0];
    expect(shortage).toMatchObject({ fit: "fits", reason: "The salary of €46,000 reaches the €45,934.20 shortage threshold." });
    const general = residenceRoutes({ ...itJob, annualSalary: 46_000, shortageOccupation: false }, engineer, IN_2026)[0];
    expect(general?.reason).toBe("The salary of €46,000 is under the €50,700 general threshold.");
  });

  it("a graduate of the last three years gets the new-entrant threshold", () => {
    const r = residenceRoutes(
      { ...itJob, annualSalary: 46_000, shortageOccupation: false },
      { ...engineer, recentGraduate: true },
      IN_2026,
    )[0];
    expect(r).toMatchObject({ fit: "fits", reason: "The salary of €46,000 reaches the €45,934.20 new-entrant threshold." });
  });

  it("uses the threshold in force on the date: €49,000 met 2025's €48,300 but not 2026's €50,700", () => {
    const in2025 = new Date("2025-06-01T12:00:00Z");
    const r = residenceRoutes({ ...itJob, annualSalary: 49_000, shortageOccupation: false }, engineer, in2025)[0];
    expect(r).toMatchObject({ fit: "fits", reason: "The salary of €49,000 reaches the €48,300 general threshold." });
    expect(residenceRoutes({ ...itJob, annualSalary: 49_000, shortageOccupation: false }, engineer, IN_2026)[0]?.fit).toBe("no");
  });

  it("a degree not yet recognised or comparable: possible once it is", () => {
    const r = residenceRoutes({ ...itJob, annualSalary: 60_000 }, { ...engineer, recognition: "not_started" }, IN_2026)[0];
    expect(r?.fit).toBe("possible");
    expect(r?.missing).toEqual(["A German recognition of your degree, or a Statement of Comparability from the ZAB."]);
  });

  it("a job that does not need a degree cannot be a Blue Card job", () => {
    expect(residenceRoutes({ ...itJob, annualSalary: 60_000, requires: "vocational" }, engineer, IN_2026)[0]?.fit).toBe("no");
  });
});

// https://fimportal.de/document-profiles/D00000486 (the federal information management portal, "Nachweis
// Altersversorgung"): for a first permit under § 18a or § 18b (1) after the 45th birthday the salary must be at least
// 55 % of the annual pension insurance ceiling, unless adequate pension provision is proven. 2026: 55 % of €101,400.
describe("first-time skilled workers aged 45 or older (§ 18 (2) no. 5)", () => {
  const older: RoutePerson = { ...nurse, recognition: "full", ageBand: "45plus" };

  it("a salary under €55,770 needs proof of pension provision", () => {
    const r = byId(residenceRoutes(careJob, older, IN_2026))["skilled-vocational"];
    expect(r).toMatchObject({
      fit: "possible",
      missing: [
        "At 45 or older, a first skilled-worker permit needs a salary of at least €55,770 a year or proof of adequate pension provision.",
      ],
    });
  });

  it("fits with the salary, with pension proof, or when it is not the first skilled-worker permit", () => {
    const fit = (job: RouteJob, person: RoutePerson) => byId(residenceRoutes(job, person, IN_2026))["skilled-vocational"]?.fit;
    expect(fit({ ...careJob, annualSalary: 55_770 }, older)).toBe("fits");
    expect(fit(careJob, { ...older, pensionProvision: true })).toBe("fits");
    expect(fit(careJob, { ...older, hadSkilledPermit: true })).toBe("fits");
    expect(fit(careJob, { ...older, ageBand: "40to44" })).toBe("fits");
  });
});

describe("the other limits of each route", () => {
  it("§ 16d (3) needs German A2; with A1 it is possible once A2 is reached", () => {
    const r = byId(residenceRoutes(careJob, { ...nurse, german: "A1" }, IN_2026))["recognition-partnership"];
    expect(r?.fit).toBe("possible");
    expect(r?.missing[0]).toBe("German at A2 or higher, with a certificate.");
  });

  it("with full recognition no partnership is needed, and § 18a fits", () => {
    const routes = byId(residenceRoutes(careJob, { ...nurse, recognition: "full" }, IN_2026));
    expect(routes["recognition-partnership"]?.fit).toBe("no");
    expect(routes["skilled-vocational"]?.fit).toBe("fits");
  });

  it("helper work without a qualification: no skilled-worker route fits", () => {
    const helper: RouteJob = { annualSalary: 30_000, shortageOccupation: false, regulated: false, requires: "none" };
    const routes = byId(residenceRoutes(helper, { ...nurse, qualification: "none", recognition: "not_started" }, IN_2026));
    for (const id of ["blue-card", "skilled-vocational", "skilled-academic", "recognition-partnership", "opportunity-card"]) {
      expect(routes[id]?.fit, id).toBe("no");
    }
  });

  it("Opportunity Card: A1 German earns nothing, so a person at 40 with 2 years' experience is short", () => {
    const r = byId(
      residenceRoutes(careJob, { ...nurse, german: "A1", english: "none", ageBand: "40to44", yearsExperience: 2 }, IN_2026),
    )["opportunity-card"];
    expect(r?.fit).toBe("possible");
    expect(r?.reason).toBe("Not enough: 2 of the 6 points needed (4 more). It lets you look for work in Germany.");
  });

  it("every route links our guide and the law", () => {
    for (const r of residenceRoutes(careJob, nurse, IN_2026)) {
      expect(r.guide.url).toMatch(/^\//);
      expect(r.law.url).toMatch(/^https:\/\/www\.gesetze-im-internet\.de\/aufenthg_2004\/__\d+[a-z]?\.html$/);
    }
  });
});
