import { useEffect } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { Notice } from "#app/features/auth/public.ts";
import {
  ARRIVAL_CHECKLIST,
  AuthorityList,
  ChecklistItemForm,
  progressOf,
  StepCard,
  TRACKER_STEPS,
  type TrackerActionData,
  type TrackerPageData,
} from "#app/features/tracker/public.ts";

const REGULATED_WORDS = {
  yes: "Your profile says your profession is regulated: every step applies to you.",
  no: "Your profile says your profession is not regulated: the steps for regulated professions are passed over.",
  unsure: "Your profile says you are not sure whether your profession is regulated: the Recognition Finder tells you.",
} as const;

/** /account/tracker: the next step, the authorities, the steps with their forms, and the arrival checklist. */
export function TrackerPage({ data, actionData }: { data: TrackerPageData; actionData?: TrackerActionData }) {
  useEffect(() => {
    if (actionData?.errors.form && !actionData.stepId)
      showToast({ title: "Not saved", description: actionData.errors.form, variant: "error" });
  }, [actionData]);

  if (data.kind === "employer") {
    return (
      <div className="container-page py-10">
        <div className="card max-w-2xl space-y-3 p-6">
          <h2 className="text-xl font-semibold">The tracker is for job seekers</h2>
          <p className="text-slate-700">
            You are signed in with an employer account. Your company&apos;s details are in the employer area.
          </p>
          <Link to="/employer" className={buttonVariants()}>
            Go to the employer area
          </Link>
        </div>
      </div>
    );
  }
  const { progress, regulated, next, count, signedIn } = data;
  const errorsFor = (id: string) => (actionData && actionData.stepId === id ? actionData.errors : undefined);
  return (
    <div className="container-page space-y-8 py-8 sm:py-10">
      {!signedIn && (
        <Notice tone="info">
          <p>
            Your ticks and dates are kept on this device.{" "}
            <Link to="/auth?redirectTo=%2Faccount%2Ftracker" className="font-medium text-brand-700 underline underline-offset-2">
              Sign in or register
            </Link>{" "}
            to keep them in your account, add notes, and see them on any phone.
          </p>
        </Notice>
      )}
      {actionData?.errors.form && !actionData.stepId && (
        <p role="alert" className="text-sm text-red-700">
          {actionData.errors.form}
        </p>
      )}
      <section aria-labelledby="next-heading" className="card space-y-2 p-5 sm:p-6">
        <h2 id="next-heading" className="text-xl font-semibold">
          What is next
        </h2>
        {next ? (
          <p className="text-slate-700">
            {next.stage ? `Arrival checklist, ${next.stage}: ` : ""}
            <a href={`#step-${next.id}`} className="font-medium text-brand-700 underline underline-offset-2">
              {next.title}
            </a>
          </p>
        ) : (
          <p className="text-slate-700">Every step is done. Welcome to Germany!</p>
        )}
        <p className="text-sm text-slate-600">
          {count.settled} of {count.total} steps done or not needed.
        </p>
        {signedIn && (
          <p className="text-sm text-slate-600">
            {regulated
              ? REGULATED_WORDS[regulated]
              : "Tell us in your profile whether your profession is regulated, and we pass over the steps you do not need."}{" "}
            <Link to="/profile#profile-your-situation" className="font-medium text-brand-700 underline underline-offset-2">
              Your situation in your profile
            </Link>
          </p>
        )}
      </section>

      <section aria-labelledby="authority-heading" className="card space-y-4 p-5 sm:p-6">
        <div>
          <h2 id="authority-heading" className="text-xl font-semibold">
            Who decides your recognition
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            It depends on your profession and on the German state where you will work. The federal Recognition Finder names the
            office for your case.
          </p>
        </div>
        <AuthorityList />
      </section>

      <section aria-labelledby="steps-heading" className="space-y-4">
        <h2 id="steps-heading" className="text-2xl font-semibold">
          From documents to visa
        </h2>
        <ol className="space-y-4">
          {TRACKER_STEPS.map((step, i) => (
            <StepCard
              key={step.id}
              step={step}
              number={i + 1}
              progress={progressOf(progress, step.id)}
              notNeeded={step.regulatedOnly && regulated === "no"}
              isNext={next?.id === step.id}
              signedIn={signedIn}
              errors={errorsFor(step.id)}
            />
          ))}
        </ol>
      </section>

      <section aria-labelledby="arrival-heading" className="space-y-4">
        <div>
          <h2 id="arrival-heading" className="text-2xl font-semibold">
            Arrival checklist
          </h2>
          <p className="mt-1 text-slate-600">
            The checklists of our{" "}
            <Link to="/relocation" className="font-medium text-brand-700 underline underline-offset-2">
              Relocation Guide
            </Link>
            , from the weeks before your flight to your third month.
          </p>
        </div>
        {ARRIVAL_CHECKLIST.map((stage) => (
          <div key={stage.title} className="card p-5 sm:p-6">
            <h3 className="text-lg font-semibold">{stage.title}</h3>
            {stage.items.map((item) => {
              // A checklist item's form has no fields to put a message under: it shows above the list.
              const message = errorsFor(item.id) && Object.values(errorsFor(item.id) ?? {})[0];
              return message ? (
                <p key={item.id} role="alert" className="mt-2 text-sm text-red-700">
                  {message}
                </p>
              ) : null;
            })}
            <ul className="mt-2 divide-y divide-slate-100">
              {stage.items.map((item) => (
                <ChecklistItemForm key={item.id} item={item} done={progressOf(progress, item.id).status === "done"} />
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}
