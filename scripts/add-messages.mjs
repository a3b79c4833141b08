// Adds messages to the catalogues: node scripts/add-messages.mjs <area> <file.json>, where the file holds
// { "key": ["English", "Deutsch"], ... }. Keys are kept in the order they are added; an existing key is replaced.
import fs from "node:fs";

const [area, file] = process.argv.slice(2);
if (!area || !file) {
  console.error("usage: node scripts/add-messages.mjs <area> <file.json>");
  process.exit(2);
}
const entries = JSON.parse(fs.readFileSync(file, "utf8"));
for (const [i, locale] of ["en", "de"].entries()) {
  const path = `messages/${locale}/${area}.json`;
  const catalogue = fs.existsSync(path)
    ? JSON.parse(fs.readFileSync(path, "utf8"))
    : { $schema: "https://inlang.com/schema/inlang-message-format" };
  for (const [key, texts] of Object.entries(entries)) {
    if (!/^[a-z][a-z0-9_]*$/.test(key)) throw new Error(`Key ${key}: lower case, digits and _ only`);
    if (!key.startsWith(`${area}_`)) throw new Error(`Key ${key}: must start with ${area}_`);
    if (!Array.isArray(texts) || typeof texts[i] !== "string" || texts[i].trim() === "") {
      throw new Error(`Key ${key}: needs ["English", "Deutsch"]`);
    }
    catalogue[key] = texts[i];
  }
  fs.writeFileSync(path, JSON.stringify(catalogue, null, 2) + "\n");
}
console.log(`${Object.keys(entries).length} messages in messages/{en,de}/${area}.json`);
