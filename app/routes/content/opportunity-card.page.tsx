import { CheckCircle2, CircleAlert, Lightbulb } from "lucide-react";
import { Form } from "react-router";
import { fact } from "#content/visa-facts.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FactsNote } from "#app/components/content/facts-note.tsx";
import { POINTS, type OpportunityAnswers, type OpportunityResult } from "#app/features/visa/public.ts";
import { currentLocale, formatNumber, m } from "#app/lib/i18n/i18n.ts";

/** The facts the self-check states (their year, check date and sources are shown under the form). */
const FACTS = ["opportunityCardPointsNeeded", "opportunityCardFundsPerMonth", "opportunityCardMaxMonths"] as const;

interface Choice {
  value: string;
  label: string;
}

/** A question as a group of large radio buttons (a whole row is the tap target). */
function Question({
  name,
  legend,
  hint,
  choices,
  value,
}: {
  name: string;
  legend: string;
  hint?: string;
  choices: readonly Choice[];
  value: string;
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset className="card p-4 sm:p-5" aria-describedby={hintId}>
      <legend className="float-left w-full text-base font-semibold text-slate-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="clear-both pt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="clear-both mt-3 grid gap-2 sm:grid-cols-2">
        {choices.map((c) => (
          <label
            key={c.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={c.value}
              defaultChecked={value === c.value}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Read when rendering, in the page's language. */
const yesNo = (): Choice[] => [
  { value: "yes", label: m.jobs_yes() },
  { value: "no", label: m.jobs_no() },
];

function yn(v: boolean): string {
  return v ? "yes" : "no";
}

function ResultPanel({ result }: { result: OpportunityResult }) {
  const good = result.outcome === "direct" || result.outcome === "eligible";
  const title = {
    direct: m.content_opportunity_result_direct,
    eligible: () =>
      m.content_opportunity_result_eligible({ points: formatNumber(result.points), needed: formatNumber(result.needed) }),
    short: () =>
      m.content_opportunity_result_short({ points: formatNumber(result.points), needed: formatNumber(result.needed) }),
    "requirements-missing": m.content_opportunity_result_missing,
  }[result.outcome]();
  return (
    <section
      id="result"
      aria-labelledby="result-heading"
      tabIndex={-1}
      className={`rounded-xl border-2 p-4 sm:p-6 ${good ? "border-green-600 bg-green-50" : "border-amber-500 bg-amber-50"}`}
    >
      <h2 id="result-heading" className="flex items-start gap-2 text-xl font-bold text-slate-900">
        {good ? (
          <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-green-700" aria-hidden="true" />
        ) : (
          <CircleAlert className="mt-0.5 size-6 shrink-0 text-amber-700" aria-hidden="true" />
        )}
        <span>{title}</span>
      </h2>
      {result.outcome === "direct" && (
        <p className="mt-2 text-slate-700">{m.content_opportunity_direct_text()}</p>
      )}
      {result.missing.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
          {result.missing.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {result.outcome !== "direct" && (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">
            {m.content_opportunity_your_points({ points: formatNumber(result.points) })}
          </h3>
          {result.lines.length > 0 ? (
            <ul className="mt-2 divide-y divide-slate-200 rounded-lg bg-white">
              {result.lines.map((l) => (
                <li key={l.label} className="flex justify-between gap-3 px-3 py-2 text-slate-800">
                  <span>
                    {l.label}
                    <a href={l.url} rel="noopener noreferrer" className="block text-sm text-slate-600 underline hover:text-brand-800">
                      {l.law}
                    </a>
                  </span>
                  <span className="font-semibold whitespace-nowrap">+{l.points}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-slate-700">{m.content_opportunity_no_points()}</p>
          )}
          {result.notes.map((n) => (
            <p key={n} className="mt-2 text-slate-700">
              {n}
            </p>
          ))}
          <p className="mt-2 font-semibold text-slate-900">{result.summary}</p>
        </>
      )}
      {result.advice.length > 0 && (
        <>
          <h3 className="mt-4 flex items-center gap-2 font-semibold text-slate-900">
            <Lightbulb className="size-4 text-brand-700" aria-hidden="true" />
            {m.content_opportunity_raise()}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {result.advice.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-4 text-sm text-slate-600">
        {m.content_opportunity_self_check()}
      </p>
    </section>
  );
}

/** The points questions of the Chancenkarte as a plain GET form; the result comes from the address. */
export function OpportunityCardCheck({ answers, result }: { answers: OpportunityAnswers; result: OpportunityResult | null }) {
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      {result && <ResultPanel result={result} />}
      <Form method="get" action="/visa-info/opportunity-card#result" preventScrollReset={false} className="space-y-4">
        <Question
          name="qualification"
          legend={m.content_opportunity_q_qualification()}
          hint={m.content_opportunity_q_qualification_hint()}
          value={answers.qualification}
          choices={[
            { value: "full", label: m.content_opportunity_qualification_full() },
            { value: "partial", label: m.content_opportunity_qualification_partial() },
            { value: "home", label: m.content_opportunity_qualification_home() },
            { value: "none", label: m.content_opportunity_qualification_none() },
          ]}
        />
        <Question
          name="shortage"
          legend={m.content_opportunity_q_shortage()}
          hint={m.content_opportunity_q_shortage_hint()}
          value={yn(answers.shortageOccupation)}
          choices={yesNo()}
        />
        <Question
          name="experience"
          legend={m.content_opportunity_q_experience()}
          value={answers.experience}
          choices={[
            { value: "5in7", label: m.content_opportunity_experience_5in7() },
            { value: "2in5", label: m.content_opportunity_experience_2in5() },
            { value: "none", label: m.content_opportunity_experience_none() },
          ]}
        />
        <Question
          name="german"
          legend={m.content_opportunity_q_german()}
          hint={m.content_opportunity_q_german_hint({
            a2: formatNumber(POINTS.german.A2.points),
            b1: formatNumber(POINTS.german.B1.points),
            b2: formatNumber(POINTS.german.B2.points),
          })}
          value={answers.german}
          choices={[
            { value: "none", label: m.content_opportunity_german_none() },
            { value: "A1", label: "A1" },
            { value: "A2", label: "A2" },
            { value: "B1", label: "B1" },
            { value: "B2", label: m.content_opportunity_b2_or_higher() },
          ]}
        />
        <Question
          name="english"
          legend={m.content_opportunity_q_english()}
          value={answers.english}
          choices={[
            { value: "none", label: m.content_opportunity_english_none() },
            { value: "B2", label: "B2" },
            { value: "C1", label: m.content_opportunity_english_c1() },
          ]}
        />
        <Question
          name="age"
          legend={m.account_profile_age()}
          value={answers.age}
          choices={[
            { value: "under35", label: m.account_profile_age_under35() },
            { value: "35to39", label: m.account_profile_age_35to39() },
            { value: "40plus", label: m.content_opportunity_age_40plus() },
          ]}
        />
        <Question
          name="stay"
          legend={m.content_opportunity_q_stay()}
          hint={m.content_opportunity_q_stay_hint()}
          value={yn(answers.earlierStay)}
          choices={yesNo()}
        />
        <Question
          name="spouse"
          legend={m.content_opportunity_q_spouse()}
          value={yn(answers.spouseEligible)}
          choices={yesNo()}
        />
        <Question
          name="funds"
          legend={m.content_opportunity_q_funds({ amount: fact("opportunityCardFundsPerMonth", currentLocale()) })}
          hint={m.content_opportunity_q_funds_hint()}
          value={yn(answers.funds)}
          choices={yesNo()}
        />
        <p className="text-sm text-slate-600">{m.content_opportunity_not_stored()}</p>
        <Button type="submit" name="check" value="1" size="lg" className="w-full sm:w-auto">
          {m.content_opportunity_check()}
        </Button>
      </Form>
      <FactsNote facts={FACTS} />
    </div>
  );
}
