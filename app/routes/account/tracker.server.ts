import { data } from "react-router";
import type { Route } from "./+types/tracker";
import { getUser, type SessionUser } from "#app/features/auth/public.server.ts";
import { cleanCvFileName, getCandidateProfile, profileTexts } from "#app/features/profile/public.server.ts";
import {
  nextStep,
  progressCount,
  trackerMessages,
  type TrackerActionData,
  type TrackerPageData,
} from "#app/features/tracker/public.ts";
import {
  accountProgress,
  deviceProgressFrom,
  isDocumentIntent,
  moveDeviceProgress,
  parseDocumentForm,
  parseTrackerForm,
  removeStepDocument,
  replaceStepDocument,
  saveAccountStep,
  saveDeviceStep,
  trackerDocumentTexts,
} from "#app/features/tracker/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { m } from "#app/lib/i18n/i18n.ts";
import { readForm } from "#app/lib/request.server.ts";
import { services } from "#app/lib/services.server.ts";
import { checkCv, CV_MAX_BYTES, CV_MESSAGES } from "#app/lib/uploads/cv.server.ts";
import { readUploadForm } from "#app/lib/uploads/form.server.ts";
import { RESUMABLE_MESSAGES } from "#app/lib/uploads/resumable.ts";
import { chosenFile } from "#app/lib/uploads/resumable.server.ts";
import { REGULATED_ANSWERS } from "#vocabulary/situation.ts";

/**
 * /account/tracker: the recognition and visa tracker (decision 186). A job seeker's progress is the account's; a
 * visitor's is this device's (a cookie); an employer gets a notice instead. A signed-in person's device progress is
 * moved into the account here as well as in the root loader, so the first page after signing in shows it whole.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (user?.kind === "employer") return data<TrackerPageData>({ kind: "employer" });
  if (!user) {
    const progress = deviceProgressFrom(request.headers.get("Cookie"));
    return data<TrackerPageData>({
      kind: "person",
      signedIn: false,
      progress,
      regulated: null,
      next: nextStep(progress, null),
      count: progressCount(progress, null),
    });
  }
  const moved = await moveDeviceProgress(request, user.id);
  const [progress, profile] = await Promise.all([accountProgress(user.id), getCandidateProfile(user.id)]);
  const regulated = REGULATED_ANSWERS.find((a) => a === profile?.regulatedProfession) ?? null;
  return data<TrackerPageData>(
    {
      kind: "person",
      signedIn: true,
      progress,
      regulated,
      next: nextStep(progress, regulated),
      count: progressCount(progress, regulated),
    },
    { headers: moved ? { "Set-Cookie": moved } : undefined },
  );
}

/**
 * Saves one step: to the account when signed in, else to this device's cookie. Bad input: 400 with messages. A
 * multipart body, or a form naming a document intent, is a step's document form (signed-in job seekers only).
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  if (user?.kind === "employer") {
    return data<TrackerActionData>({ stepId: "", errors: { form: m.account_tracker_employer_refusal() } }, { status: 403 });
  }
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  // A visitor's file is never read: documents need an account (decision 200).
  if (multipart && !user) return signInForDocuments();
  if (multipart && user) return documentAction(user, request);
  const form = await readForm(request);
  if (isDocumentIntent(form.get("intent"))) return user ? documentAction(user, request, form) : signInForDocuments();
  const parsed = parseTrackerForm(form);
  if (!parsed.ok) return data<TrackerActionData>({ stepId: parsed.stepId, errors: parsed.errors }, { status: 400 });
  const input = parsed.value;
  const target = `/account/tracker#step-${input.stepId}`;
  const toast = {
    title: m.account_tracker_step_saved(),
    description: user ? m.account_tracker_step_saved_account() : m.account_tracker_step_saved_device(),
  };
  if (user) {
    await saveAccountStep(user.id, input);
    return redirectWithToast(target, toast);
  }
  const { setCookie } = saveDeviceStep(request, input);
  return redirectWithToast(target, toast, { headers: { "Set-Cookie": setCookie } });
}

function signInForDocuments() {
  return redirectWithToast(`/auth?redirectTo=${encodeURIComponent("/account/tracker")}`, {
    title: trackerDocumentTexts.signIn(),
    description: trackerDocumentTexts.signInText(),
  });
}

/**
 * A step's document form (decision 200): attach a file with the CV's checks (read with the 5 MB cap as it streams in,
 * the type from the bytes, the name cleaned), sent with the form or uploaded in resumable pieces beforehand; or
 * remove it. Refusals: the CV's messages under the step's document field, with 400 or 413.
 */
async function documentAction(user: SessionUser, request: Request, sent?: FormData) {
  let form = sent;
  if (!form) {
    const upload = await readUploadForm(request, { maxFileBytes: CV_MAX_BYTES, tooLargeMessage: CV_MESSAGES.tooLarge });
    if (!upload.ok) {
      const stepId = upload.fields ? parseDocumentForm(upload.fields) : null;
      return refuseDocument(stepId?.ok ? stepId.stepId : "", upload.message, upload.status);
    }
    form = upload.formData;
  }
  const parsed = parseDocumentForm(form);
  if (!parsed.ok) return data<TrackerActionData>({ stepId: "", errors: parsed.errors }, { status: 400 });
  const { stepId } = parsed;
  const target = `/account/tracker#step-${stepId}`;
  if (parsed.intent === "remove-document") {
    const removed = await removeStepDocument(user.id, stepId);
    return redirectWithToast(
      target,
      removed
        ? { title: trackerDocumentTexts.removed(), description: trackerDocumentTexts.removedText() }
        : { title: trackerDocumentTexts.none(), description: trackerDocumentTexts.noneText() },
    );
  }
  const picked = await chosenFile(services().resumableUploads, form, "document", user.id);
  if (picked.gone) return refuseDocument(stepId, RESUMABLE_MESSAGES.gone, 400);
  if (!picked.file) return refuseDocument(stepId, profileTexts.cvMissing(), 400);
  const bytes = new Uint8Array(await picked.file.arrayBuffer());
  const check = await checkCv(bytes);
  if (!check.ok) return refuseDocument(stepId, check.message, check.reason === "too-large" ? 413 : 400);
  const stored = await replaceStepDocument(user.id, stepId, {
    bytes,
    fileName: cleanCvFileName(picked.file.name, check.extension, m.account_tracker_doc_fallback_name()),
    contentType: check.contentType,
    extension: check.extension,
  });
  if (!stored) return refuseDocument(stepId, trackerMessages.documentFailed(), 503);
  if (picked.uploadId) await services().resumableUploads.discard(picked.uploadId);
  return redirectWithToast(target, { title: trackerDocumentTexts.attached(), description: trackerDocumentTexts.attachedText() });
}

function refuseDocument(stepId: string, message: string, status: number) {
  return data<TrackerActionData>({ stepId, errors: stepId ? { document: message } : { form: message } }, { status });
}
