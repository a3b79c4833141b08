// What routes and other features may use of the admin feature in the browser: the console's small components,
// its texts, schemas and list helpers.
export { ActionButton, AdminHeading, ListPager, Pill, ReasonForm, SearchForm } from "./admin-ui.tsx";
export { UnpublishDisclosure } from "./unpublish-disclosure.tsx";
export { actionLabel, describeDetail } from "./audit-detail.ts";
export { ADMIN_PAGE_SIZE, AUDIT_PAGE_SIZE, pageHref, pageParam, searchParam, totalPages } from "./paging.ts";
export { approveSchema, companySchema, rejectSchema, suspendSchema, unpublishSchema } from "./schemas.ts";
export { adminTexts } from "./texts.ts";
export { reportQueueTexts } from "./report-texts.ts";
