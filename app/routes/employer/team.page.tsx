import { getFormProps, getSelectProps } from "@conform-to/react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Label } from "#app/components/ui/input.tsx";
import { SubmitButton, usePendingIntent } from "#app/features/auth/public.ts";
import { formatDate } from "#app/lib/dates.ts";
import { useSchemaForm } from "#app/lib/forms.ts";
import { formatNumber, m } from "#app/lib/i18n/i18n.ts";
import type { CompanyRole } from "#app/features/auth/public.server.ts";
import { assignableRoles, inviteSchema, ROLE_DESCRIPTIONS, ROLE_LABELS } from "#app/features/employers/public.ts";
import type { TeamActionData, TeamInvitation, TeamMember } from "#app/features/employers/public.server.ts";

const selectClass =
  "h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600";

export function TeamPage({
  role,
  canManage,
  members,
  invitations,
  actionData,
}: {
  role: CompanyRole;
  canManage: boolean;
  members: TeamMember[];
  invitations: TeamInvitation[];
  actionData: TeamActionData | undefined;
}) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{m.employer_team_title()}</h1>
        <p className="mt-1 text-sm text-slate-600">{m.employer_team_intro()}</p>
      </div>
      {actionData?.error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {actionData.error}
        </p>
      )}

      <section aria-labelledby="members-title" className="card p-5">
        <h2 id="members-title" className="text-lg font-semibold text-slate-900">
          {m.employer_team_members({ count: formatNumber(members.length) })}
        </h2>
        <ul className="mt-3 divide-y divide-slate-200">
          {members.map((member) => (
            <li key={member.memberId} className="flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {member.name}
                  {member.isSelf && <span className="font-normal text-slate-600"> {m.employer_team_you()}</span>}
                </p>
                <p className="break-all text-sm text-slate-600">{member.email}</p>
                <p className="text-sm text-slate-600">
                  {m.employer_team_member_line({ role: ROLE_LABELS[member.role](), date: formatDate(member.joinedAt) })}
                </p>
              </div>
              {canManage && !member.isSelf && <MemberControls member={member} actorRole={role} />}
            </li>
          ))}
        </ul>
      </section>

      {canManage && (
        <>
          <InviteForm actionData={actionData} />
          <section aria-labelledby="invitations-title" className="card p-5">
            <h2 id="invitations-title" className="text-lg font-semibold text-slate-900">
              {m.employer_team_pending()}
            </h2>
            {invitations.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{m.employer_team_no_invitations()}</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-200">
                {invitations.map((i) => (
                  <li key={i.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <p className="break-all font-medium text-slate-900">{i.email}</p>
                      <p className="text-sm text-slate-600">
                        {m.employer_team_invitation_line({ role: ROLE_LABELS[i.role](), date: formatDate(i.expiresAt) })}
                      </p>
                    </div>
                    <Form method="post">
                      <input type="hidden" name="intent" value="cancel-invitation" />
                      <input type="hidden" name="invitationId" value={i.id} />
                      <Button type="submit" variant="outline" size="sm" className="min-h-11">
                        {m.employer_team_cancel_invitation()}
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      <section aria-labelledby="leave-title" className="card p-5">
        <h2 id="leave-title" className="text-lg font-semibold text-slate-900">
          {m.employer_team_leave()}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{m.employer_team_leave_text()}</p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="leave" />
          <Button type="submit" variant="danger-outline">
            {m.employer_team_leave()}
          </Button>
        </Form>
      </section>
    </div>
  );
}

function MemberControls({ member, actorRole }: { member: TeamMember; actorRole: CompanyRole }) {
  const roles = assignableRoles(actorRole);
  // An admin cannot change or remove an owner: nothing to offer.
  if (member.role === "owner" && actorRole !== "owner") return null;
  const selectId = `role-${member.memberId}`;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Form method="post" className="flex items-end gap-2">
        <input type="hidden" name="intent" value="change-role" />
        <input type="hidden" name="memberId" value={member.memberId} />
        <div className="flex flex-col gap-1">
          <Label htmlFor={selectId} className="sr-only">
            {m.employer_team_role_of({ name: member.name })}
          </Label>
          <select id={selectId} name="role" defaultValue={member.role} className={selectClass}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]()}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          {m.employer_team_change_role()}
        </Button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="remove-member" />
        <input type="hidden" name="memberId" value={member.memberId} />
        <Button type="submit" variant="danger-ghost" aria-label={m.employer_team_remove_name({ name: member.name })}>
          {m.employer_team_remove()}
        </Button>
      </Form>
    </div>
  );
}

function InviteForm({ actionData }: { actionData: TeamActionData | undefined }) {
  const pending = usePendingIntent() === "invite";
  const [form, fields] = useSchemaForm(inviteSchema, {
    id: "invite",
    lastResult: actionData?.result,
    defaultValue: { role: "recruiter" },
  });
  const roleError = fields.role.errors?.[0];
  return (
    <section aria-labelledby="invite-title" className="card p-5">
      <h2 id="invite-title" className="text-lg font-semibold text-slate-900">
        {m.employer_team_invite()}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.employer_team_invite_text()}</p>
      <Form method="post" className="mt-4" {...getFormProps(form)}>
        <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-[3fr_2fr_auto] sm:items-start">
          <input type="hidden" name="intent" value="invite" />
          <FormField
            meta={fields.email}
            type="email"
            label={m.employer_team_work_email()}
            autoComplete="off"
            inputMode="email"
            required
          />
          <div className="space-y-1.5">
            <Label htmlFor={fields.role.id}>{m.employer_team_role_label()}</Label>
            <select
              {...getSelectProps(fields.role, { ariaAttributes: false })}
              aria-invalid={roleError ? true : undefined}
              className={`${selectClass} w-full`}
            >
              {(["recruiter", "admin"] as const).map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]()}: {ROLE_DESCRIPTIONS[r]()}
                </option>
              ))}
            </select>
            {roleError && <p className="text-sm text-red-700">{roleError}</p>}
          </div>
          <SubmitButton
            pending={pending}
            label={m.employer_team_send()}
            pendingLabel={m.employer_team_sending()}
            className="sm:mt-[1.625rem]"
          />
        </fieldset>
      </Form>
    </section>
  );
}
