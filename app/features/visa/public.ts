// What the visa pages compose: the Opportunity Card points check and the visa tabs.
export {
  LEGAL_BASIS,
  opportunityCardResult,
  parseAnswers,
  POINTS,
  wasAnswered,
  type OpportunityAnswers,
  type OpportunityResult,
  type PointRule,
} from "./opportunity-card.ts";
export { VisaAssistance } from "./visa-assistance.tsx";
export { VisaTabs } from "./visa-tabs.tsx";
export { RoutesToJob, type SituationChoice } from "./routes-to-job.tsx";
export {
  residenceRoutes,
  type AgeBand,
  type Fit,
  type QualificationLevel,
  type Recognition,
  type RouteJob,
  type RoutePerson,
  type RouteResult,
} from "./residence-routes.ts";
// A profile's situation as the routes' person, and the typical situations for visitors (the job page's routes).
export {
  routePersonFromSituation,
  situationAssumptions,
  TYPICAL_SITUATIONS,
  typicalSituationFor,
  type Situation,
  type TypicalSituation,
} from "./situation.ts";
