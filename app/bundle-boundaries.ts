/**
 * Every file boundary that exists for page weight, and why (docs/decisions/008-page-weight.md and
 * 029-data-saver-and-saved-jobs.md). A module listed here is split, grouped or loaded later for the bytes a
 * phone downloads, not for the code's shape: moving or merging it changes what pages load, so check
 * `npm run build && npm run test:bundle` after touching one. vite.config.ts takes its chunk groups from here;
 * bundle-boundaries.test.ts checks that every file named here exists.
 *
 * Files are named by their path from the project root; `**` stands for any folders and files below.
 */

export interface ChunkGroup {
  /** The chunk's file name (assets/<name>-<hash>.js). */
  name: string;
  /** A module in several groups goes to the one of highest priority. */
  priority: number;
  files: readonly string[];
  why: string;
}

/**
 * The browser's chunks named by hand. Left to itself the bundler makes a file per set of routes sharing a
 * module (30+ files on the home page, many of a few hundred bytes), and each file costs a round trip and about
 * 0.35 KB of headers on a phone's slow connection. Letting it merge small chunks by itself (rolldown's
 * `entriesAware` groups) made every page load more.
 */
export const CLIENT_CHUNKS: readonly ChunkGroup[] = [
  {
    name: "shell",
    priority: 2,
    files: [
      "app/root.tsx",
      "app/routes/_site.tsx",
      "node_modules/react-dom/index.js",
      "node_modules/react-dom/cjs/react-dom.production.js",
    ],
    why:
      "What every page needs in one file: the root and the site layout with everything they import (React, React " +
      "Router, the header, footer and their libraries) and react-dom's small shared part.",
  },
  {
    name: "icons",
    priority: 1,
    files: ["node_modules/lucide-react/**"],
    why: "The icons the shell does not take (a few hundred bytes each), in one file rather than one per icon.",
  },
  {
    name: "browse",
    priority: 1,
    files: [
      "app/lib/redirects.ts",
      "app/components/ui/verified-badge.tsx",
      "app/features/jobs/back-link.ts",
      "app/features/jobs/job-fact-badges.tsx",
      "app/features/jobs/posted-age.ts",
      "app/features/jobs/job-meta.tsx",
      "app/features/jobs/job-card.tsx",
      "app/features/jobs/categories.ts",
      "vocabulary/cities.ts",
      "vocabulary/levels.ts",
      "app/features/jobs/salary.ts",
      "app/features/jobs/blue-card.ts",
      "app/features/jobs/job-facts.ts",
      "app/features/jobs/company-logo.tsx",
      "app/features/home/featured.ts",
      "content/categories.ts",
    ],
    why:
      "The small modules of a job card: the home page, the search, the job pages and the saved jobs all use them, " +
      "and each was a file of about 1 KB (with 0.35 KB of headers) on its own. Not the search's rules " +
      "(filters.ts) or the job page's parts, which the home page would then load for nothing (1.7 KB).",
  },
  {
    name: "content",
    priority: 2,
    files: ["app/lib/seo.ts", "content/money.ts", "content/yearly-salaries.ts", "app/lib/revalidate.ts"],
    why:
      "What the guides share with the home page and the job pages: page titles, euros and the year's salary figures. " +
      'Ahead of "browse" (which imports the figures), so that a guide does not load the job cards with them. The ' +
      "tabs' revalidation rule (0.2 KB) rides along: it was a file of its own on the home page and the guides. The " +
      "visa figures with their sources (content/visa-facts.ts) are not in it: the job cards' Blue Card check needs " +
      "only this year's numbers (1.5 KB less on the home page).",
  },
  {
    name: "alerts",
    priority: 1,
    files: ["app/features/alerts/alert-form.tsx", "app/features/alerts/alert-fields.tsx"],
    why:
      "The plain alert form on /jobs and the fields it shares with its checked form: two files of about 1.7 and 0.6 KB " +
      "on every /jobs visit, now one (a file's headers cost about 0.35 KB on a phone's link).",
  },
  {
    name: "cards",
    priority: 1,
    files: ["app/features/home/testimonials.tsx", "app/components/content-icon.tsx"],
    why:
      "The home page's story cards and the guides' icons, each a file of about 0.5 KB that the home page loads: one file " +
      "there; a story page or a guide then loads the other half (about 0.5 KB) with it.",
  },
];

