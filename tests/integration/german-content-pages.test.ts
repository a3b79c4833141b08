/**
 * The guides on their German addresses (issue 27): the frame (titles, headings, tabs, buttons, the self-check's
 * questions and result) is German, a short German notice says the guidance is in English, and the English guidance
 * is marked lang="en". The English addresses stay as they were.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, MemoryRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { withLocale } from "#app/lib/i18n/i18n.server.ts";
import * as about from "#app/routes/content/about.tsx";
import * as blog from "#app/routes/content/blog.tsx";
import * as blogPost from "#app/routes/content/blog-post.tsx";
import * as opportunityCard from "#app/routes/content/opportunity-card.tsx";
import * as resource from "#app/routes/content/resource.tsx";
import * as resources from "#app/routes/content/resources.tsx";
import * as story from "#app/routes/content/story.tsx";
import { pageRequest, routeArgs } from "../support/accounts.ts";

const NOTICE = "Dieser Ratgeber ist auf Englisch verfasst.";
const german = <T>(fn: () => T) => withLocale("de", fn);

/** The page's <title>, as its meta function gives it. */
function titleOf(route: { meta?: unknown }, loaderData: unknown, params: Record<string, string> = {}): string | undefined {
  const meta = (route.meta as (args: unknown) => { title?: string }[])({ matches: [], loaderData, params, data: loaderData });
  return meta.find((d) => d.title)?.title;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated Route.ComponentProps are not needed here
function render(path: string, Page: (props: any) => React.ReactNode, loaderData: unknown): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [path] }, createElement(Page, { loaderData, params: {}, matches: [] })),
  );
}

/** A page with a `<Form>` needs a data router: rendered as the server renders it, in the page's language. */
async function renderInDataRouter(
  path: string,
  Page: (props: any) => React.ReactNode, // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
  loaderData: unknown,
  locale: "en" | "de" = "de",
) {
  const handler = createStaticHandler([
    { path: "*", Component: () => createElement(Page, { loaderData, params: {}, matches: [] }) },
  ]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return withLocale(locale, () => renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false })));
}

async function load(route: { loader?: unknown }, path: string, params: Record<string, string> = {}) {
  return (route.loader as (args: unknown) => unknown)(routeArgs(pageRequest(path), params));
}

