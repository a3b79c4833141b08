// What other features and the profile routes may use of the profile feature on the server: the candidate's
// profile as stored, and its saving.
export {
  completenessOf,
  cvInfo,
  deleteProfileCv,
  deleteStoredFile,
  getCandidateProfile,
  profileTexts,
  replaceProfileCv,
  saveCandidateProfile,
  situationOf,
  valuesOf,
  type CvInfo,
  type ProfileActionData,
  type ProfileLoaderData,
  type ProfileValues,
} from "./profile.server.ts";
export { cleanCvFileName } from "./cv-file-name.ts";
export { candidateProfileSchema } from "./profile-schema.ts";
// The candidate's own CV as a download (/profile/cv).
export { profileCvResponse } from "./cv-download.server.ts";
