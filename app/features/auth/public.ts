// What other features may use of the auth feature (the profile form's parts, for My Account); its other
// files are private to it.
export { ProfileFields, SubmitButton, usePendingIntent } from "./auth-ui.tsx";
export { companyNameSchema, profileSchema } from "./schemas.ts";
