/**
 * A company's roles (docs/product.md#employers): owners and admins manage the team and the company; a recruiter
 * works on jobs and applicants only. Better Auth's organization plugin stores them as text.
 */
export const COMPANY_ROLE_NAMES = ["owner", "admin", "recruiter"] as const;
export type CompanyRole = (typeof COMPANY_ROLE_NAMES)[number];

/** A stored member role as a company role: anything but owner or admin works as a recruiter. */
export const asRole = (role: string | null): CompanyRole => (role === "owner" || role === "admin" ? role : "recruiter");
