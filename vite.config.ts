import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { CLIENT_CHUNKS as CLIENT_CHUNK_GROUPS, ICONS_WITHOUT_KEYS, pathsPattern } from "./app/bundle-boundaries.ts";

/**
 * Fewer, larger files for the browser, and lucide's icons without their React keys: both for page weight. The
 * modules of each chunk, and why, are listed in app/bundle-boundaries.ts with the other file boundaries that
 * exist for page weight.
 */
const CLIENT_CHUNKS = CLIENT_CHUNK_GROUPS.map(({ name, priority, files }) => ({
  name,
  priority,
  test: pathsPattern(files),
}));

/** Leaves out the keys of lucide's icon elements in the browser's bundle (ICONS_WITHOUT_KEYS says why). */
function iconsWithoutKeys(): Plugin {
  const icons = pathsPattern([ICONS_WITHOUT_KEYS.files]);
  return {
    name: "icons-without-keys",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!icons.test(id)) return null;
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
