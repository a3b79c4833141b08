// What other features may use of the reports feature: the no-fee notice and the report rules.
export { ScamNotice } from "./scam-notice.tsx";
export { reasonLabel, reportCount, reportTexts } from "./report-rules.ts";
