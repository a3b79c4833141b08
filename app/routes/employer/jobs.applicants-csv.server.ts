import type { Route } from "./+types/jobs.applicants-csv";
import { applicantsCsv, applicantsCsvFilename, applicationStatusLabel } from "#app/features/applications/public.ts";
import { applicantsOf, type CompanyJob } from "#app/features/applications/public.server.ts";
import { employerJob, statusFilterFrom } from "./jobs.applicants.server.ts";

/** A guard's thrown refusal (redirect to sign-in, 403, 404) as the download's answer. */
function refusalResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  if (typeof error === "object" && error !== null && "init" in error) {
    const init = (error as { init?: { status?: number } | null }).init;
    const status = init?.status ?? 500;
    if (status === 403 || status === 404) {
      return new Response(status === 403 ? "Forbidden" : "Not Found", {
        status,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
      });
    }
  }
  throw error;
}

/** GET /employer/jobs/{id}/applicants.csv: the same applications as the page (same filter), as a spreadsheet file. */
export async function loader({ request, url, params }: Pick<Route.LoaderArgs, "request" | "url" | "params">): Promise<Response> {
  let job: CompanyJob;
  try {
    [, job] = await employerJob(request, url, params.id);
  } catch (error) {
    return refusalResponse(error);
  }
  const filter = statusFilterFrom(url);
  const rows = await applicantsOf(job.id, filter);
  const body = applicantsCsv(
    rows.map((r) => ({
      name: r.name,
      email: r.email,
      phone: r.phone,
      status: applicationStatusLabel(r.status),
      appliedAt: r.appliedAt,
      statusChangedAt: r.statusChangedAt,
      note: r.note,
      coverNote: r.coverNote,
      cvAttached: r.cvFileName !== null,
    })),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${applicantsCsvFilename(job.id, filter, new Date())}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
