import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blueCardCheck } from "./blue-card.ts";
import { DEFAULT_FILTERS, activeFilterCount, filtersToSearch, parseFilters } from "./filters.ts";
import { JobFactBadges } from "./job-fact-badges.tsx";
import { blueCardFinding, jobFactSummaryTexts } from "./job-fact-summary.server.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { filterChips } from "./chips.ts";
import { messageLabels } from "./labels.ts";
import {
  adLanguageBadgeText,
  blueCardBadgeText,
  DEFAULT_FACT_FILTERS,
  germanBadgeText,
  levelsUpTo,
  parseFactFilters,
} from "./job-facts.ts";
import { emailShareUrl, whatsAppShareUrl } from "./share-links.tsx";

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe("job-fact filters in the URL", () => {
  it("reads the German level, visa, relocation and Blue Card filters", () => {
    expect(parse("german=A2&visa=1&relocation=1&bluecard=1").facts).toEqual({
      german: "A2",
      visa: true,
      relocation: true,
      blueCard: true,
      language: null,
    });
    expect(parse("german=none").facts.german).toBe("none");
    expect(parse("german=b1").facts.german).toBe("B1");
    // A checkbox without a value sends "on".
    expect(parse("visa=on").facts.visa).toBe(true);
  });

  it("ignores unknown values; C2 (every job) and an empty choice mean no German filter", () => {
    expect(parse("german=fluent&visa=maybe&relocation=0&bluecard=").facts).toEqual(DEFAULT_FACT_FILTERS);
    expect(parse("german=C2").facts.german).toBeNull();
    expect(parse("german=").facts.german).toBeNull();
    expect(parse("german=fluent&visa=no")).toEqual(DEFAULT_FILTERS);
  });

  it("writes them after the other criteria and reads back the same", () => {
    const qs = "?search=nurse&category=healthcare&german=B1&visa=1&relocation=1&bluecard=1&sort=newest&page=2";
    expect(filtersToSearch(parse(qs.slice(1)))).toBe(qs);
    expect(filtersToSearch(parse("german=none"))).toBe("?german=none");
    expect(filtersToSearch(parse("visa=on&german=a2"))).toBe("?german=A2&visa=1");
  });

  it("counts each as one active filter", () => {
    expect(activeFilterCount(parse("german=A2&visa=1&relocation=1&bluecard=1&type=full-time"))).toBe(5);
    expect(activeFilterCount(parse("german=C2"))).toBe(0);
  });

  it("matches at most the chosen German level", () => {
    expect(levelsUpTo("none")).toEqual(["none"]);
    expect(levelsUpTo("A2")).toEqual(["none", "A1", "A2"]);
    expect(levelsUpTo("C2")).toHaveLength(7);
  });

  it("takes a repeated parameter's first value", () => {
    expect(parseFactFilters(new URLSearchParams("german=A1&german=C1")).german).toBe("A1");
  });
});

describe("the ads' language filter (lang=en)", () => {
  it("reads English or German, and ignores anything else", () => {
    expect(parse("lang=en").facts.language).toBe("en");
    expect(parse("lang=DE").facts.language).toBe("de");
    expect(parse("lang=fr").facts.language).toBeNull();
    expect(parse("lang=").facts).toEqual(DEFAULT_FACT_FILTERS);
  });

  it("is written back after the other job facts, counted once, and has a chip that removes it", () => {
    expect(filtersToSearch(parse("lang=en&visa=1&search=nurse"))).toBe("?search=nurse&visa=1&lang=en");
    expect(activeFilterCount(parse("lang=en&visa=1"))).toBe(2);
    const chip = filterChips(parse("lang=en&visa=1"), messageLabels).find((c) => c.label === "Only ads in English");
    expect(chip?.href).toBe("/jobs?visa=1");
    withLocale("de", () => {
      expect(filterChips(parse("lang=en"), messageLabels).map((c) => c.label)).toEqual(["Nur Anzeigen auf Englisch"]);
    });
  });
});

describe("the badge of an ad in the other language", () => {
  it("marks a German ad on an English page and an English ad on a German page, nothing else", () => {
    expect(adLanguageBadgeText("de", "en")).toBe("Written in German");
    expect(adLanguageBadgeText("en", "en")).toBeNull();
    expect(adLanguageBadgeText("de", "de")).toBeNull();
    withLocale("de", () => expect(adLanguageBadgeText("en", "de")).toBe("Auf Englisch verfasst"));
  });

  it("is the first badge of a German ad's facts on an English page", () => {
    const html = renderToStaticMarkup(<JobFactBadges job={{ ...badgeJob, adLanguage: "de" }} />);
    expect(html).toMatch(/<li[^>]*>Written in German<\/li><li[^>]*><svg/);
    expect(renderToStaticMarkup(<JobFactBadges job={{ ...badgeJob, adLanguage: "en" }} />)).not.toContain("Written in");
  });
});

const badgeJob = {
  germanLevel: "B1",
  englishLevel: "none",
  visaSponsorship: false,
  relocationSupport: false,
  salary: "",
  categorySlug: "warehouse",
  occupation: null,
} as const;

