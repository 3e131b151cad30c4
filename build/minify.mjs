// Run first by build/post-build.mjs: Trunk's minifier cannot read wasm-bindgen's loader and
// leaves it whole (65 KB); esbuild minifies it (-1.9 KB brotli), and the page's integrity
// hash of it is made anew, so the browser still checks what it loads.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
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

// The QR codes' scripts, copied from npm whole (src/ui/peers): minified once, each naming
// its licence. Fetched only when a code is first shown or read, they are no part of the
// first screen.
const vendored = {
  // The encoder of every code shown (57 KB to 21 KB).
  "qrcode.js": "qrcode-generator 2.0.4, (c) 2009 Kazuhiko Arase (https://github.com/kazuhikoarase/qrcode-generator), MIT License",
  // The camera's decoder where the browser has none (257 KB to 130 KB).
  "jsQR.js": "jsQR 1.4.0 (https://github.com/cozmo/jsQR), Apache License 2.0",
};
for (const [file, licence] of Object.entries(vendored)) {
  const path = join(dir, file);
  if (!existsSync(path) || readFileSync(path, "utf8").startsWith(MARK)) continue;
  const banner = `${MARK}/*! ${licence} */`;
  writeFileSync(path, transformSync(readFileSync(path, "utf8"), { minify: true, banner }).code);
}
