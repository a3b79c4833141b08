import { Gauge } from "lucide-react";
import { useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { m } from "#app/lib/i18n/i18n.ts";

/**
 * The Data saver switch (docs/product.md#data-saver): a plain form, so that it works without JavaScript, and
 * a full page load afterwards (the mode changes whether the page carries scripts at all).
 */
export function DataSaverSwitch({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const on = useRootData()?.saveData === true;
  const location = useLocation();
  return (
    <form method="post" action="/data-saver" className={className}>
      <input type="hidden" name="mode" value={on ? "off" : "on"} />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-pressed={on}
        className={cn(
          "inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium",
          tone === "dark" ? "text-slate-300 hover:text-white" : "text-slate-700 hover:bg-slate-100 hover:text-brand-700",
        )}
      >
        <Gauge className="size-4" aria-hidden="true" />
        {on ? m.shared_data_saver_state_on() : m.shared_data_saver_state_off()}
      </button>
    </form>
  );
}

/** The thin banner at the top of every page while data saver is on: what it does and how to turn it off. */
export function DataSaverBanner() {
  const on = useRootData()?.saveData === true;
  const location = useLocation();
  if (!on) return null;
  return (
    <section aria-label={m.shared_data_saver()} className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <form method="post" action="/data-saver" className="container-page flex flex-wrap items-center gap-x-3 py-1 text-sm">
        <p>{m.shared_data_saver_banner()}</p>
        <input type="hidden" name="mode" value="off" />
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <button type="submit" className="min-h-11 font-medium underline underline-offset-4">
          {m.shared_data_saver_turn_off()}
          <span className="sr-only">{m.shared_data_saver_turn_off_sr()}</span>
        </button>
      </form>
    </section>
  );
}