describe("job-fact badges", () => {
  const job: Parameters<typeof JobFactBadges>[0]["job"] = {
    germanLevel: "B1",
    englishLevel: "none",
    visaSponsorship: true,
    relocationSupport: false,
    // €46,800 a year: the lower threshold of a shortage occupation (2221 Nursing professionals).
    salary: "€3,900 - €4,500 per month",
    categorySlug: "healthcare",
    occupation: "2221",
  };
  const texts = (j: typeof job) =>
    [...renderToStaticMarkup(<JobFactBadges job={j} />).matchAll(/<li[^>]*>(?:<svg.*?<\/svg>)?([^<]*)<\/li>/g)].map((m) => m[1]);

  it("say the German level, or that none is needed", () => {
    expect(germanBadgeText("B1")).toBe("German B1");
    expect(germanBadgeText("none")).toBe("No German needed");
  });

  it("show visa sponsorship and relocation support only when offered", () => {
    expect(texts(job)).toEqual(["German B1", "Visa sponsorship", "Blue Card salary level"]);
    expect(
      texts({ ...job, germanLevel: "none", visaSponsorship: false, relocationSupport: true, salary: "€14 per hour" }),
    ).toEqual(["No German needed", "Relocation support"]);
  });

  it("show the Blue Card badge only at a threshold, and never call it a guarantee", () => {
    // €40,800 a year in healthcare (a shortage category) is below even the lower threshold.
    expect(texts({ ...job, salary: "€3,400 per month" })).not.toContain("Blue Card salary level");
    expect(blueCardBadgeText(blueCardCheck({ salary: "€60,000", categorySlug: "sales" }))).toBe("Blue Card salary level");
    expect(blueCardBadgeText(blueCardCheck({ salary: "Competitive", categorySlug: "it" }))).toBeNull();
    const html = renderToStaticMarkup(<JobFactBadges job={{ ...job, salary: "€80,000" }} />);
    expect(html).not.toMatch(/guarantee|eligible/i);
  });

  it("explain the check with the year's figures", () => {
    expect(blueCardFinding(blueCardCheck({ salary: "€62,000 - €78,000", categorySlug: "it" }))).toBe(
      "The lowest advertised salary, €62,000 a year, reaches the general Blue Card threshold of €50,700 for 2026.",
    );
    expect(blueCardFinding(blueCardCheck({ salary: "€3,900 per month", categorySlug: "healthcare" }))).toContain(
      "reaches the lower threshold of €45,934.20",
    );
    expect(blueCardFinding(blueCardCheck({ salary: "€48,000", categorySlug: "sales" }))).toContain(
      "If you finished your degree within the last three years",
    );
    expect(blueCardFinding(blueCardCheck({ salary: "€14 per hour", categorySlug: "warehouse" }))).toContain(
      "€29,120 a year, is below the Blue Card threshold of €50,700",
    );
    expect(blueCardFinding(blueCardCheck({ salary: "Competitive", categorySlug: "it" }))).toMatch(/does not state a salary/);
  });

  it("write the amounts as German does on a German page", () => {
    withLocale("de", () => {
      expect(blueCardFinding(blueCardCheck({ salary: "€14 per hour", categorySlug: "warehouse" }))).toContain(
        "29.120\u00a0€ im Jahr, liegt unter der Blue-Card-Grenze von 50.700\u00a0€",
      );
      expect(blueCardFinding(blueCardCheck({ salary: "€3,900 per month", categorySlug: "healthcare" }))).toContain(
        "45.934,20\u00a0€",
      );
    });
  });

  it("are composed for the job summary in the request's language", () => {
    expect(jobFactSummaryTexts(job)).toMatchObject({
      rows: [
        ["German", "B1 or better"],
        ["English", "Not required"],
        ["Visa sponsorship", "Yes"],
        ["Relocation support", "No"],
      ],
      heading: "Blue Card check: Blue Card salary level",
      finding: expect.stringContaining("reaches the lower threshold of €45,934.20"),
    });
    withLocale("de", () => {
      const texts = jobFactSummaryTexts({ ...job, salary: "Competitive" });
      expect(texts.rows[0]).toEqual(["Deutsch", "B1 oder besser"]);
      expect(texts.heading).toMatch(/^Blue-Card-Check: /);
      expect(texts.finding).toBe("Die Stelle nennt kein Gehalt, das wir mit den Blue-Card-Grenzen vergleichen können.");
    });
  });
});

describe("sharing a job", () => {
  it("opens wa.me with the title and the job's address, encoded", () => {
    expect(whatsAppShareUrl({ title: "Nurse & Carer", company: "Klinik Süd" }, "https://jobs.example.com/job/13")).toBe(
      "https://wa.me/?text=Nurse%20%26%20Carer%20at%20Klinik%20S%C3%BCd%3A%20https%3A%2F%2Fjobs.example.com%2Fjob%2F13",
    );
  });

  it("and by e-mail, with the job as the subject and its address in the body", () => {
    expect(emailShareUrl({ title: "Nurse & Carer", company: "Klinik Süd" }, "https://jobs.example.com/job/13")).toBe(
      "mailto:?subject=Nurse%20%26%20Carer%20at%20Klinik%20S%C3%BCd" +
        "&body=Nurse%20%26%20Carer%20at%20Klinik%20S%C3%BCd%20on%20PearlBridge%20Jobs%3A%20https%3A%2F%2Fjobs.example.com%2Fjob%2F13",
    );
  });
});
