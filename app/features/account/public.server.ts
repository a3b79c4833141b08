// What the account routes may use of the account feature on the server: the profile's name and phone, and the
// personal data (export and deletion, decision 020).
export { accountTexts, type AccountActionData, type AccountDetails } from "./account.ts";
export { getAccount, updateLanguage, updateProfile } from "./account.server.ts";
export { companiesOwnedAlone, deleteAccount, exportUserData, passwordMatches, userDataResponse } from "./privacy.server.ts";
