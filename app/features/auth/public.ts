// What other features may use of the auth feature (the profile form's parts, for My Account); its other
// files are private to it.
export { ProfileFields, SubmitButton, usePendingIntent } from "./auth-ui.tsx";
export { companyNameSchema, profileSchema } from "./schemas.ts";
// What the sign-in, sign-up and password pages (app/routes/account/) compose.
export { AuthShell, Notice } from "./auth-ui.tsx";
export { AUTH_INTENTS, type AuthActionData, type AuthIntent, type ResetActionData } from "./action-data.ts";
export { emailSchema, loginSchema, newPasswordSchema, registerSchema, TOKEN_MAX } from "./schemas.ts";
