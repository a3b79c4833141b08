import type { Route } from "./+types/jobs.applicants-xlsx";
import { applicantsFilename } from "#app/features/applications/public.ts";
import { applicantsXlsx, XLSX_CONTENT_TYPE } from "#app/features/applications/public.server.ts";
import { applicantExport, downloadHeaders } from "./jobs.applicants-export.server.ts";

/** GET /employer/jobs/{id}/applicants.xlsx: the CSV's applications, columns and guard, as an Excel workbook. */
export async function loader({ request, url, params }: Pick<Route.LoaderArgs, "request" | "url" | "params">): Promise<Response> {
  const found = await applicantExport(request, url, params.id);
  if (found instanceof Response) return found;
  const body = await applicantsXlsx(found.rows);
  return new Response(body, {
    headers: downloadHeaders(XLSX_CONTENT_TYPE, applicantsFilename(found.job.id, found.filter, new Date(), "xlsx")),
  });
}
