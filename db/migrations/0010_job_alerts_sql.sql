-- Newsletter double opt-in: the addresses stored before it subscribed under the earlier single opt-in rule and
-- keep receiving the newsletter (docs/decisions/024-job-alerts.md); new ones wait for their confirmation link.
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
