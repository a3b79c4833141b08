import { Link } from "#app/components/ui/link.tsx";
import { m } from "#app/lib/i18n/i18n.ts";

/** The product mark: a small inline SVG (no request) and the name. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 font-bold text-brand-700 ${className}`}
      aria-label={m.shared_logo_home()}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1e40af" />
        <path d="M7 21c3-6 6-9 9-9s6 3 9 9" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="16" cy="10" r="3" fill="#fbbf24" />
      </svg>
      {/* Smaller below 360 px, where the bar would otherwise overflow by a few pixels. */}
      <span className="text-base tracking-tight min-[360px]:text-lg">
        PearlBridge <span className="text-slate-900">Jobs</span>
      </span>
    </Link>
  );
}
