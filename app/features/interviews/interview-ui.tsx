import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/input.tsx";
import { m } from "#app/lib/i18n/i18n.ts";
import { NOTE_MAX, TIME_ZONE_CHOICES, zoneLabel } from "./rules.ts";

/**
 * The small pieces both interview pages use: the time zone chooser and a reason form. Plain forms that post to the
 * page's own action (intent), so they work without scripts; the server answers with the page and its messages.
 */

const selectClass =
  "block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 sm:w-72";

export const textareaClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600";

export function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/** "Show times in [zone] Save": saved on the account. */
export function ZoneForm({ zone, error }: { zone: string; error?: string }) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3" aria-label={m.pipeline_iv_time_zone()}>
      <input type="hidden" name="intent" value="zone" />
      <div className="w-full space-y-1.5 sm:w-auto">
        <Label htmlFor="zone">{m.pipeline_iv_show_times_in()}</Label>
        <select
          id="zone"
          name="zone"
          defaultValue={zone}
          className={selectClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "zone-error" : undefined}
        >
          {TIME_ZONE_CHOICES.map((z) => (
            <option key={z} value={z}>
              {zoneLabel(z)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline" className="w-full sm:w-auto">
        {m.pipeline_iv_save_zone()}
      </Button>
      <ErrorText id="zone-error" error={error} />
    </Form>
  );
}

/** A form with one required text (a reason or a note) and its button: cancel, ask for other times. */
export function ReasonForm({
  intent,
  label,
  hint,
  button,
  danger = false,
  error,
  value,
}: {
  intent: string;
  label: string;
  hint?: string;
  button: string;
  danger?: boolean;
  error?: string;
  value?: string;
}) {
  const id = `${intent}-reason`;
  return (
    <Form method="post" className="space-y-3" aria-label={button}>
      <input type="hidden" name="intent" value={intent} />
      <div className="space-y-1.5">
        <Label htmlFor={id}>{label}</Label>
        <textarea
          id={id}
          name="reason"
          rows={3}
          required
          maxLength={NOTE_MAX}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
          className={textareaClass}
        />
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
      <ErrorText id={`${id}-error`} error={error} />
      <Button type="submit" variant={danger ? "danger" : "outline"} className="w-full sm:w-auto">
        {button}
      </Button>
    </Form>
  );
}

/** A block of the page with a heading. */
export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-sm text-slate-800">{children}</div>
    </section>
  );
}

/** Where the interview happens: the video link (a link) or the address. */
export function Place({ videoUrl, address }: { videoUrl: string | null; address: string | null }) {
  if (videoUrl)
    return (
      <p className="[overflow-wrap:anywhere]">
        {m.pipeline_iv_video_link()}{" "}
        <a href={videoUrl} className="text-brand-700 underline" rel="noopener noreferrer nofollow" target="_blank">
          {videoUrl}
        </a>
      </p>
    );
  return address ? (
    <p className="[overflow-wrap:anywhere]">
      {m.pipeline_iv_address()} {address}
    </p>
  ) : null;
}
