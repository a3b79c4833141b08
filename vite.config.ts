import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Fewer, larger files for the browser: on a phone's slow connection every file costs a round trip and its
 * headers. Left to itself the bundler makes a file per set of routes sharing a module (30+ files on the home
 * page, many of a few hundred bytes).
 */
const CLIENT_CHUNKS = [
  // What every page needs: the root and the site layout with everything they import (React, React Router,
  // the header, footer and their libraries) and react-dom's small shared part, in one file.
  {
    name: "shell",
    test: /[\\/]app[\\/](root\.tsx|routes[\\/]_site\.tsx)$|[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/,
    priority: 2,
  },
  // The other icons (a few hundred bytes each), in one file rather than one per icon.
  { name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 1 },
  // The small modules of a job card: the home page, the search, the job pages and the saved jobs all use them,
  // and each was a file of about 1 KB (with 0.35 KB of headers) on its own. Not the search's rules (filters.ts)
  // or the job page's parts, which the home page would then load for nothing (1.7 KB).
  {
    name: "browse",
    test: /[\\/]app[\\/](lib[\\/]redirects\.ts|components[\\/]ui[\\/]verified-badge\.tsx|features[\\/]jobs[\\/](back-link|job-fact-badges|posted-age|job-meta|job-card|categories|salary|blue-card|job-facts|company-logo)\.tsx?|features[\\/]home[\\/]featured\.ts)$|[\\/]content[\\/]categories\.ts$|[\\/]vocabulary[\\/](cities|levels)\.ts$/,
    priority: 1,
  },
  // What the guides share with the home page and the job pages: page titles and the visa figures. Ahead of
  // "browse" (which imports the figures), so that a guide does not load the job cards with them.
  { name: "content", test: /[\\/]app[\\/]lib[\\/]seo\.ts$|[\\/]content[\\/](money|visa-facts)\.ts$/, priority: 2 },
];

/**
 * lucide-react gives each element of an icon a React key (`key: "1idqje"`): random text that brotli cannot
 * compress, about 1.2 KB of the 5.8 KB icons file that every page loads. An icon's elements are fixed and never
 * reorder, so the browser's production bundle goes without them and React matches them by position; React warns
 * about keyless lists only in development, which keeps the keys (as does the server bundle).
 */
function iconsWithoutKeys(): Plugin {
  return {
    name: "icons-without-keys",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs$/.test(id)) return null;
      return { code: code.replace(/,\s*key: "\w+"/g, ""), map: null };
    },
  };
}

export default defineConfig({
  // React Router 8 builds through Vite's Environment API: each build is configured per environment.
  environments: {
    client: { build: { rollupOptions: { output: { codeSplitting: { groups: CLIENT_CHUNKS } } } } },
    // The server bundle's entry is our Express app factory, so that the server code (database, auth,
    // Express) is compiled with the routes and shares their module instances.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter(), iconsWithoutKeys()],
});
