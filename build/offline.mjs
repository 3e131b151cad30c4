// Run by build/post-build.mjs once the page's policy is written: writes into the built
// service worker (public/sw.js) the files it keeps for offline play and a version made
// from their contents, so that each build that changes anything is a new worker the page
// can offer as an update.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";

const dir = process.env.TRUNK_STAGING_DIR ?? "dist";
const files = readdirSync(dir)
  .filter((f) => f !== "sw.js" && !f.startsWith(".") && !/\.(br|gz)$/.test(f))
  .sort();
const hash = createHash("sha256");
for (const f of files) hash.update(f).update(readFileSync(join(dir, f)));
const worker = join(dir, "sw.js");
const text = readFileSync(worker, "utf8")
  .replace(/const VERSION = "[^"]*";/, `const VERSION = "${hash.digest("hex").slice(0, 16)}";`)
  .replace(/const FILES = \[\];/, `const FILES = ${JSON.stringify(files)};`);
writeFileSync(worker, text);
