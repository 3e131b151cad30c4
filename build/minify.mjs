// Run first by build/post-build.mjs: Trunk's minifier cannot read wasm-bindgen's loader and
// leaves it whole (65 KB); esbuild minifies it (-1.9 KB brotli), and the page's integrity
// hash of it is made anew, so the browser still checks what it loads.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { transformSync } from "esbuild";

const MARK = "/*min*/";
const dir = process.env.TRUNK_STAGING_DIR ?? "dist";
const page = join(dir, "index.html");
let html = readFileSync(page, "utf8");
for (const file of readdirSync(dir).filter((f) => /^marchwarden-[0-9a-f]+\.js$/.test(f))) {
  const path = join(dir, file);
  const source = readFileSync(path, "utf8");
  // Once only: minified again, its names would come out otherwise and the page differ.
  const code = source.startsWith(MARK) ? source : MARK + transformSync(source, { minify: true, format: "esm" }).code;
  writeFileSync(path, code);
  const integrity = `sha384-${createHash("sha384").update(code).digest("base64")}`;
  let found = false;
  html = html.replace(/<link\b[^>]*>/g, (tag) => {
    if (!tag.includes(file)) return tag;
    found = true;
    return tag.replace(/integrity="?sha384-[^ >"]+"?/, `integrity="${integrity}"`);
  });
  if (!found) throw new Error(`minify: no <link> of ${file} in ${page} to give its new integrity`);
}
writeFileSync(page, html);
