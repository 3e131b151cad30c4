// Run first by build/post-build.mjs: gives the built page its Content-Security-Policy,
// the one place the policy is kept. The page needs its own scripts (and the inline loader
// Trunk writes, allowed by its hash), WebAssembly, its stylesheet and the style attributes
// the app sets, its icon and manifest, its service worker (offline play), and blob: for the
// map drawn into a PNG; it loads nothing from anywhere else. A later feature that needs
// more extends it here, deliberately.
import { readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";

const page = join(process.env.TRUNK_STAGING_DIR ?? "dist", "index.html");
let html = readFileSync(page, "utf8");
const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
  (m) => `'sha256-${createHash("sha256").update(m[1]).digest("base64")}'`,
);
const policy = [
  "default-src 'none'",
  `script-src 'self' ${inline.join(" ")} 'wasm-unsafe-eval'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join("; ");
const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
html = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\n?/, "");
// After the charset, first in the head (Trunk's minified page leaves the head's tags implied
// and the attribute unquoted); a page without it is refused rather than left unguarded.
const charset = /<meta charset="?utf-8"?>/i;
if (!charset.test(html)) throw new Error(`csp: no <meta charset="utf-8"> in ${page} to put the policy after`);
html = html.replace(charset, `$&\n  ${meta}`);
writeFileSync(page, html);
