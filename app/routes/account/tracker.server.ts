import { data } from "react-router";
import type { Route } from "./+types/tracker";
import { getUser } from "#app/features/auth/public.server.ts";
import { getCandidateProfile } from "#app/features/profile/public.server.ts";
import { nextStep, progressCount, type TrackerActionData, type TrackerPageData } from "#app/features/tracker/public.ts";
import {
  accountProgress,
  deviceProgressFrom,
  moveDeviceProgress,
  parseTrackerForm,
  saveAccountStep,
  saveDeviceStep,
} from "#app/features/tracker/public.server.ts";
import { redirectWithToast } from "#app/lib/flash.server.ts";
import { readForm } from "#app/lib/request.server.ts";
import { REGULATED_ANSWERS } from "#vocabulary/situation.ts";

const EMPLOYER_REFUSAL = "The tracker is for job seekers. Your company's details are in the employer area.";

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

/** Saves one step: to the account when signed in, else to this device's cookie. Bad input: 400 with messages. */
export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  if (user?.kind === "employer") {
    return data<TrackerActionData>({ stepId: "", errors: { form: EMPLOYER_REFUSAL } }, { status: 403 });
  }
  const parsed = parseTrackerForm(await readForm(request));
  if (!parsed.ok) return data<TrackerActionData>({ stepId: parsed.stepId, errors: parsed.errors }, { status: 400 });
  const input = parsed.value;
  const target = `/account/tracker#step-${input.stepId}`;
  const toast = { title: "Step saved", description: user ? "Your tracker is saved in your account." : "Saved on this device." };
  if (user) {
    await saveAccountStep(user.id, input);
    return redirectWithToast(target, toast);
  }
  const { setCookie } = saveDeviceStep(request, input);
  return redirectWithToast(target, toast, { headers: { "Set-Cookie": setCookie } });
}
