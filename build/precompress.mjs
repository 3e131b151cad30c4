// Run by build/post-build.mjs last: beside each file of the built site, its brotli (.br,
// quality 11) and gzip (.gz, level 9) copies, for the hosts that serve a file's
// precompressed copy when the browser accepts it (nginx's gzip_static and brotli_static,
// Caddy's precompressed, many CDNs). Hosts that compress on their own ignore them; the
// offline copy's list (build/offline.mjs) is made before them and never names them.
import { readFileSync, readdirSync, writeFileSync, statSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { join } from "node:path";

const dir = process.env.TRUNK_STAGING_DIR ?? "dist";
const worth = /\.(wasm|js|css|html|ftl|svg|webmanifest)$/;
for (const f of readdirSync(dir).filter((f) => worth.test(f) && statSync(join(dir, f)).isFile())) {
  const bytes = readFileSync(join(dir, f));
  writeFileSync(join(dir, `${f}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(join(dir, `${f}.gz`), gzipSync(bytes, { level: 9 }));
}
