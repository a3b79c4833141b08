// What other features may use of the companies feature on the server only (database queries).
export { companySitemapSlugs, topCompanies } from "./companies.server.ts";
