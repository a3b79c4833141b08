import type { Route } from "./+types/jobs.applicants-xlsx";
import { applicantsFilename } from "#app/features/applications/public.ts";
import { applicantsXlsx, XLSX_CONTENT_TYPE } from "#app/features/applications/public.server.ts";
import { applicantExport, downloadHeaders, inPageLanguage } from "./jobs.applicants-export.server.ts";

/** GET /employer/jobs/{id}/applicants.xlsx: the CSV's applications, columns, guard and `?lang=`, as an Excel workbook. */
export function loader({ request, url, params }: Pick<Route.LoaderArgs, "request" | "url" | "params">): Promise<Response> {
  return inPageLanguage(url, () => xlsx(request, url, params.id));
}

async function xlsx(request: Request, url: URL, id: string | undefined): Promise<Response> {
  const found = await applicantExport(request, url, id);
  if (found instanceof Response) return found;
  const body = await applicantsXlsx(found.rows);
  return new Response(body, {
    headers: downloadHeaders(XLSX_CONTENT_TYPE, applicantsFilename(found.job.id, found.filter, new Date(), "xlsx")),
  });
}
