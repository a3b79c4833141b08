import type { JobSeed } from "../types.ts";
import { itJobs } from "./it.ts";
import { marketingJobs } from "./marketing.ts";
import { financeJobs } from "./finance.ts";
import { engineeringJobs } from "./engineering.ts";
import { healthcareJobs } from "./healthcare.ts";
import { hrJobs } from "./hr.ts";
import { operationsJobs } from "./operations.ts";
import { salesJobs } from "./sales.ts";
import { educationJobs } from "./education.ts";
import { hospitalityJobs } from "./hospitality.ts";
import { generalLaborJobs } from "./general-labor.ts";
import { careSupportJobs } from "./care-support.ts";
import { retailJobs } from "./retail.ts";
import { warehouseJobs } from "./warehouse.ts";
import { transportationJobs } from "./transportation.ts";
import { foodServiceJobs } from "./food-service.ts";
import { cleaningJobs } from "./cleaning.ts";
import { manufacturingJobs } from "./manufacturing.ts";
import { customerServiceJobs } from "./customer-service.ts";
import { securityJobs } from "./security.ts";

export {
  itJobs,
  marketingJobs,
  financeJobs,
  engineeringJobs,
  healthcareJobs,
  hrJobs,
  operationsJobs,
  salesJobs,
  educationJobs,
  hospitalityJobs,
  generalLaborJobs,
  careSupportJobs,
  retailJobs,
  warehouseJobs,
  transportationJobs,
  foodServiceJobs,
  cleaningJobs,
  manufacturingJobs,
  customerServiceJobs,
  securityJobs,
};

/** All sample jobs (about 70), merged in category order. */
export const sampleJobs: JobSeed[] = [
  ...itJobs,
  ...marketingJobs,
  ...financeJobs,
  ...engineeringJobs,
  ...healthcareJobs,
  ...hrJobs,
  ...operationsJobs,
  ...salesJobs,
  ...educationJobs,
  ...hospitalityJobs,
  ...generalLaborJobs,
  ...careSupportJobs,
  ...retailJobs,
  ...warehouseJobs,
  ...transportationJobs,
  ...foodServiceJobs,
  ...cleaningJobs,
  ...manufacturingJobs,
  ...customerServiceJobs,
  ...securityJobs,
];
