// What the account routes may use of the account feature (server and browser).
export { accountTexts, type AccountActionData, type AccountDetails } from "./account.ts";
