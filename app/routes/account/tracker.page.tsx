import { useEffect } from "react";
import { Link } from "#app/components/ui/link.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { Notice } from "#app/features/auth/public.ts";
import { m } from "#app/lib/i18n/i18n.ts";
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
  yes: m.account_tracker_regulated_yes,
  no: m.account_tracker_regulated_no,
  unsure: m.account_tracker_regulated_unsure,
} as const;

/** /account/tracker: the next step, the authorities, the steps with their forms, and the arrival checklist. */
export function TrackerPage({ data, actionData }: { data: TrackerPageData; actionData?: TrackerActionData }) {
  useEffect(() => {
    if (actionData?.errors.form && !actionData.stepId)
      showToast({ title: m.account_tracker_not_saved(), description: actionData.errors.form, variant: "error" });
  }, [actionData]);

  if (data.kind === "employer") {
    return (
      <div className="container-page py-10">
        <div className="card max-w-2xl space-y-3 p-6">
          <h2 className="text-xl font-semibold">{m.account_tracker_employer_heading()}</h2>
          <p className="text-slate-700">{m.account_tracker_employer_text()}</p>
          <Link to="/employer" className={buttonVariants()}>
            {m.account_profile_employer_link()}
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
            {m.account_tracker_device_before()}{" "}
            <Link to="/auth?redirectTo=%2Faccount%2Ftracker" className="font-medium text-brand-700 underline underline-offset-2">
              {m.account_tracker_device_link()}
            </Link>{" "}
            {m.account_tracker_device_after()}
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
          {m.account_tracker_next_heading()}
        </h2>
        {next ? (
          <p className="text-slate-700">
            {/* A checklist item and its stage are the Relocation Guide's words, in English. */}
            {next.stage ? (
              <>
                {m.account_tracker_arrival_heading()}, <span lang="en">{next.stage}</span>:{" "}
              </>
            ) : null}
            <a
              href={`#step-${next.id}`}
              lang={next.stage ? "en" : undefined}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {next.title}
            </a>
          </p>
        ) : (
          <p className="text-slate-700">{m.account_tracker_all_done()}</p>
        )}
        <p className="text-sm text-slate-600">
          {m.account_tracker_count({ settled: String(count.settled), total: String(count.total) })}
        </p>
        {signedIn && (
          <p className="text-sm text-slate-600">
            {regulated ? REGULATED_WORDS[regulated]() : m.account_tracker_regulated_unknown()}{" "}
            <Link to="/profile#profile-your-situation" className="font-medium text-brand-700 underline underline-offset-2">
              {m.account_tracker_situation_link()}
            </Link>
          </p>
        )}
      </section>

      <section aria-labelledby="authority-heading" className="card space-y-4 p-5 sm:p-6">
        <div>
          <h2 id="authority-heading" className="text-xl font-semibold">
            {m.account_tracker_authority_heading()}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{m.account_tracker_authority_intro()}</p>
        </div>
        <AuthorityList />
      </section>

      <section aria-labelledby="steps-heading" className="space-y-4">
        <h2 id="steps-heading" className="text-2xl font-semibold">
          {m.account_tracker_steps_heading()}
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
            {m.account_tracker_arrival_heading()}
          </h2>
          <p className="mt-1 text-slate-600">
            {m.account_tracker_arrival_before()}{" "}
            <Link to="/relocation" className="font-medium text-brand-700 underline underline-offset-2">
              {m.account_tracker_arrival_link()}
            </Link>
            {m.account_tracker_arrival_after()}
          </p>
        </div>
        {ARRIVAL_CHECKLIST.map((stage) => (
          <div key={stage.title} className="card p-5 sm:p-6">
            <h3 lang="en" className="text-lg font-semibold">
              {stage.title}
            </h3>
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
