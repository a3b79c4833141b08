import { describe, expect, it } from "vitest";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import {
  afterEdit,
  approve,
  close,
  duplicate,
  editNeedsReview,
  effectiveStatus,
  extendDeadline,
  lifecycleMessages,
  onCompanySuspended,
  publicVisibility,
  reject,
  reopen,
  STATUS_LABELS,
  submit,
  SUSPENSION_REASON,
  rejectionReasonText,
  unpublish,
  type LifecycleFields,
  type Transition,
} from "./lifecycle.ts";

const NOW = new Date("2026-11-21T12:00:00Z");
const DAY = 86_400_000;
const days = (n: number, from = NOW) => new Date(from.getTime() + n * DAY);

const verified = { verified: true, suspended: false };
const unverified = { verified: false, suspended: false };
const suspended = { verified: true, suspended: true };

const draft: LifecycleFields = {
  status: "draft",
  publishedAt: null,
  applicationDeadline: null,
  closedAt: null,
  rejectionReason: null,
};
const published = (publishedAt = days(-10), deadline = days(20, publishedAt)): LifecycleFields => ({
  status: "published",
  publishedAt,
  applicationDeadline: deadline,
  closedAt: null,
  rejectionReason: null,
});

function job(t: Transition): LifecycleFields {
  if (!t.ok) throw new Error(`expected the transition to succeed: ${t.error}`);
  return t.job;
}
function error(t: Transition): string {
  if (t.ok) throw new Error("expected the transition to be refused");
  return t.error;
}

describe("submit", () => {
  it("publishes a verified company's draft at once with a deadline 30 days ahead", () => {
    expect(job(submit(draft, verified, NOW))).toEqual({
      ...draft,
      status: "published",
      publishedAt: NOW,
      applicationDeadline: days(30),
    });
  });

  it("sends an unverified company's draft to review, keeping the deadline it asked for", () => {
    const wanted = { ...draft, applicationDeadline: days(60) };
    expect(job(submit(wanted, unverified, NOW))).toEqual({ ...wanted, status: "pending_review" });
  });

  it("keeps a chosen deadline of at most 90 days and refuses a later or past one", () => {
    expect(job(submit({ ...draft, applicationDeadline: days(90) }, verified, NOW)).applicationDeadline).toEqual(days(90));
    expect(error(submit({ ...draft, applicationDeadline: days(91) }, verified, NOW))).toBe(lifecycleMessages.deadlineTooLate);
    expect(error(submit({ ...draft, applicationDeadline: days(-1) }, verified, NOW))).toBe(lifecycleMessages.deadlineInPast);
  });

  it("resubmits a rejected job and clears the reason; refuses other statuses and a suspended company", () => {
    const rejected: LifecycleFields = { ...draft, status: "rejected", rejectionReason: "Salary missing" };
    expect(job(submit(rejected, unverified, NOW))).toMatchObject({ status: "pending_review", rejectionReason: null });
    expect(error(submit(published(), verified, NOW))).toBe(lifecycleMessages.notSubmittable);
    expect(error(submit(draft, suspended, NOW))).toBe(lifecycleMessages.suspended);
  });
});

describe("moderation", () => {
  const pending: LifecycleFields = { ...draft, status: "pending_review" };

  it("approve publishes a pending job now", () => {
    expect(job(approve(pending, unverified, NOW))).toMatchObject({
      status: "published",
      publishedAt: NOW,
      applicationDeadline: days(30),
    });
    expect(error(approve(draft, unverified, NOW))).toBe(lifecycleMessages.notPending);
    expect(error(approve(pending, suspended, NOW))).toBe(lifecycleMessages.suspended);
  });

  it("approve after an edit keeps the first publication date and a still valid deadline", () => {
    const edited = { ...published(days(-40), days(20)), status: "pending_review" as const };
    expect(job(approve(edited, unverified, NOW))).toMatchObject({ publishedAt: days(-40), applicationDeadline: days(20) });
    // The deadline passed during review: 30 days from now, but never beyond 90 days after the first publication.
    const late = { ...published(days(-80), days(-1)), status: "pending_review" as const };
    expect(job(approve(late, unverified, NOW)).applicationDeadline).toEqual(days(10));
  });

  it("reject needs a reason of at most 1,000 characters and keeps it", () => {
    expect(job(reject(pending, "  Please state the salary.  "))).toMatchObject({
      status: "rejected",
      rejectionReason: "Please state the salary.",
    });
    expect(error(reject(pending, "   "))).toBe(lifecycleMessages.reasonRequired);
    expect(error(reject(pending, "x".repeat(1001)))).toBe(lifecycleMessages.reasonTooLong);
    expect(error(reject(draft, "why"))).toBe(lifecycleMessages.notPending);
  });

  it("unpublish takes a published job off the site as Rejected with the reason", () => {
    expect(job(unpublish(published(), "Asks for a fee"))).toMatchObject({
      status: "rejected",
      rejectionReason: "Asks for a fee",
    });
    expect(error(unpublish(draft, "x"))).toBe(lifecycleMessages.notUnpublishable);
  });

  it("a suspended company's published and pending jobs are unpublished; drafts and closed jobs stay", () => {
    expect(onCompanySuspended(published())).toMatchObject({ status: "rejected", rejectionReason: SUSPENSION_REASON });
    // Stored in English, shown in the reader's language; an administrator's own words stay as written.
    expect(rejectionReasonText(SUSPENSION_REASON)).toBe("Your company was suspended by an administrator.");
    withLocale("de", () => {
      expect(rejectionReasonText(SUSPENSION_REASON)).toBe("Ihr Unternehmen wurde von der Administration gesperrt.");
      expect(rejectionReasonText("The salary is missing.")).toBe("The salary is missing.");
    });
    expect(onCompanySuspended(pending).status).toBe("rejected");
    expect(onCompanySuspended(draft)).toEqual(draft);
    const closed = job(close(published(), NOW));
    expect(onCompanySuspended(closed)).toEqual(closed);
  });
});

