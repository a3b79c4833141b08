import type { JobSeed } from "../types";
import { itJobs } from "./it";
import { marketingJobs } from "./marketing";
import { financeJobs } from "./finance";
import { engineeringJobs } from "./engineering";
import { healthcareJobs } from "./healthcare";
import { hrJobs } from "./hr";
import { operationsJobs } from "./operations";
import { salesJobs } from "./sales";
import { educationJobs } from "./education";
import { hospitalityJobs } from "./hospitality";
import { generalLaborJobs } from "./general-labor";
import { careSupportJobs } from "./care-support";
import { retailJobs } from "./retail";
import { warehouseJobs } from "./warehouse";
import { transportationJobs } from "./transportation";
import { foodServiceJobs } from "./food-service";
import { cleaningJobs } from "./cleaning";
import { manufacturingJobs } from "./manufacturing";
import { customerServiceJobs } from "./customer-service";
import { securityJobs } from "./security";

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

/** All sample jobs, merged in category order (spec section 3: about 70 jobs). */
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
