// What other features may use of the companies feature; its other files are private to it.
export { companyLogoSrc } from "#app/lib/company-logo.ts";
