import type { Route } from "./+types/jobs.applicants-csv";
import { applicantsCsv, applicantsFilename, csvSeparatorFor } from "#app/features/applications/public.ts";
import { applicantExport, downloadHeaders } from "./jobs.applicants-export.server.ts";

/**
 * GET /employer/jobs/{id}/applicants.csv: the same applications as the page (same filter), as a spreadsheet file,
 * separated by the reader's locale (`?sep=semicolon|comma`, else Accept-Language; decision 205).
 */
export async function loader({ request, url, params }: Pick<Route.LoaderArgs, "request" | "url" | "params">): Promise<Response> {
  const found = await applicantExport(request, url, params.id);
  if (found instanceof Response) return found;
  const separator = csvSeparatorFor(request.headers.get("Accept-Language"), url.searchParams.get("sep"));
  return new Response(applicantsCsv(found.rows, separator), {
    headers: {
      ...downloadHeaders("text/csv; charset=utf-8", applicantsFilename(found.job.id, found.filter, new Date(), "csv")),
      Vary: "Accept-Language",
    },
  });
}