describe("close, reopen and extend", () => {
  it("closes a published job, also an expired one", () => {
    expect(job(close(published(), NOW))).toMatchObject({ status: "closed", closedAt: NOW });
    expect(job(close(published(days(-40), days(-10)), NOW)).status).toBe("closed");
    expect(error(close(draft, NOW))).toBe(lifecycleMessages.notPublished);
  });

  it("reopens a closed job only before its deadline", () => {
    const closed = job(close(published(), NOW));
    expect(job(reopen(closed, verified, NOW))).toMatchObject({ status: "published", closedAt: null });
    expect(error(reopen(closed, verified, days(21)))).toBe(lifecycleMessages.deadlinePassed);
    expect(error(reopen(published(), verified, NOW))).toBe(lifecycleMessages.notClosed);
    expect(error(reopen(closed, suspended, NOW))).toBe(lifecycleMessages.suspended);
  });

  it("extends the deadline up to 90 days after publishing, which revives an expired job", () => {
    const expired = published(days(-40), days(-10));
    expect(effectiveStatus(expired, NOW)).toBe("expired");
    const extended = job(extendDeadline(expired, days(50, days(-40)), NOW));
    expect(effectiveStatus(extended, NOW)).toBe("published");
    expect(job(extendDeadline(expired, days(90, days(-40)), NOW)).applicationDeadline).toEqual(days(50));
    expect(error(extendDeadline(expired, days(91, days(-40)), NOW))).toBe(lifecycleMessages.deadlineTooLate);
    expect(error(extendDeadline(published(), days(5), NOW))).toBe(lifecycleMessages.deadlineNotLater);
    expect(error(extendDeadline(published(days(-100), days(-70)), days(-65), NOW))).toBe(lifecycleMessages.deadlineInPast);
    expect(error(extendDeadline(draft, days(10), NOW))).toBe(lifecycleMessages.notExtendable);
  });
});

describe("duplicate and edit", () => {
  it("a copy is a draft that was never published", () => {
    expect(duplicate()).toEqual(draft);
  });

  it("editing a published job of an unverified company sends it back to review; other edits keep the status", () => {
    expect(afterEdit(published(), unverified).status).toBe("pending_review");
    expect(afterEdit(published(), verified).status).toBe("published");
    expect(afterEdit(draft, unverified)).toEqual(draft);
  });
});

