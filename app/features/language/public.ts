// What the /german-language page composes.
export {
  COURSES_ANCHOR,
  LanguageLevels,
  LanguageTabs,
  WhyGerman,
  type LanguageTabValue,
  type SelfStudyResource,
} from "./language-sections.tsx";
