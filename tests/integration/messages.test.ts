/**
 * Both languages, complete (docs/development.md#languages): every message exists in English and German with the
 * same placeholders, and the JSX of the translated folders has no text of its own (it would show in English on a
 * German page). A folder joins TRANSLATED once its texts are messages.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const catalogue = (locale: string) => {
  const dir = path.join(root, "messages", locale);
  const all: Record<string, string> = {};
  for (const file of fs.readdirSync(dir)) {
    const { $schema: _schema, ...messages } = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Record<string, string>;
    for (const key of Object.keys(messages)) {
      if (key in all) throw new Error(`${key} is in two files of messages/${locale}`);
      if (!key.startsWith(`${path.basename(file, ".json")}_`))
        throw new Error(`${key} in ${locale}/${file}: keys start with the file's area`);
    }
    Object.assign(all, messages);
  }
  return all;
};

/** Folders (and files) whose JSX texts are all messages. */
const TRANSLATED = [
  "app/components/layout",
  "app/routes/_site.tsx",
  "app/root.tsx",
  "app/features/alerts",
  "app/features/newsletter",
  "app/features/auth/auth-ui.tsx",
  "app/routes/account/auth.tsx",
  "app/routes/account/auth.page.tsx",
  "app/routes/account/account.tsx",
  "app/routes/account/account.page.tsx",
  "app/routes/account/reset-password.tsx",
  "app/routes/account/reset-password.page.tsx",
  "app/routes/candidate/alerts.tsx",
  "app/routes/candidate/alerts.list.tsx",
  "app/routes/candidate/alerts.new.tsx",
  "app/routes/candidate/alerts.new.form.tsx",
  "app/routes/candidate/alerts.confirm.tsx",
  "app/routes/content/newsletter-confirm.tsx",
  "app/routes/content/unsubscribe.tsx",
  "app/features/applications",
  "app/features/conversations",
  "app/features/interviews",
  "app/routes/candidate/applications.tsx",
  "app/routes/candidate/applications.list.tsx",
  "app/routes/candidate/application.tsx",
  "app/routes/employer/application.tsx",
  "app/routes/employer/jobs.applicants.tsx",
  "app/routes/employer/jobs.applicants.page.tsx",
  // The two interview pages (issue 29).
  "app/routes/candidate/interview.tsx",
  "app/routes/candidate/interview.page.tsx",
  "app/routes/candidate/interview.server.ts",
  "app/routes/employer/interview.tsx",
  "app/routes/employer/interview.page.tsx",
  "app/routes/employer/interview.server.ts",
  "app/routes/admin",
  "app/features/admin",
  "app/features/maintenance",
  "app/features/legal",
  "app/routes/content/legal.tsx",
  "app/routes/content/legal.page.tsx",
  "app/routes/content/impressum.tsx",
  "app/routes/content/impressum.page.tsx",
  "app/routes/content/visa-info.tsx",
  "app/routes/content/faq.tsx",
  "app/routes/content/relocation.tsx",
  // Verification on request (issue 27, item 7).
  "app/features/verification",
  "app/routes/admin/verifications.tsx",
  "app/routes/admin/verifications.page.tsx",
  // The employer area (without the applicants' pages, translated on their own).
  "app/routes/employer/employers.page.tsx",
  "app/routes/employer/employers.tsx",
  "app/routes/employer/register.tsx",
  "app/routes/employer/layout.tsx",
  "app/routes/employer/layout.refusal.tsx",
  "app/routes/employer/layout.shell.tsx",
  "app/routes/employer/dashboard.tsx",
  "app/routes/employer/dashboard.page.tsx",
  "app/routes/employer/dashboard.interviews.tsx",
  "app/routes/employer/company.tsx",
  "app/routes/employer/company.page.tsx",
  "app/routes/employer/team.tsx",
  "app/routes/employer/team.page.tsx",
  "app/routes/employer/invitation.tsx",
  "app/routes/employer/invitation.page.tsx",
  "app/routes/employer/jobs.tsx",
  "app/routes/employer/jobs.page.tsx",
  "app/routes/employer/jobs.new.tsx",
  "app/routes/employer/jobs.edit.tsx",
  "app/routes/employer/jobs.form.page.tsx",
  "app/features/employers",
  "app/features/job-posting",
  "app/features/companies",
  "app/features/occupations",
  "app/features/auth/employer-register-screen.tsx",
  "app/features/jobs",
  "app/features/home",
  "app/features/reports",
  "app/components/content",
  "app/components/ui",
  // app/routes/jobs without the saved-jobs pages (another area's).
  ...[
    "home",
    "jobs",
    "jobs.results",
    "jobs.filters",
    "jobs.filters.panel",
    "job",
    "job.details",
    "job.apply",
    "job.apply.page",
    "job.share",
    "job.report",
    "job.report.form",
    "companies",
    "company",
  ].map((name) => `app/routes/jobs/${name}.tsx`),
  "app/features/profile",
  "app/features/tracker",
  "app/features/saved-jobs",
  "app/components/ui/upload-progress.tsx",
  "app/routes/account/profile.tsx",
  "app/routes/account/profile.page.tsx",
  "app/routes/account/tracker.tsx",
  "app/routes/account/tracker.page.tsx",
  "app/routes/jobs/saved.tsx",
  "app/routes/jobs/saved.list.tsx",
  // The guides' frame in German, their English content marked lang="en".
  "app/features/about",
  "app/features/blog",
  "app/features/faq",
  "app/features/language",
  "app/features/relocation",
  "app/features/resources",
  "app/features/visa",
  ...[
    "about",
    "resources",
    "resource",
    "resource.page",
    "german-language",
    "blog",
    "blog-post",
    "blog-post.page",
    "story",
    "opportunity-card",
    "opportunity-card.page",
  ].map((name) => `app/routes/content/${name}.tsx`),
  // The 404 page (its texts are the error boundary's messages).
  "app/routes/not-found.tsx",
];

