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
 * its English text, wrapped by `t` of app/lib/i18n/german.ts; `virtual:german-messages` holds the German functions, in
 * a chunk of its own that app/entry.client.tsx loads before a German page hydrates. A message without inputs is found
 * in it by its English text (a number costs more bytes than the text already there), one with inputs by its number.
 * Measured on the home page: Paraglide's modules as generated (every language and a locale switch in each message)
 * cost 2.2 KB for the header and footer alone.
 */
function germanOnDemand(): Plugin {
  const messagesDir = path.resolve("app/lib/i18n/paraglide/messages");
  const germanModule = path.resolve("app/lib/i18n/german.ts");
  const VIRTUAL = "\0german-messages";
  /** Each message's English expression (of its inputs `i`) and German function, as Paraglide wrote them. */
  const read = (key: string) => {
    const code = fs.readFileSync(path.join(messagesDir, `${key}.js`), "utf8");
    const fn = (locale: "en" | "de") => new RegExp(`^const ${locale}_${key} = [\\s\\S]*?\\n\\};$`, "m").exec(code)?.[0];
    const [en, de] = [fn("en"), fn("de")];
    const english = en && /\treturn \/\*\* @type \{LocalizedString\} \*\/ \(([\s\S]*)\)\n\};$/.exec(en)?.[1];
    if (!english || !de) throw new Error(`german-on-demand: ${key} is not as Paraglide wrote messages (has its output changed?)`);
    return { english, german: de.replace(/^const de_\w+ = /, "").replace(/;$/, "") };
  };
  /** How each message finds its German: its English text, or its number when it has inputs or shares its text. */
  let lookup = new Map<string, string>();
  return {
    name: "german-on-demand",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      const keys = fs
        .readdirSync(messagesDir)
        .filter((f) => f.endsWith(".js") && !f.startsWith("_"))
        .map((f) => f.slice(0, -3))
        .sort();
      const byText = new Map<string, string[]>();
      for (const key of keys) {
        const { english } = read(key);
        if (!english.includes("${")) byText.set(english, [...(byText.get(english) ?? []), key]);
      }
      lookup = new Map(
        keys.map((key, n) => {
          const { english } = read(key);
          const shared = (byText.get(english)?.length ?? 0) > 1;
          return [key, english.includes("${") || shared ? String(n) : JSON.stringify(english.slice(1, -1))];
        }),
      );
    },
    resolveId(source) {
      return source === "virtual:german-messages" ? VIRTUAL : null;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      const entries = [...lookup].map(([key, found]) => `[${found}]: ${read(key).german}`);
      return `export default {\n${entries.join(",\n")}\n};`;
    },
    transform(_code, id) {
      if (path.dirname(id) !== messagesDir || !id.endsWith(".js") || path.basename(id).startsWith("_")) return null;
      const key = path.basename(id, ".js");
      const found = lookup.get(key);
      if (found === undefined) this.error(`german-on-demand: ${key} is not among the compiled messages`);
      const { english } = read(key);
      // A message that shares its English text with another is found by its number, as the catalogue keeps it.
      const message =
        english.includes("${") || /^\d+$/.test(found)
          ? `t((i) => ${english.replaceAll("i?.", "i.")}, ${found})`
          : `t(${JSON.stringify(english.slice(1, -1))})`;
      return { code: `import { t } from ${JSON.stringify(germanModule)};\nexport const ${key} = ${message};`, map: null };
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
