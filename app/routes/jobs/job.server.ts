import { isbot } from "isbot";
import { data } from "react-router";
import type { Route } from "./+types/job";
import { applicationState } from "#app/features/applications/public.server.ts";
import { getUser } from "#app/features/auth/public.server.ts";
import { isMemberOf } from "#app/features/auth/public.server.ts";
import {
  FROM_PARAM,
  getHiddenJob,
  getJob,
  isOpen,
  jobFactSummaryTexts,
  recordJobView,
  searchReturnPath,
  similarJobs,
} from "#app/features/jobs/public.server.ts";
import { JOB_STATUS_LABELS, routeJobOf, type Job } from "#app/features/jobs/public.ts";
import { getCandidateProfile, situationOf } from "#app/features/profile/public.server.ts";
import {
  residenceRoutes,
  routePersonFromSituation,
  situationAssumptions,
  TYPICAL_SITUATIONS,
  typicalSituationFor,
} from "#app/features/visa/public.ts";
import { pageCacheHeaders } from "#app/lib/cache.server.ts";

/**
 * A job the public cannot see is 404, except to members of its company, who get a preview
 * (docs/product.md#posting-jobs). Signed out, nobody is a member: no session lookup for the public's 404s.
 */
async function preview(request: Request, id: string) {
  if (!request.headers.get("Cookie")) return null;
  const hidden = await getHiddenJob(id);
  if (!hidden) return null;
  const user = await getUser(request);
  if (!user || !(await isMemberOf(user.id, hidden.companyId))) return null;
  return hidden.job;
}

/** Counts a person's view of an open job's page; a failure is logged, never the page's. */
async function countView(request: Request, jobId: string) {
  if (isbot(request.headers.get("User-Agent"))) return;
  try {
    await recordJobView(jobId);
  } catch (error) {
    console.error("[job] counting a page view failed:", error);
  }
}

/**
 * "Your routes to this job": for a job seeker whose profile states a qualification, their own situation; for anyone
 * else one typical situation at a time, chosen by ?situation= (plain links), the closest to the job by default.
 */
async function routesToJob(request: Request, url: URL, job: Job) {
  const routeJob = routeJobOf(job);
  const user = await getUser(request);
  const viewer = user?.kind ?? "visitor";
  if (user?.kind === "job_seeker") {
    const situation = situationOf(await getCandidateProfile(user.id));
    const person = routePersonFromSituation(situation);
    if (person) {
      const routes = residenceRoutes(routeJob, person);
      return {
        own: true,
        viewer,
        routes,
        assumptions: situationAssumptions(situation),
        situations: [],
        occupationKnown: routeJob.occupationKnown,
      };
    }
  }
  const typical = typicalSituationFor(routeJob, url.searchParams.get("situation"));
  const situations = TYPICAL_SITUATIONS.map((s) => {
    const search = new URLSearchParams(url.search);
    search.set("situation", s.id);
    return { id: s.id, label: s.title, href: `?${search}#routes`, current: s.id === typical.id };
  });
  const routes = residenceRoutes(routeJob, typical.person);
  return { own: false, viewer, routes, assumptions: [], situations, occupationKnown: routeJob.occupationKnown };
}

export type RoutesToJobData = Awaited<ReturnType<typeof routesToJob>>;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const job = await getJob(params.id);
  if (!job) {
    const draft = await preview(request, params.id);
    if (!draft) throw data(null, { status: 404 });
    return data(
      {
        job: draft,
        facts: jobFactSummaryTexts(draft),
        similar: [],
        applied: false,
        preview: true,
        // In the page's words here, so that the public job page's script carries no status labels.
        previewStatus: JOB_STATUS_LABELS[draft.status](),
        backTo: "/jobs",
        routes: null,
      },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  // A Closed or Expired job keeps its page, without the apply area (docs/product.md#job-life-cycle).
  const open = isOpen(job);
  const [similar, applied, routes] = await Promise.all([
    similarJobs(job),
    open ? applicationState(request, job.id) : false,
    open ? routesToJob(request, url, job) : null,
    open && request.method === "GET" ? countView(request, job.id) : undefined,
  ]);
  // Back to jobs returns to the search in ?from= (a /jobs path only); the canonical URL stays /job/{id}.
  const backTo = searchReturnPath(new URL(request.url).searchParams.get(FROM_PARAM));
  return data(
    { job, facts: jobFactSummaryTexts(job), similar, applied, preview: false, previewStatus: null, backTo, routes },
    { headers: pageCacheHeaders(request) },
  );
}
