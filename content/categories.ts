import type { JobCategory } from "./types.ts";

/** The 20 job categories, in display order. `name` is the value used in JobSeed.category. */
export const jobCategories: JobCategory[] = [
  { name: "IT & Technology", slug: "it" },
  { name: "Marketing", slug: "marketing" },
  { name: "Finance", slug: "finance" },
  { name: "Engineering", slug: "engineering" },
  { name: "Healthcare", slug: "healthcare" },
  { name: "Human Resources", slug: "hr" },
  { name: "Operations", slug: "operations" },
  { name: "Sales", slug: "sales" },
  { name: "Education", slug: "education" },
  { name: "Hospitality", slug: "hospitality" },
  { name: "General Labor", slug: "general-labor" },
  { name: "Care & Support", slug: "care-support" },
  { name: "Retail & Customer Service", slug: "retail" },
  { name: "Warehouse & Logistics", slug: "warehouse" },
  { name: "Transportation & Delivery", slug: "transportation" },
  { name: "Food Service & Hospitality", slug: "food-service" },
  { name: "Cleaning & Maintenance", slug: "cleaning" },
  { name: "Manufacturing", slug: "manufacturing" },
  { name: "Customer Service", slug: "customer-service" },
  { name: "Security", slug: "security" },
];
