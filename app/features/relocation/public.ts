// What the /relocation page composes.
export { CulturalTips, EssentialsGrid, RelocationTimeline } from "./relocation-sections.tsx";
