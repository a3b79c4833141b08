/** The words of the administrators' console (docs/product.md#administration): shared by pages, actions and tests. */
export const adminTexts = {
  approved: (title: string) => `“${title}” is published.`,
  approvedClosed: (title: string) => `The changes to “${title}” are approved. The job stays closed.`,
  rejected: (title: string) => `“${title}” was rejected. The employer has been told why.`,
  unpublished: (title: string) => `“${title}” was unpublished. The employer has been told why.`,
  verified: (name: string) => `${name} is now a verified employer.`,
  unverified: (name: string) => `${name} is no longer a verified employer.`,
  suspended: (name: string, jobs: number) =>
    `${name} is suspended. ${jobs === 1 ? "1 job was" : `${jobs} jobs were`} taken off the site.`,
  unsuspended: (name: string) => `${name} is no longer suspended. Its jobs stay Rejected until the employer submits them again.`,
  jobGone: "That job is no longer there.",
  companyGone: "That company is no longer there.",
  suspendReasonRequired: "Please give a reason for the suspension.",
  unsuspendNote: "Unsuspending does not republish jobs: they stay Rejected until the employer submits them again.",
} as const;
