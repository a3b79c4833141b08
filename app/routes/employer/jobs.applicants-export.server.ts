import { applicationStatusLabel, type ApplicantCsvRow, type ApplicationStatus } from "#app/features/applications/public.ts";
import { applicantsOf, type CompanyJob } from "#app/features/applications/public.server.ts";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import { BASE_LOCALE, isLocale } from "#app/lib/i18n/locale.ts";
import { employerJob, statusFilterFrom } from "./jobs.applicants.server.ts";

/** What both applicant downloads (.csv and .xlsx) share: the guard of the page, its filter, the rows. */

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

export interface ApplicantExport {
  job: CompanyJob;
  filter: ApplicationStatus | null;
  rows: ApplicantCsvRow[];
}

/** The job's applications with the page's `?status=` filter, or the refusal to send instead. */
export async function applicantExport(
  request: Request,
  url: URL,
  idParam: string | undefined,
): Promise<ApplicantExport | Response> {
  let job: CompanyJob;
  try {
    [, job] = await employerJob(request, url, idParam);
  } catch (error) {
    return refusalResponse(error);
  }
  const filter = statusFilterFrom(url);
  const rows = (await applicantsOf(job.id, filter)).map((r) => ({
    name: r.name,
    email: r.email,
    phone: r.phone,
    status: applicationStatusLabel(r.status),
    appliedAt: r.appliedAt,
    statusChangedAt: r.statusChangedAt,
    note: r.note,
    coverNote: r.coverNote,
    cvAttached: r.cvFileName !== null,
  }));
  return { job, filter, rows };
}

/**
 * Runs a download in the language of the page it was linked from: the files have no /de address, so the German
 * applicants page adds `?lang=de` (the header row, the statuses and "Yes"/"No" follow it); anything else is English.
 */
export function inPageLanguage<T>(url: URL, fn: () => T): T {
  const lang = url.searchParams.get("lang");
  return withLocale(isLocale(lang) ? lang : BASE_LOCALE, fn);
}

/** The headers of a private download. */
export function downloadHeaders(contentType: string, filename: string): Record<string, string> {
  return {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
}
