import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { currentLocale, formatNumber, m } from "#app/lib/i18n/i18n.ts";

/**
 * The digest mail, as React components rendered to HTML and plain text (React Email). Small on purpose for
 * phones on paid data: no images, no web fonts, inline styles only.
 */
export interface DigestJob {
  title: string;
  company: string;
  location: string;
  salary: string;
  jobType: string;
  url: string;
}

export interface DigestProps {
  summary: string;
  frequency: "daily" | "weekly";
  jobs: DigestJob[];
  /** All new matches, when there are more than the jobs listed. */
  total: number;
  seeAllUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
}

const text = { fontSize: "15px", lineHeight: "22px", color: "#0f172a", margin: "0 0 8px" } as const;
const small = { fontSize: "13px", lineHeight: "19px", color: "#475569", margin: "0 0 6px" } as const;
const link = { color: "#1d4ed8", textDecoration: "underline" } as const;

/** The texts of the mail, in the current language (the digest run renders it in the recipient's, withLocale). */
function digestTexts(total: number, frequency: DigestProps["frequency"]) {
  return {
    headline: total === 1 ? m.account_digest_headline_one() : m.account_digest_headline_other({ count: formatNumber(total) }),
    seeAll: m.account_digest_see_all({ count: formatNumber(total) }),
    why: frequency === "daily" ? m.account_digest_why_daily() : m.account_digest_why_weekly(),
    manage: m.account_digest_manage(),
    unsubscribe: m.account_digest_unsubscribe(),
  };
}

export function DigestEmail({ summary, frequency, jobs, total, seeAllUrl, manageUrl, unsubscribeUrl }: DigestProps) {
  const t = digestTexts(total, frequency);
  const headline = t.headline;
  return (
    <Html lang={currentLocale()}>
      <Head />
      <Preview>{`${headline}: ${summary}`}</Preview>
      <Body style={{ backgroundColor: "#ffffff", fontFamily: "Arial, Helvetica, sans-serif", margin: 0, padding: "12px" }}>
        <Container style={{ maxWidth: "560px" }}>
          <Heading as="h1" style={{ fontSize: "20px", lineHeight: "26px", color: "#1e3a8a", margin: "0 0 4px" }}>
            {headline}
          </Heading>
          <Text style={small}>{summary}</Text>
          {jobs.map((job) => (
            <Section key={job.url} style={{ borderTop: "1px solid #e2e8f0", padding: "10px 0" }}>
              <Text style={{ ...text, fontWeight: "bold", margin: "0 0 2px" }}>
                <Link href={job.url} style={link}>
                  {job.title}
                </Link>
              </Text>
              <Text style={small}>{`${job.company} · ${job.location} · ${job.jobType} · ${job.salary}`}</Text>
            </Section>
          ))}
          {total > jobs.length && (
            <Text style={text}>
              <Link href={seeAllUrl} style={link}>
                {t.seeAll}
              </Link>
            </Text>
          )}
          <Hr style={{ borderColor: "#e2e8f0", margin: "16px 0" }} />
          <Text style={small}>{t.why}</Text>
          <Text style={small}>
            <Link href={manageUrl} style={link}>
              {t.manage}
            </Link>
            {" · "}
            <Link href={unsubscribeUrl} style={link}>
              {t.unsubscribe}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The plain-text part, with the same content as DigestEmail. Written out rather than converted from the HTML
 * (React Email's toPlainText): the conversion took two thirds of a digest's time (docs/decisions/091-digest-mail.md).
 */
export function digestText({ summary, frequency, jobs, total, seeAllUrl, manageUrl, unsubscribeUrl }: DigestProps): string {
  const t = digestTexts(total, frequency);
  const lines = [t.headline, summary, ""];
  for (const job of jobs) lines.push(job.title, `${job.company} · ${job.location} · ${job.jobType} · ${job.salary}`, job.url, "");
  if (total > jobs.length) lines.push(`${t.seeAll}: ${seeAllUrl}`, "");
  lines.push("--", t.why, `${t.manage}: ${manageUrl}`, `${t.unsubscribe}: ${unsubscribeUrl}`);
  return lines.join("\n");
}

/** The mail's HTML and text parts. */
export async function renderDigest(props: DigestProps): Promise<{ html: string; text: string }> {
  return { html: await render(<DigestEmail {...props} />), text: digestText(props) };
}
