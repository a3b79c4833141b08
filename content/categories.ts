import type { JobCategory } from "./types.ts";

/**
 * The 15 job categories, in display order: the names job seekers look for, one category per kind of work
 * (docs/product.md#categories). `name` is the value used in JobSeed.category. Categories that used to exist
 * and were merged into one of these live in app/features/jobs/categories.ts (their links redirect).
 */
export const jobCategories: JobCategory[] = [
  { name: "Nursing & Healthcare", slug: "healthcare" },
  { name: "IT & Technology", slug: "it" },
  { name: "Engineering", slug: "engineering" },
  { name: "Warehouse & Logistics", slug: "warehouse" },
  { name: "Driving & Delivery", slug: "transportation" },
  { name: "Hotels & Restaurants", slug: "hospitality" },
  { name: "Shops & Customer Service", slug: "retail" },
  { name: "Cleaning & Facilities", slug: "cleaning" },
  { name: "Factory & Production", slug: "manufacturing" },
  { name: "Construction & Labour", slug: "construction" },
  { name: "Security", slug: "security" },
  { name: "Teaching & Education", slug: "education" },
  { name: "Sales & Marketing", slug: "sales" },
  { name: "Finance & Accounting", slug: "finance" },
  { name: "Office, HR & Management", slug: "office" },
];
