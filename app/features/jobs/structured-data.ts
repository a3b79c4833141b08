/** Structured data for search engines: JobPosting on job pages, an ItemList and site search on /jobs. */
import { absoluteUrl } from "#app/lib/seo.ts";
import { site } from "#app/lib/site.ts";
import { descriptionBlocksHtml } from "./description.ts";
import { parseSalary } from "./salary.ts";
import type { Job } from "./types.ts";
import { escapeHtml } from "#app/lib/text.ts";

const EMPLOYMENT_TYPES: Record<string, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
  Remote: "FULL_TIME",
  Seasonal: "TEMPORARY",
};

/** The description as simple HTML, as Google for Jobs asks for: paragraphs and the two lists. */
export function descriptionHtml(job: Pick<Job, "description" | "requirements" | "benefits">): string {
  const paragraphs = descriptionBlocksHtml(job.description);
  const list = (title: string, items: string[]) =>
    items.length ? `<h3>${title}</h3><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>` : "";
  return paragraphs + list("Requirements", job.requirements) + list("Benefits", job.benefits);
}

/** baseSalary in EUR with the unit of the text (HOUR, MONTH or YEAR), or undefined when it cannot be read. */
export function baseSalary(salary: string) {
  const s = parseSalary(salary);
  if (!s) return undefined;
  return {
    "@type": "MonetaryAmount",
    currency: "EUR",
    value: { "@type": "QuantitativeValue", minValue: s.min, maxValue: s.max, unitText: s.unit },
  };
}

/**
 * The job facts in the properties schema.org has for them (docs/decisions/096-jobposting-job-facts.md): the language
 * levels as `qualifications`, visa sponsorship as `eligibilityToWorkRequirement` (schema.org's property for visa
 * and work-permit requirements; `applicantLocationRequirements` must not be used for them), and sponsorship and
 * relocation support at the head of `jobBenefits`. The Blue Card check is the site's own estimate, not the
 * employer's statement, so it is not published as data.
 */
export function jobFactProperties(
  job: Pick<Job, "germanLevel" | "englishLevel" | "visaSponsorship" | "relocationSupport" | "benefits">,
) {
  const languages = [
    job.germanLevel === "none" ? "No German needed." : `German at CEFR level ${job.germanLevel} or better.`,
    ...(job.englishLevel === "none" ? [] : [`English at CEFR level ${job.englishLevel} or better.`]),
  ];
  const benefits = [
    ...(job.visaSponsorship ? ["Visa sponsorship"] : []),
    ...(job.relocationSupport ? ["Relocation support"] : []),
    ...job.benefits,
  ];
  return {
    qualifications: languages.join(" "),
    eligibilityToWorkRequirement: job.visaSponsorship
      ? "A right to work in Germany; the employer sponsors the work visa for candidates from abroad."
      : "A right to work in Germany; the employer does not sponsor a work visa.",
    jobBenefits: benefits.join("; "),
  };
}

/** Only for an open job (job pages of closed and expired jobs carry none); validThrough is its real deadline. */
export function jobPostingJsonLd(job: Job, origin: string) {
  const posted = new Date(job.postedAt);
  const salary = baseSalary(job.salary);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: descriptionHtml(job),
    // The language the ad is written in (BCP 47), not the page's: the same ad on /de/job/… is still English.
    inLanguage: job.adLanguage,
    identifier: { "@type": "PropertyValue", name: site.name, value: job.id },
    datePosted: posted.toISOString(),
    ...(job.applicationDeadline ? { validThrough: job.applicationDeadline } : {}),
    employmentType: EMPLOYMENT_TYPES[job.jobType] ?? "OTHER",
    ...(job.jobType === "Remote"
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "DE" } }
      : {}),
    hiringOrganization: {
      "@type": "Organization",
      name: job.company,
      sameAs: absoluteUrl(origin, `/company/${encodeURIComponent(job.companySlug)}`),
      ...(job.companyLogo ? { logo: absoluteUrl(origin, job.companyLogo) } : {}),
    },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.location, addressCountry: "DE" },
    },
    // schema.org asks for a term of a taxonomy such as ISCO-08: "2221 Nursing professionals". A job posted before
    // occupations existed keeps its category.
    occupationalCategory: job.occupation && job.occupationInfo ? `${job.occupation} ${job.occupationInfo.en}` : job.category,
    industry: job.category,
    experienceRequirements: job.experienceLevel,
    skills: (job.skills.length ? job.skills : job.requirements).join("; "),
    ...jobFactProperties(job),
    directApply: true,
    url: absoluteUrl(origin, `/job/${encodeURIComponent(job.id)}`),
    ...(salary ? { baseSalary: salary } : {}),
  };
}
