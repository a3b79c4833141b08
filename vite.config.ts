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
 * Where the arguments of a call end: the index of its closing parenthesis, from just after the opening one; -1 when
 * they hold anything this simple reading does not follow (a string, a template, a comment, JSX), so that the call is
 * left as it is.
 */
function argumentsEnd(code: string, from: number): number {
  let depth = 0;
  for (let i = from; i < code.length; i++) {
    const c = code[i]!;
    if ("\"'`<".includes(c) || code.startsWith("//", i) || code.startsWith("/*", i)) return -1;
    if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) {
      if (depth === 0) return c === ")" ? i : -1;
      depth--;
    }
  }
  return -1;
}

/**
 * German text only on German pages (docs/decisions/206). In the client build each Paraglide message module is cut to
 * its English text, wrapped by `t` of app/lib/i18n/german.ts; `virtual:german-messages` holds the German functions, in
 * a chunk of its own that app/entry.client.tsx loads before a German page hydrates. A message without inputs is found
 * in it by its English text (a number costs more bytes than the text already there), one with inputs by its number,
 * as is one whose English text other messages share with other German. A call of a message in our code, m.key() or
 * m.key({ name }), is written out where it is called (tt / ti of german.ts), without the message module
 * (docs/decisions/209).
 * Measured on the home page: Paraglide's modules as generated (every language and a locale switch in each message)
 * cost 2.2 KB for the header and footer alone; the calls written out saved about 0.35 KB on /jobs and on a job page.
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
    const returned = (fn?: string) => fn && /\treturn \/\*\* @type \{LocalizedString\} \*\/ \(([\s\S]*)\)\n\};$/.exec(fn)?.[1];
    const english = returned(en);
    // The German text alone (its function names the message in a type comment), to compare messages' German.
    const germanText = returned(de);
    if (!english || !de || !germanText)
      throw new Error(`german-on-demand: ${key} is not as Paraglide wrote messages (has its output changed?)`);
    // A message without inputs is one template literal without substitutions: its value is its text.
    const text = english.includes("${") ? undefined : (new Function(`return ${english};`)() as string);
    return { english, text, german: de.replace(/^const de_\w+ = /, "").replace(/;$/, ""), germanText };
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
      // Messages sharing an English text share its entry when they share their German too ("Location" in the
      // search and on the job page): the German most of them have goes by the text, any other by the message's number.
      const germanByText = new Map<string, Map<string, number>>();
      for (const key of keys) {
        const { text, germanText } = read(key);
        if (text === undefined) continue;
        const counts = germanByText.get(text) ?? new Map<string, number>();
        germanByText.set(text, counts.set(germanText, (counts.get(germanText) ?? 0) + 1));
      }
      const mostCommon = (counts: Map<string, number>) => [...counts].sort((x, y) => y[1] - x[1])[0]![0];
      // A message with inputs, or a text that reads as a number (the numbers' keys), goes by number.
      lookup = new Map(
        keys.map((key, n) => {
          const { text, germanText } = read(key);
          const byText = text !== undefined && !/^\d+$/.test(text) && mostCommon(germanByText.get(text)!) === germanText;
          return [key, byText ? JSON.stringify(text) : String(n)];
        }),
      );
    },
    resolveId(source) {
      return source === "virtual:german-messages" ? VIRTUAL : null;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      const entries = [...new Map([...lookup].map(([key, found]) => [found, read(key).german]))].map(
        ([found, german]) => `[${found}]: ${german}`,
      );
      return `export default {\n${entries.join(",\n")}\n};`;
    },
    transform(code, id) {
      if (
        /\.tsx?$/.test(id) &&
        !id.includes("/node_modules/") &&
        /import \{[^}]*\bm\b[^}]*\} from "#app\/lib\/i18n\/i18n\.ts"/.test(code)
      ) {
        // A call of a message without inputs, m.key(), becomes its text where it is called: tt`Browse Jobs`, no
        // declaration and call of a message function per text. A message used as a function (`label: m.key`) stays one.
        let inlined = false;
        let out = "";
        let last = 0;
        for (const call of code.matchAll(/\bm\.([a-z0-9_]+)\(/g)) {
          const found = lookup.get(call[1]!);
          const start = call.index + call[0].length;
          const end = found === undefined ? -1 : argumentsEnd(code, start);
          if (found === undefined || end < 0 || call.index < last) continue;
          const { english, text } = read(call[1]!);
          const args = code.slice(start, end).trim();
          let inline: string;
          if (text !== undefined && args === "") {
            inline = found === JSON.stringify(text) ? `__tt${english}` : `__tt(${english}, ${found})`;
          } else if (text === undefined && args !== "") {
            // With inputs: __ti((i) => `... ${i.name}`, 12, { name }).
            inline = `__ti((i) => ${english.replaceAll("i?.", "i.")}, ${found}, ${args})`;
          } else continue;
          out += code.slice(last, call.index) + inline;
          last = end + 1;
          inlined = true;
        }
        if (!inlined) return null;
        out += code.slice(last);
        // On the first line, so that the lines keep their numbers.
        return { code: `import { ti as __ti, tt as __tt } from ${JSON.stringify(germanModule)}; ${out}`, map: null };
      }
      if (path.dirname(id) !== messagesDir || !id.endsWith(".js") || path.basename(id).startsWith("_")) return null;
      const key = path.basename(id, ".js");
      const found = lookup.get(key);
      if (found === undefined) this.error(`german-on-demand: ${key} is not among the compiled messages`);
      const { english, text } = read(key);
      // A text found by itself is a tagged template, t`Browse Jobs`: two bytes fewer than t("Browse Jobs"), per message.
      const message =
        text === undefined
          ? `t((i) => ${english.replaceAll("i?.", "i.")}, ${found})`
          : found === JSON.stringify(text)
            ? `t${english}`
            : `t(${english}, ${found})`;
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