describe("the guides on their German addresses", () => {
  it("/de/about: German title and headings, the notice, the story and values marked as English", async () => {
    const data = await german(() => load(about, "/de/about"));
    expect(german(() => titleOf(about, data))).toMatch(/^Über uns/);
    const html = german(() => render("/de/about", about.default, data));
    expect(html).toContain(NOTICE);
    expect(html).toContain("Unsere Mission");
    expect(html).toContain("Unsere Werte");
    expect(html).toContain("Bereit für Ihre Karriere in Deutschland?");
    expect(html).toMatch(/lang="en"[^>]*>[^<]*<p>/);
    expect(html).not.toContain(">Our mission<");
    // The English page: no notice, no lang marks.
    const english = render("/about", about.default, await load(about, "/about"));
    expect(english).toContain(">Our mission<");
    expect(english).not.toContain(NOTICE);
    expect(english).not.toContain('lang="en"');
  });

  it("/de/resources: German tabs, count and heading; the guide cards are English", async () => {
    const data = (await german(() => load(resources, "/de/resources?category=visa"))) as {
      tabs: { label: string; active: boolean }[];
    };
    expect(data.tabs.map((t) => t.label)).toEqual([
      "Alle Ratgeber",
      "Visum & Einwanderung",
      "Leben in Deutschland",
      "Sprache",
      "Berufliche Entwicklung",
    ]);
    expect(data.tabs.find((t) => t.active)?.label).toBe("Visum & Einwanderung");
    expect(german(() => titleOf(resources, data))).toMatch(/^Ratgeber/);
    const html = german(() => render("/de/resources?category=visa", resources.default, data));
    expect(html).toContain(NOTICE);
    expect(html).toMatch(/\d+ Ratgeber</);
    expect(html).toContain("Nach Thema entdecken");
    expect(html).toContain("Ratgeber lesen");
    expect(html).toMatch(/<h2 lang="en"/);
    // The English tabs are unchanged.
    const english = (await load(resources, "/resources")) as { tabs: { label: string }[] };
    expect(english.tabs[1]?.label).toBe("Visa & Immigration");
  });

  it("/de/resources/:id carries its category in German; /de/blog its tabs and page title", async () => {
    const guide = (await german(() => load(resource, "/de/resources/visa-guide", { id: "visa-guide" }))) as {
      category?: string;
    };
    expect(guide.category).toBe("Visum & Einwanderung");
    const posts = (await german(() => load(blog, "/de/blog?category=culture&page=1"))) as {
      tabs: { label: string }[];
      categoryLabel: string;
    };
    expect(posts.tabs[0]?.label).toBe("Alle Beiträge");
    expect(posts.categoryLabel).toBe("Deutsche Kultur");
    expect(german(() => titleOf(blog, posts))).toMatch(/^Karriere-Blog - Deutsche Kultur/);
  });

  it('/de/resources/:id and /de/blog/:id mark their English title lang="en"; the English addresses do not', async () => {
    const h1En = /<h1 lang="en"[^>]*>[^<]+<\/h1>/;
    const h1 = /<h1 class="[^"]*">[^<]+<\/h1>/;
    const guide = await german(() => load(resource, "/de/resources/visa-guide", { id: "visa-guide" }));
    expect(await renderInDataRouter("/de/resources/visa-guide", resource.default, guide)).toMatch(h1En);
    const englishGuide = await load(resource, "/resources/visa-guide", { id: "visa-guide" });
    expect(await renderInDataRouter("/resources/visa-guide", resource.default, englishGuide, "en")).toMatch(h1);

    const id = "your-first-winter-in-germany";
    const post = await german(() => load(blogPost, `/de/blog/${id}`, { id }));
    expect(await renderInDataRouter(`/de/blog/${id}`, blogPost.default, post)).toMatch(h1En);
    const englishPost = await load(blogPost, `/blog/${id}`, { id });
    expect(await renderInDataRouter(`/blog/${id}`, blogPost.default, englishPost, "en")).toMatch(h1);
  });

  it("/de/stories/:slug has a German title around the person's own words", async () => {
    const slug = (await import("#content/testimonials.ts")).testimonials[0]!.slug;
    const data = (await german(() => load(story, `/de/stories/${slug}`, { slug }))) as { story: { name: string } };
    expect(german(() => titleOf(story, data, { slug }))).toMatch(new RegExp(`^Die Geschichte von ${data.story.name}`));
  });

  it("/de/visa-info/opportunity-card answers in German: result, lines, advice", async () => {
    const query =
      "?qualification=partial&shortage=no&experience=2in5&german=A2&english=none&age=under35&stay=no&spouse=no&funds=yes&check=1";
    const data = (await german(() => load(opportunityCard, `/de/visa-info/opportunity-card${query}`))) as {
      result: { summary: string; lines: { label: string; law: string }[]; advice: string[] };
    };
    expect(data.result.summary).toBe("Genug: 9 von 6 nötigen Punkten.");
    expect(data.result.lines.map((l) => l.label)).toContain("Deutsch auf A2");
    expect(data.result.lines[0]?.law).toMatch(/^§ 20b Abs\. 1 Nr\. \d AufenthG mit Anlage$/);
    expect(data.result.advice).toContain("Deutsch auf B1 brächte 1 Punkt.");
    const html = await renderInDataRouter(`/de/visa-info/opportunity-card${query}`, opportunityCard.default, data);
    expect(html).toContain("Ihr Deutschniveau");
    expect(html).toContain("Meine Punkte prüfen");
    expect(html).toContain("9 Punkte: genug, 6 sind nötig");
    // English stays as it was.
    const english = (await load(opportunityCard, `/visa-info/opportunity-card${query}`)) as typeof data;
    expect(english.result.summary).toBe("Enough: 9 of the 6 points needed.");
  });
});
