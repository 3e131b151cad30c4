// Run first by build/post-build.mjs: the splash's bar (public/loading.mjs) is told how
// large the wasm is, so it fills as the wasm arrives. Trunk 0.21 writes into its loader the
// size before wasm-opt (a third larger), which would stop the bar at two thirds; the size
// of the wasm as built is written in its place. Before the page's policy, which hashes the
// loader.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.env.TRUNK_STAGING_DIR ?? "dist";
const page = join(dir, "index.html");
const html = readFileSync(page, "utf8");
const call = /(__trunkInitializer\(init, '\.\/([^']+\.wasm)', )\d+(,)/;
const found = html.match(call);
if (!found) throw new Error(`wasm-size: no loader call of the form ${call} in ${page}`);
const size = statSync(join(dir, found[2])).size;
writeFileSync(page, html.replace(call, `$1${size}$3`));
