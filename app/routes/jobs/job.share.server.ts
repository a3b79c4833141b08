import { data } from "react-router";
import type { Route } from "./+types/job.share";
import { getJob } from "#app/features/jobs/public.server.ts";
import { isJobId } from "#app/lib/job-id.ts";

/** What /job/{id}/share shows: the job's name (the links are made from it and the job's address). */
export async function loader({ params }: Route.LoaderArgs) {
  const job = isJobId(params.id) ? await getJob(params.id) : null;
  if (!job) throw data(null, { status: 404 });
  return { job: { id: job.id, title: job.title, company: job.company } };
}
