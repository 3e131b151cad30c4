// The LZ-string reference: every save fixture and a set of awkward texts, compressed by the
// reference JavaScript `lz-string` both ways the app uses (stored values and links).
// `node tests/lz/reference.mjs` writes tests/lz/reference.json; `--check` (run by the end
// to end tests) fails if the file is not what the reference gives today.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import LZString from "lz-string";

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, "..", "fixtures");

/** Texts that reach every branch of the format: 8- and 16-bit literals, surrogate pairs,
 * long runs (entries defined by their own first unit), and one to a few characters. */
function awkward() {
  const texts = ["a", "ab", "aaa", "abababababab", "a".repeat(5000), "Zwölf Königreiche · 十二王国 🐉", "\u0000\u0001\u00ff\u0100\uffff"];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  for (let n = 0; n < 40; n++) {
    const alphabet = n % 2 ? "ab{}\":,0123456789" : "Басилея🐉é\u0000";
    const chars = Array.from(alphabet);
    let s = "";
    for (let i = next() % 3000 + 1; i > 0; i--) s += chars[next() % chars.length];
    texts.push(s);
  }
  return texts;
}

export function reference() {
  const files = readdirSync(fixtures).filter((f) => f.endsWith(".json")).sort();
  const entry = (text, extra) => ({ ...extra, utf16: LZString.compressToUTF16(text), uri: LZString.compressToEncodedURIComponent(text) });
  return [
    ...files.map((file) => entry(readFileSync(join(fixtures, file), "utf8"), { file })),
    ...awkward().map((text) => entry(text, { text })),
  ];
}

const out = join(here, "reference.json");
if (process.argv.includes("--check")) {
  const stored = readFileSync(out, "utf8");
  if (stored !== JSON.stringify(reference(), null, 1) + "\n") {
    console.error("tests/lz/reference.json is not what lz-string gives: run node tests/lz/reference.mjs");
    process.exit(1);
  }
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(out, JSON.stringify(reference(), null, 1) + "\n");
}
