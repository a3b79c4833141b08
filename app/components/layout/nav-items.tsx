import { Bookmark, MessageCircle } from "lucide-react";
import { Form } from "react-router";
import { Link, NavLink } from "#app/components/ui/link.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { headerLinks } from "./nav-links.ts";
import { m } from "#app/lib/i18n/i18n.ts";

// The header's items, shared by the bar (header.tsx) and the side sheet (mobile-menu.tsx).

export function AuthButton({ signedIn, className }: { signedIn: boolean; className?: string }) {
  if (signedIn) {
    return (
      <Form method="post" action="/logout" className={className}>
        <Button type="submit" variant="outline" className="w-full">
          {m.shared_nav_logout()}
        </Button>
      </Form>
    );
  }
  return (
    <Link to="/auth" className={cn(buttonVariants({ variant: "primary" }), className)}>
      {m.shared_nav_login()}
    </Link>
  );
}

/** The signed-in account as the header needs it: which links it gets. */
export interface NavAccount {
  kind: "job_seeker" | "employer";
  isAdmin: boolean;
  /** Conversations with an unread message: the candidate's, or the employer's company's. */
  unread: number;
  /** Interviews to look at: proposed and waiting for an answer, or booked and upcoming. */
  interviews: number;
}

/** " (2 unread)" after a link's name, or nothing. */
const unreadSuffix = (n: number) => (n > 0 ? m.shared_nav_unread_suffix({ count: n }) : "");

/**
 * The site's links: the header bar's, and the first part of the side sheet's. The "For Employers" pitch is for
 * visitors (signed-in accounts find it in the footer).
 */
export function SiteLinks({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      {headerLinks
        .filter((l) => !(signedIn && l.to === "/employers"))
        .map((l) => (
          <NavLink key={l.to} to={l.to} end={l.to === "/"} className={navClass}>
            {l.label()}
          </NavLink>
        ))}
    </>
  );
}

/**
 * The side sheet's links: the site's, then the account's for a signed-in user (in the bar, those are in the
 * account menu: account-menu.tsx).
 */
export function NavItems({ account }: { account: NavAccount | null }) {
  return (
    <>
      <SiteLinks signedIn={account !== null} />
      {account && <AccountLinks account={account} />}
    </>
  );
}

/** The account's pages: an employer gets their dashboard instead of the job seeker's applications and profile. */
export function AccountLinks({ account }: { account: NavAccount }) {
  return (
    <>
      {account.kind === "employer" ? (
        <NavLink to="/employer" className={navClass}>
          {m.shared_nav_employer_dashboard()}
          {unreadSuffix(account.unread)}
          <InterviewCount count={account.interviews} />
        </NavLink>
      ) : (
        <>
          <NavLink to="/applications" className={navClass}>
            {m.shared_nav_my_applications()}
            {unreadSuffix(account.unread)}
            <InterviewCount count={account.interviews} />
          </NavLink>
          <NavLink to="/profile" className={navClass}>
            {m.shared_nav_my_profile()}
          </NavLink>
        </>
      )}
      <NavLink to="/account" className={navClass}>
        {m.shared_nav_my_account()}
      </NavLink>
      {account.isAdmin && (
        <NavLink to="/admin" className={navClass}>
          {m.shared_nav_admin()}
        </NavLink>
      )}
    </>
  );
}

/** The interviews to look at (issue 29), beside the page that lists them; nothing when there are none. */
export function InterviewCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white">
      {count}
      <span className="sr-only"> {count === 1 ? m.shared_nav_interview_one() : m.shared_nav_interviews({ count })}</span>
    </span>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-2.5 xl:px-3",
    isActive ? "text-brand-700 bg-brand-50" : "text-slate-700 hover:text-brand-700 hover:bg-slate-100",
  );

const unreadConversations = (n: number) =>
  n === 1 ? m.shared_nav_unread_conversation_one() : m.shared_nav_unread_conversations({ count: n });

/**
 * The bar's count of unread conversations, only while there are some: to /applications for a candidate, to the
 * dashboard (which lists them) for an employer. Below 640 px the bar has no room for it (decision 156): the menu
 * button carries the number instead (MenuBadge), and the menu's links say it.
 */
export function MessagesLink({ account, className }: { account: NavAccount; className?: string }) {
  if (account.unread <= 0) return null;
  const label = unreadConversations(account.unread);
  return (
    <NavLink
      to={account.kind === "employer" ? "/employer" : "/applications"}
      end
      aria-label={label}
      className={(state) => cn(navClass(state), "inline-flex min-h-11 items-center gap-1.5", className)}
    >
      <MessageCircle className="size-4" aria-hidden="true" />
      <span aria-hidden="true" className="rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white tabular-nums">
        {account.unread}
      </span>
    </NavLink>
  );
}

/** The number of unread conversations on the phone's menu button (from 640 px the bar's MessagesLink shows it). */
export function MenuBadge({ account }: { account: NavAccount | null }) {
  if (!account || account.unread <= 0) return null;
  return (
    <span className="pointer-events-none absolute -top-0.5 -right-0.5 rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-semibold text-white tabular-nums sm:hidden">
      {/* The button's name then reads "Open menu 2 unread": the visible number is part of it. */}
      <span className="sr-only"> </span>
      {account.unread}
      <span className="sr-only">{m.shared_nav_unread()}</span>
    </span>
  );
}

/** "Saved (N)": the saved jobs of this device or of the account (/saved). */
export function SavedLink({ count, compact = false, className }: { count: number; compact?: boolean; className?: string }) {
  const label = m.shared_nav_saved({ count });
  return (
    <NavLink to="/saved" className={(state) => cn(navClass(state), "inline-flex min-h-11 items-center gap-1.5", className)}>
      <Bookmark className="size-4" aria-hidden="true" />
      {compact ? (
        // On a phone's bar only the number shows; the link's name stays "Saved (N)".
        <>
          <span className="sr-only">{label}</span>
          <span aria-hidden="true" className="sm:hidden">
            {count}
          </span>
          <span aria-hidden="true" className="max-sm:hidden">
            {label}
          </span>
        </>
      ) : (
        label
      )}
    </NavLink>
  );
}
