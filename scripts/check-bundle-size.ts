/**
 * `npm run test:bundle` (after `npm run build`): the JavaScript and CSS a first visit downloads, per page,
 * compressed the way the server sends them: brotli at the best level (server/assets.ts precompresses scripts and
 * stylesheets; every current browser accepts it), with gzip -9 for older clients shown beside it. Fails when the
 * home page's JavaScript is over budget. The bench (`npm run bench`) measures the same on the wire, headers included.
 *
 * The files of a page come from React Router's browser manifest (build/client/assets/manifest-*.js), which lists
 * for every route its module and every chunk it imports, transitively: the entry's files plus those of each
 * route on the page's path (root, the site layout, the page). No timing, no server: sizes only.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { buildDir } from "../server/build-dir.js";

/**
 * The ceiling for all JavaScript of `/`, compressed (docs/decisions/008-page-weight.md). The bench's budget is
 * 125 KB on the wire, headers included (about 0.3 KB per file, 10 files), and the page's 150 KB in all leave
 * little room; this size-only check holds what we reached (116.8 KB, decision 029) so that the home page does
 * not quietly grow back. 118 KB since the pages became two languages and the job cards stopped loading every visa
 * figure's source (116.9 KB; decision 209).
 */
const HOME_JS_BUDGET_BYTES = 118 * 1024;
/**
 * The stylesheet (inlined into normal pages, linked in data-saver mode: docs/decisions/131-page-weight-budgets.md): a data-saver
 * first visit is the page's HTML (about 8-12 KB) plus this file, within 30 KB on the wire, so at most 12 KB.
 */
const STYLESHEET_BUDGET_BYTES = 12 * 1024;

/** The pages we report, by the route id of the page module (the ancestors are added from the manifest). */
const PAGES: Record<string, string> = {
  "/": "routes/jobs/home",
  "/jobs": "routes/jobs/jobs",
  "/job/:id": "routes/jobs/job",
  "/visa-info": "routes/content/visa-info",
};

interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
}
interface BrowserManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { id: string; parentId?: string }>;
}

const MANIFEST_PREFIX = "window.__reactRouterManifest=";

function readBrowserManifest(clientDir: string): BrowserManifest {
  const assets = path.join(clientDir, "assets");
  for (const name of fs.readdirSync(assets)) {
    if (!name.startsWith("manifest-") || !name.endsWith(".js")) continue;
    const text = fs.readFileSync(path.join(assets, name), "utf8");
    if (text.startsWith(MANIFEST_PREFIX)) return JSON.parse(text.slice(MANIFEST_PREFIX.length).replace(/;\s*$/, ""));
  }
  throw new Error(`No React Router browser manifest in ${assets}: run the build first (npm run build).`);
}

/** The JS and CSS URLs (/assets/...) a first load of the page with this leaf route downloads. */
function pageFiles(manifest: BrowserManifest, routeId: string): { js: string[]; css: string[] } {
  const js = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const css = new Set<string>(manifest.entry.css ?? []);
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route "${id}" is not in the manifest`);
    js.add(route.module);
    for (const f of route.imports ?? []) js.add(f);
    for (const f of route.css ?? []) css.add(f);
  }
  // React Router marks some stylesheet URLs with a "#" suffix; the file is the part before it.
  const file = (url: string) => url.replace(/[#?].*$/, "");
  return { js: [...js].map(file), css: [...css].map(file) };
}

interface Compressed {
  raw: number;
  gzip: number;
  brotli: number;
}

const cache = new Map<string, Compressed>();

function compressedSize(file: string): Compressed {
  let size = cache.get(file);
  if (!size) {
    const data = fs.readFileSync(file);
    size = {
      raw: data.length,
      gzip: zlib.gzipSync(data, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    cache.set(file, size);
  }
  return size;
}

function sumSizes(clientDir: string, urls: string[]): Compressed {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const url of urls) {
    const s = compressedSize(path.join(clientDir, url));
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  return total;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function main(): void {
  const clientDir = path.resolve(buildDir, "client");
  const manifest = readBrowserManifest(clientDir);
  const rows = Object.entries(PAGES).map(([page, routeId]) => {
    const files = pageFiles(manifest, routeId);
    return { page, files: files.js.length, js: sumSizes(clientDir, files.js), css: sumSizes(clientDir, files.css) };
  });

  console.log(
    `First-load JavaScript and CSS per page (${path.relative(process.cwd(), clientDir)}), compressed as the server sends them`,
  );
  console.table(
    Object.fromEntries(
      rows.map((r) => [
        r.page,
        {
          "JS files": r.files,
          "JS raw": kb(r.js.raw),
          "JS brotli": kb(r.js.brotli),
          "JS gzip": kb(r.js.gzip),
          "CSS raw": kb(r.css.raw),
          "CSS brotli": kb(r.css.brotli),
        },
      ]),
    ),
  );

  const home = rows.find((r) => r.page === "/")!;
  if (home.js.brotli > HOME_JS_BUDGET_BYTES) {
    console.error(
      `Bundle budget broken: the home page loads ${kb(home.js.brotli)} of JavaScript (brotli), over the ${kb(HOME_JS_BUDGET_BYTES)} budget.`,
    );
    process.exit(1);
  }
  console.log(`OK: the home page's JavaScript is ${kb(home.js.brotli)} (brotli), within the ${kb(HOME_JS_BUDGET_BYTES)} budget.`);

  // The site's stylesheet: not in the manifest (the root imports it as a URL and inlines or links it itself).
  const stylesheets = fs.readdirSync(path.join(clientDir, "assets")).filter((f) => /^app-[\w-]+\.css$/.test(f));
  if (stylesheets.length !== 1) {
    console.error(`Expected one stylesheet assets/app-*.css in the build, found ${stylesheets.length}.`);
    process.exit(1);
  }
  const css = sumSizes(clientDir, [`/assets/${stylesheets[0]}`]);
  if (css.brotli > STYLESHEET_BUDGET_BYTES) {
    console.error(
      `Stylesheet budget broken: ${kb(css.brotli)} (brotli), over ${kb(STYLESHEET_BUDGET_BYTES)} (the data-saver first visit).`,
    );
    process.exit(1);
  }
  console.log(
    `OK: the stylesheet is ${kb(css.brotli)} (brotli; ${kb(css.raw)} raw), within the ${kb(STYLESHEET_BUDGET_BYTES)} budget.`,
  );
}

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(`Usage: npm run test:bundle  (after npm run build; BUILD_DIR to read another build)

Prints the compressed JavaScript and CSS of the first visit of ${Object.keys(PAGES).join(", ")} and exits 1 when the
home page's JavaScript is over its budget of ${HOME_JS_BUDGET_BYTES / 1024} KiB.`);
} else {
  main();
}
