import fs from "node:fs";
import path from "node:path";
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

/** In the browser, the message functions read the page's language from a stand-in of Paraglide's runtime (why: there). */
function clientLocaleRuntime(): Plugin {
  const runtime = path.resolve("app/lib/i18n/paraglide/runtime.js");
  const standIn = path.resolve("app/lib/i18n/client-runtime.ts");
  return {
    name: "client-locale-runtime",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer) {
      if (!importer || !source.endsWith("runtime.js")) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id === runtime ? standIn : null;
    },
  };
}

/**
 * German text only on German pages (docs/decisions/206). In the client build each Paraglide message module is cut to
 * its English text and a numbered call to app/lib/i18n/german.ts; `virtual:german-messages` holds the German
 * functions in that numbering, in a chunk of its own that app/entry.client.tsx loads before a German page hydrates.
 * (Paraglide's modules carry every language and a locale switch each: 2.2 KB more on the home page for its header and
 * footer alone, measured.)
 */
function germanOnDemand(): Plugin {
  const messagesDir = path.resolve("app/lib/i18n/paraglide/messages");
  const germanModule = path.resolve("app/lib/i18n/german.ts");
  const VIRTUAL = "\0german-messages";
  /** Each message's German and English functions, as Paraglide wrote them. */
  const functionOf = (code: string, locale: "en" | "de", key: string) => {
    const found = new RegExp(`^const ${locale}_${key} = [\\s\\S]*?\\n\\};$`, "m").exec(code);
    if (!found) throw new Error(`german-on-demand: no ${locale} text for ${key} (has Paraglide's output changed?)`);
    return found[0];
  };
  let keys: string[] = [];
  return {
    name: "german-on-demand",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      keys = fs
        .readdirSync(messagesDir)
        .filter((f) => f.endsWith(".js") && !f.startsWith("_"))
        .map((f) => f.slice(0, -3))
        .sort();
    },
    resolveId(source) {
      return source === "virtual:german-messages" ? VIRTUAL : null;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      const functions = keys.map((key) => {
        const code = fs.readFileSync(path.join(messagesDir, `${key}.js`), "utf8");
        return functionOf(code, "de", key)
          .replace(/^const de_\w+ = /, "")
          .replace(/;$/, "");
      });
      return `export default [\n${functions.join(",\n")}\n];`;
    },
    transform(code, id) {
      if (path.dirname(id) !== messagesDir || !id.endsWith(".js") || path.basename(id).startsWith("_")) return null;
      const key = path.basename(id, ".js");
      const n = keys.indexOf(key);
      if (n < 0) this.error(`german-on-demand: ${key} is not among the compiled messages`);
      // Paraglide's English function returns one expression of its inputs, `i`: inlined, a message costs a few bytes.
      const english = /\treturn \/\*\* @type \{LocalizedString\} \*\/ \(([\s\S]*)\)\n\};$/.exec(functionOf(code, "en", key));
      const text = english?.[1];
      if (!text) this.error(`german-on-demand: the English text of ${key} is not one expression`);
      return {
        code: [
          `import { german } from ${JSON.stringify(germanModule)};`,
          text.includes("i?.")
            ? `export const ${key} = (i) => german(${n}, i) ?? (${text});`
            : `export const ${key} = () => german(${n}) ?? (${text});`,
        ].join("\n"),
        map: null,
      };
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
  plugins: [germanOnDemand(), clientLocaleRuntime(), tailwindcss(), reactRouter(), iconsWithoutKeys()],
});
