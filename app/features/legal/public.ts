// What the legal pages use: the documents by id, in the page's language, and the note on their translation.
export { getLegalPage, otherLegalPages, type LegalPageId } from "./legal.ts";
export { TranslationNotice } from "./translation-notice.tsx";