/** Texts that are the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(["PearlBridge", "Jobs", "PearlBridge Jobs", "GeoNames", "CC BY 4.0", "https://"]);

/** Written in one language on purpose: the offer of German on an English page speaks German (language-offer.tsx). */
const ONE_LANGUAGE_ON_PURPOSE = new Set([
  "Sprache",
  "Diese Seite gibt es auch auf Deutsch.",
  "Auf Deutsch lesen",
  "Stay in English",
]);

const TEXT_ATTRIBUTES = new Set(["aria-label", "placeholder", "title", "alt", "label", "aria-description"]);

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".tsx") && !f.includes(".test."))
    .map((f) => path.join(full, f));
}

function untranslated(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const t = text.replace(/\s+/g, " ").trim();
    if (!/\p{L}{2,}/u.test(t) || SAME_IN_EVERY_LANGUAGE.has(t) || ONE_LANGUAGE_ON_PURPOSE.has(t)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(root, file)}:${line + 1}: ${t}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (
      ts.isJsxAttribute(node) &&
      TEXT_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    ) {
      report(node, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the message catalogues", () => {
  const en = catalogue("en");
  const de = catalogue("de");

  it("have every message in both languages, never empty", () => {
    expect(Object.keys(de).filter((k) => !(k in en))).toEqual([]);
    expect(Object.keys(en).filter((k) => !(k in de))).toEqual([]);
    expect(Object.entries({ ...en, ...de }).filter(([, v]) => v.trim() === "")).toEqual([]);
  });

  it("use the same placeholders in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((p) => p[1]).sort();
    const differ = Object.keys(en).filter((k) => placeholders(en[k]!).join() !== placeholders(de[k] ?? "").join());
    expect(differ).toEqual([]);
  });

  it("leave no text of its own in the JSX of the translated folders", () => {
    expect(TRANSLATED.flatMap(sourceFiles).flatMap(untranslated)).toEqual([]);
  });
});
