import { CheckCircle2, CircleAlert, Lightbulb } from "lucide-react";
import { Form } from "react-router";
import { fact } from "#content/visa-facts.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FactsNote } from "#app/components/content/facts-note.tsx";
import { POINTS, type OpportunityAnswers, type OpportunityResult } from "#app/features/visa/public.ts";

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

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

function yn(v: boolean): string {
  return v ? "yes" : "no";
}

function ResultPanel({ result }: { result: OpportunityResult }) {
  const good = result.outcome === "direct" || result.outcome === "eligible";
  const title = {
    direct: "You can apply without points",
    eligible: `${result.points} points: enough, ${result.needed} are needed`,
    short: `${result.points} points: not enough, ${result.needed} are needed`,
    "requirements-missing": "A basic requirement is missing",
  }[result.outcome];
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
        <p className="mt-2 text-slate-700">
          With a qualification fully recognised in Germany you count as a skilled worker: the Opportunity Card needs no points,
          only the proof of funds. With a job offer, a work visa may suit you better.
        </p>
      )}
      {result.missing.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
          {result.missing.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      {result.outcome !== "direct" && (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">Your points ({result.points})</h3>
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
            <p className="mt-1 text-slate-700">None of your answers gives points yet.</p>
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
            What would raise your points
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {result.advice.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-4 text-sm text-slate-600">
        A self-check, not a decision: the German Embassy in Kampala and the immigration office decide on every application.
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
          legend="Your qualification"
          hint="Vocational training of at least two years or a university degree."
          value={answers.qualification}
          choices={[
            { value: "full", label: "Fully recognised in Germany" },
            { value: "partial", label: "Partly recognised in Germany" },
            { value: "home", label: "Recognised in Uganda only" },
            { value: "none", label: "No such qualification" },
          ]}
        />
        <Question
          name="shortage"
          legend="Is it in a shortage occupation?"
          hint="For example nursing, engineering, IT, the skilled trades or teaching."
          value={yn(answers.shortageOccupation)}
          choices={YES_NO}
        />
        <Question
          name="experience"
          legend="Work experience in your field"
          value={answers.experience}
          choices={[
            { value: "5in7", label: "At least 5 years in the last 7 years" },
            { value: "2in5", label: "At least 2 years in the last 5 years" },
            { value: "none", label: "Less than that" },
          ]}
        />
        <Question
          name="german"
          legend="Your German level"
          hint={`A1 meets the basic requirement but earns no points. A2 gives ${POINTS.german.A2.points}, B1 ${POINTS.german.B1.points}, B2 or higher ${POINTS.german.B2.points}.`}
          value={answers.german}
          choices={[
            { value: "none", label: "None yet" },
            { value: "A1", label: "A1" },
            { value: "A2", label: "A2" },
            { value: "B1", label: "B1" },
            { value: "B2", label: "B2 or higher" },
          ]}
        />
        <Question
          name="english"
          legend="Your English level"
          value={answers.english}
          choices={[
            { value: "none", label: "Below B2" },
            { value: "B2", label: "B2" },
            { value: "C1", label: "C1 or higher, or native" },
          ]}
        />
        <Question
          name="age"
          legend="Your age"
          value={answers.age}
          choices={[
            { value: "under35", label: "Under 35" },
            { value: "35to39", label: "35 to 39" },
            { value: "40plus", label: "40 or older" },
          ]}
        />
        <Question
          name="stay"
          legend="Have you lived in Germany for at least 6 months in the last 5 years?"
          hint="A legal stay, for example for study or work; tourist visits do not count."
          value={yn(answers.earlierStay)}
          choices={YES_NO}
        />
        <Question
          name="spouse"
          legend="Does your spouse or partner also meet the requirements and apply with you?"
          value={yn(answers.spouseEligible)}
          choices={YES_NO}
        />
        <Question
          name="funds"
          legend={`Can you prove at least ${fact("opportunityCardFundsPerMonth")} a month to live on?`}
          hint="Usually with a blocked account (Sperrkonto) or a part-time job contract in Germany."
          value={yn(answers.funds)}
          choices={YES_NO}
        />
        <p className="text-sm text-slate-600">Nothing you enter is stored: your answers stay in this page&apos;s address.</p>
        <Button type="submit" name="check" value="1" size="lg" className="w-full sm:w-auto">
          Check my points
        </Button>
      </Form>
      <FactsNote facts={FACTS} />
    </div>
  );
}
