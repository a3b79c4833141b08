// What the legal pages use: the documents by id.
export { getLegalPage, otherLegalPages, type LegalPageId } from "./legal.ts";
