// What other features may use of the profile feature on the server: the candidate's profile as stored.
export { completenessOf, deleteStoredFile, getCandidateProfile } from "./profile.server.ts";
