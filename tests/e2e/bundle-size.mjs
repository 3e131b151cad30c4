// Prints the release bundle's sizes, raw and gzipped.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

for (const f of readdirSync("dist").sort()) {
  if (!/\.(wasm|js|css|html)$/.test(f)) continue;
  const bytes = readFileSync(`dist/${f}`);
  const gz = gzipSync(bytes, { level: 9 }).length;
  console.log(`${f.replace(/-[0-9a-f]{16}(?=[._])/, "")}: ${bytes.length} B raw, ${gz} B gzip`);
}