describe("edits of an unverified company's job go to review whatever the status", () => {
  const closed = job(close(published(), days(-2)));
  const expired = published(days(-40), days(-10));
  const rejected: LifecycleFields = { ...published(), status: "rejected", rejectionReason: "Asks for a fee" };
  const pending: LifecycleFields = { ...draft, status: "pending_review" };

  it("an edited closed job goes to review, keeping when it was closed; a verified company's stays closed", () => {
    expect(afterEdit(closed, unverified)).toEqual({ ...closed, status: "pending_review" });
    expect(publicVisibility(afterEdit(closed, unverified), unverified, NOW)).toBe("hidden");
    expect(afterEdit(closed, verified)).toEqual(closed);
  });

  it("an edited expired job goes to review; drafts, pending and rejected jobs keep their status", () => {
    expect(afterEdit(expired, unverified)).toEqual({ ...expired, status: "pending_review" });
    expect(afterEdit(draft, unverified)).toEqual(draft);
    expect(afterEdit(pending, unverified)).toEqual(pending);
    expect(afterEdit(rejected, unverified)).toEqual(rejected);
  });

  it("says which statuses an edit sends to review, for the form's note", () => {
    for (const status of ["published", "expired", "closed"] as const) {
      expect(editNeedsReview(status, unverified)).toBe(true);
      expect(editNeedsReview(status, verified)).toBe(false);
    }
    for (const status of ["draft", "pending_review", "rejected"] as const)
      expect(editNeedsReview(status, unverified)).toBe(false);
  });

  it("reopen and extend of an edited closed job are refused until an administrator approves it", () => {
    const edited = afterEdit(closed, unverified);
    expect(error(reopen(edited, unverified, NOW))).toBe(lifecycleMessages.inReview);
    expect(error(extendDeadline(edited, days(30), NOW))).toBe(lifecycleMessages.inReview);
    // An edited expired job cannot be revived by an extension either.
    expect(error(extendDeadline(afterEdit(expired, unverified), days(40), NOW))).toBe(lifecycleMessages.inReview);
    // A job never published keeps the plain message.
    expect(error(reopen(pending, unverified, NOW))).toBe(lifecycleMessages.notClosed);
  });

  it("approving an edited closed job closes it again; the employer then reopens the approved text", () => {
    const approved = job(approve(afterEdit(closed, unverified), unverified, NOW));
    expect(approved).toEqual(closed);
    expect(publicVisibility(approved, unverified, NOW)).toBe("ended");
    expect(job(reopen(approved, unverified, NOW))).toMatchObject({ status: "published", closedAt: null });
  });

  it("approving an edited published or expired job publishes it, as before", () => {
    expect(job(approve(afterEdit(published(), unverified), unverified, NOW))).toEqual(published());
    // The deadline passed: 30 days from the approval, within the 90 days.
    expect(job(approve(afterEdit(expired, unverified), unverified, NOW))).toMatchObject({
      status: "published",
      applicationDeadline: days(30),
    });
  });

  it("a resubmitted job is published on approval even if it had been closed before", () => {
    const rejectedAfterClose = job(reject(afterEdit(closed, unverified), "Asks for a fee"));
    const resubmitted = job(submit(rejectedAfterClose, unverified, NOW));
    expect(resubmitted).toMatchObject({ status: "pending_review", closedAt: null });
    expect(job(approve(resubmitted, unverified, NOW)).status).toBe("published");
  });
});

describe("expiry and visibility", () => {
  it("a published job expires exactly at its deadline", () => {
    const job = published(days(-30), days(0));
    expect(effectiveStatus(job, new Date(NOW.getTime() - 1))).toBe("published");
    expect(effectiveStatus(job, NOW)).toBe("expired");
    expect(effectiveStatus({ ...job, status: "closed" }, days(5))).toBe("closed");
  });

  it("open, ended (closed or expired) or hidden to the public", () => {
    expect(publicVisibility(published(), verified, NOW)).toBe("open");
    expect(publicVisibility(published(days(-40), days(-10)), verified, NOW)).toBe("ended");
    expect(publicVisibility({ ...published(), status: "closed" }, verified, NOW)).toBe("ended");
    for (const status of ["draft", "pending_review", "rejected"] as const) {
      expect(publicVisibility({ ...draft, status }, verified, NOW)).toBe("hidden");
    }
    expect(publicVisibility(published(), suspended, NOW)).toBe("hidden");
  });
});

describe("status labels and refusals in the page's language", () => {
  const pending = { ...draft, status: "pending_review" as const };
  it("are English on an English page, as before", () => {
    expect(Object.values(STATUS_LABELS).map((label) => label())).toEqual([
      "Draft",
      "Pending review",
      "Published",
      "Closed",
      "Expired",
      "Rejected",
    ]);
    expect(error(close(draft, NOW))).toBe("Only a published job can be closed.");
    expect(error(submit({ ...draft, applicationDeadline: days(91) }, verified, NOW))).toBe(
      "The application deadline can be at most 90 days after publishing.",
    );
    expect(error(reject(pending, "x".repeat(1001)))).toBe("The reason can be at most 1000 characters.");
  });

  it("are German on a German page", () => {
    withLocale("de", () => {
      expect(STATUS_LABELS.pending_review()).toBe("In Prüfung");
      expect(STATUS_LABELS.expired()).toBe("Abgelaufen");
      expect(error(close(draft, NOW))).toBe("Nur eine veröffentlichte Stellenanzeige kann geschlossen werden.");
      const closed = job(close(published(), NOW));
      expect(error(reopen(closed, verified, days(21)))).toBe(
        "Die Bewerbungsfrist ist abgelaufen: Verlängern Sie stattdessen die Frist.",
      );
      expect(error(extendDeadline(published(), days(5), NOW))).toBe("Die neue Frist muss nach der aktuellen Frist liegen.");
      expect(error(submit({ ...draft, applicationDeadline: days(91) }, verified, NOW))).toBe(
        "Die Bewerbungsfrist darf höchstens 90 Tage nach der Veröffentlichung liegen.",
      );
      expect(lifecycleMessages.inReview).toMatch(/^Ihre Änderungen warten auf die Prüfung/);
    });
  });
});
