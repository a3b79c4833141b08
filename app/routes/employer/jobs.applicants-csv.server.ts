import type { Route } from "./+types/jobs.applicants-csv";
import { applicantsCsv, applicantsFilename, csvSeparatorFor } from "#app/features/applications/public.ts";
import { applicantExport, downloadHeaders, inPageLanguage } from "./jobs.applicants-export.server.ts";

/**
 * GET /employer/jobs/{id}/applicants.csv: the same applications as the page (same filter), as a spreadsheet file,
 * separated by the reader's locale (`?sep=semicolon|comma`, else Accept-Language; decision 205), its header row in the
 * linking page's language (`?lang=de`).
 */
export function loader({ request, url, params }: Pick<Route.LoaderArgs, "request" | "url" | "params">): Promise<Response> {
  return inPageLanguage(url, () => csv(request, url, params.id));
}

async function csv(request: Request, url: URL, id: string | undefined): Promise<Response> {
  const found = await applicantExport(request, url, id);
  if (found instanceof Response) return found;
  const separator = csvSeparatorFor(request.headers.get("Accept-Language"), url.searchParams.get("sep"));
  return new Response(applicantsCsv(found.rows, separator), {
    headers: {
      ...downloadHeaders("text/csv; charset=utf-8", applicantsFilename(found.job.id, found.filter, new Date(), "csv")),
      Vary: "Accept-Language",
    },
  });
}
