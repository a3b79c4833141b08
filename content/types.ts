/**
 * Types of the built-in content (docs/decisions/005-content-as-typed-modules.md). Content modules are plain typed data:
 * no imports from the app, no React, so that the server (seed, loaders) and tests can read them.
 */
import type { City } from "#vocabulary/cities.ts";
import type { CefrLevel, LanguageLevel as Level } from "#vocabulary/levels.ts";
import type { VisaFactId } from "./visa-facts.ts";

/** Job types (docs/product.md#search-and-filters). The filters offer the first five; sample jobs also use Seasonal. */
export type JobType = "Full-time" | "Part-time" | "Contract" | "Internship" | "Remote" | "Seasonal";

export type ExperienceLevel = "Entry Level" | "Mid Level" | "Senior Level" | "Manager" | "Executive";

export type { City };

/** A sample job as written in content/jobs/*.ts (seed data: docs/decisions/001-server-rendering-with-jobs-in-postgresql.md). */
export interface JobSeed {
  /** A number as a string ("1", "27") or a code ("hr2", "gl1"); unique across all lists. */
  id: string;
  title: string;
  /** The employer's name exactly as in content/companies.ts (the seed links the job to that company). */
  company: string;
  location: City;
  /** Free text as employers write it: "€55,000 - €70,000", "€14 - €16 per hour", "€2,800 - €3,200 per month", "€40k-55k + commission", ... */
  salary: string;
  jobType: JobType;
  /** One of the category names in content/categories.ts. */
  category: string;
  /** The ISCO-08 unit group (content/isco-08.ts): 4 digits, "2221" for a registered nurse. */
  occupation: string;
  experienceLevel: ExperienceLevel;
  /** Relative age as shown: "2 hours ago", "3 days ago", "1 week ago", "2 months ago". */
  postedAt: string;
  /** Two or three paragraphs separated by a blank line ("\n\n"). */
  description: string;
  requirements: string[];
  benefits: string[];
  isFeatured: boolean;
  /** The German level the job needs ("none" or a CEFR level). */
  germanLevel: RequiredLevel;
  /** The English level the job needs, on the same scale. */
  englishLevel: RequiredLevel;
  visaSponsorship: boolean;
  relocationSupport: boolean;
}

/** A language level a job needs: none, or a level of the Common European Framework of Reference (CEFR). */
export type RequiredLevel = Level;

export interface JobCategory {
  name: string;
  slug: string;
}

/** A sample company; the seed stores it as an organization with a verified public profile. */
export interface Company {
  /** Also its URL slug: /company/{id}. */
  id: string;
  name: string;
  /** Local SVG path, e.g. "/logos/bosch.svg", or "" when the company has no logo. */
  logo: string;
  industry: string;
  /** City of the head office in Germany. */
  headquarters: string;
  /** Two or three sentences about the employer. */
  about: string;
  website: string;
}

export interface Testimonial {
  id: string;
  /** The story page's address: `/stories/{slug}`. */
  slug: string;
  name: string;
  /** Job and employer/city now, e.g. "Software Developer, Berlin". */
  position: string;
  /** Where in Uganda they came from, e.g. "Kampala". */
  origin: string;
  quote: string;
}

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  callout?: { title: string; text: string };
}

export interface ResourceLink {
  text: string;
  url: string;
  description: string;
}

/** icon: a lucide-react icon name in PascalCase, e.g. "FileText", "Plane", "Home". */
export interface ResourceGuide {
  id: string;
  title: string;
  shortDescription: string;
  icon: string;
  /** ISO date "2026-10-01" when the guide was last reviewed by an editor (not a check of its figures at their source). */
  lastReviewed: string;
  /** The figures from content/visa-facts.ts the guide states: the page shows from when they apply, their sources, and a check date for those checked. */
  facts?: VisaFactId[];
  sections: ContentSection[];
  links: ResourceLink[];
  relatedResources: string[];
}

export type ResourceCategory = "visa" | "living" | "language" | "career";

export interface ResourceCard {
  id: string;
  title: string;
  description: string;
  category: ResourceCategory;
  icon: string;
  /** Link target: "/resources/{id}". */
  link: string;
}

export type BlogCategory = "visa" | "career" | "language" | "culture" | "lifestyle";

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  /** ISO date "2026-09-14". */
  date: string;
  author: string;
  category: BlogCategory;
  /** "6 min read" */
  readTime: string;
  /** Local SVG illustration path "/images/blog/{id}.svg". */
  image: string;
  /** The full article: sections of paragraphs. */
  body: ContentSection[];
  /** The figures from content/visa-facts.ts the article states: the page shows their year, check date and sources. */
  facts?: VisaFactId[];
}

export interface LanguageLevel {
  level: CefrLevel;
  name: string;
  description: string;
  timeRequired: string;
  examples: string[];
}

export interface CourseProvider {
  name: string;
  description: string;
  website: string;
  features: string[];
}

export interface LanguageExam {
  name: string;
  levels: string;
  recognition: string;
  preparation: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: string;
  items: FaqItem[];
}