/**
 * Modules downloaded when first needed (a dynamic `import()`, most through `useOnDemand` in
 * app/lib/use-on-demand.ts), not with the page: each is a file of its own because of that.
 */
export const ON_DEMAND: readonly { module: string; importer: string; why: string }[] = [
  {
    module: "node_modules/sonner/**",
    importer: "app/components/ui/toaster.tsx",
    why: "Sonner (about 10 KB compressed) comes with the first toast: most visits show none.",
  },
  {
    module: "app/components/layout/mobile-menu.tsx",
    importer: "app/components/layout/header.tsx",
    why: "The phone's side menu (a dialog, about 9 KB compressed) comes when the menu is first used.",
  },
  {
    module: "app/features/jobs/filter-sheet.tsx",
    importer: "app/routes/jobs/jobs.results.tsx",
    why: "The phone's filter sheet (about 9 KB with Radix's dialog code) comes when Filters is first touched or focused.",
  },
  {
    module: "app/features/alerts/alert-form.checked.tsx",
    importer: "app/features/alerts/alert-form.tsx",
    why:
      "The alert form's checks on /jobs (Conform and the Zod schemas, about 30 KB compressed) come when its disclosure " +
      "is first pointed at, focused or opened; until then the plain form posts as it does without scripts.",
  },
  {
    module: "app/features/applications/apply-sheet.tsx",
    importer: "app/features/applications/apply-panel.tsx",
    why: "The apply sheet (a dialog and the form) comes when Apply is first pointed at or used.",
  },
  {
    module: "app/components/layout/language-offer.tsx",
    importer: "app/routes/_site.tsx",
    why: "The offer of German to a German browser on an English employer page: the few visits offered it download it.",
  },
  {
    module: "app/components/layout/status-pages.tsx",
    importer: "app/components/layout/error-boundary.tsx",
    why: "The 404 and error pages' texts in both languages (about 0.7 KB compressed) come only with an error.",
  },
];

/** Modules split from another only so that a page does not load what it does not use. */
export const SPLIT_FOR_WEIGHT: readonly { module: string; splitFrom: string; why: string }[] = [
  {
    module: "vocabulary/cities.ts",
    splitFrom: "app/features/jobs/filters.ts",
    why: "The home page's search needs the cities, not the search's rules (1.7 KB with the browse chunk's change).",
  },
  {
    module: "app/features/applications/apply-schema.ts",
    splitFrom: "app/features/applications/apply-rules.ts",
    why: "Every job page's apply panel uses the apply rules; the form's schema, read only by the action, would bring Zod (21 KB) along.",
  },
  {
    module: "app/features/alerts/alert-fields.tsx",
    splitFrom: "app/features/alerts/schema.ts",
    why: "The plain alert form on /jobs shows Daily and Weekly (and the checked form the same fields); the schemas beside them would bring Zod (21 KB) along.",
  },
  {
    module: "app/features/reports/report-schema.ts",
    splitFrom: "app/features/reports/report-rules.ts",
    why: "Every job page shows the scam notice's texts; the form's schema would bring Zod (21 KB) along.",
  },
  {
    module: "app/features/reports/report-paths.ts",
    splitFrom: "app/features/reports/report-rules.ts",
    why: "The scam notice on every job page links to the report page and the scam guide; the rules' module holds the report form's texts and reasons (0.7 KB with the statuses).",
  },
];

/** Build plugins that change the browser's bundle for weight (vite.config.ts). */
export const ICONS_WITHOUT_KEYS = {
  files: "node_modules/lucide-react/dist/esm/icons/*.mjs",
  why:
    'lucide-react gives each element of an icon a React key ("1idqje"): random text that brotli cannot compress, ' +
    "about 1.2 KB of the icons file every page loads. An icon's elements are fixed and never reorder, so the " +
    "browser's production bundle goes without them and React matches them by position; development and the " +
    "server bundle keep them (React warns about keyless lists only in development).",
} as const;

/** A regular expression matching module ids (absolute paths, either separator) that end with one of the paths. */
export function pathsPattern(paths: readonly string[]): RegExp {
  const one = (p: string) =>
    p
      .split("/")
      .map((part) => (part === "**" ? ".+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^\\\\/]*")))
      .join("[\\\\/]");
  return new RegExp(`[\\\\/](?:${paths.map(one).join("|")})$`);
}
