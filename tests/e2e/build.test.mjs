// The post-build hook (build/post-build.mjs) on copies of dist/: the page's policy is
// written before the service worker's version is made from the page, and a change to the
// page alone makes a new version (a new worker the page offers as an update).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const version = (dir) => readFileSync(join(dir, "sw.js"), "utf8").match(/const VERSION = "([^"]*)";/)[1];

/** The digest of the folder's files as they finally are (the worker aside). */
function digest(dir) {
  const hash = createHash("sha256");
  for (const f of readdirSync(dir).filter((f) => f !== "sw.js" && !f.startsWith(".") && !/\.(br|gz)$/.test(f)).sort()) {
    hash.update(f).update(readFileSync(join(dir, f)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** dist/ as Trunk stages it before the hook: the page without its policy, the worker's
 * source; `edit` changes the page. The hook run over it; the folder returned. */
function staged(edit = (html) => html) {
  const dir = mkdtempSync(join(tmpdir(), "marchwarden-staging-"));
  cpSync("dist", dir, { recursive: true });
  cpSync("public/sw.js", join(dir, "sw.js"));
  const page = join(dir, "index.html");
  const html = readFileSync(page, "utf8").replace(/\n\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
  writeFileSync(page, edit(html));
  execFileSync("node", ["build/post-build.mjs"], { env: { ...process.env, TRUNK_STAGING_DIR: dir } });
  return dir;
}

test("the worker's version is made from the finished page, and a change to the page alone changes it", () => {
  const again = staged();
  const edited = staged((html) => html.replace("<title>", "<title>·"));
  try {
    assert.match(readFileSync(join(again, "index.html"), "utf8"), /http-equiv="Content-Security-Policy"/);
    assert.equal(version(again), digest(again), "the version is made from the page with its policy");
    assert.equal(version(again), version("dist"), "the page as built: the same version");
    assert.notEqual(version(edited), version("dist"), "the page changed: a new version");
  } finally {
    rmSync(again, { recursive: true, force: true });
    rmSync(edited, { recursive: true, force: true });
  }
});

test("beside each file of the site are its brotli and gzip copies, each the file itself once decompressed, and the offline copy names none of them", () => {
  const dir = staged();
  try {
    const files = readdirSync(dir);
    const served = files.filter((f) => /\.(wasm|js|css|html|ftl)$/.test(f));
    assert.ok(served.some((f) => f.endsWith(".wasm")) && served.includes("en.ftl"));
    for (const f of served) {
      const bytes = readFileSync(join(dir, f));
      assert.ok(brotliDecompressSync(readFileSync(join(dir, `${f}.br`))).equals(bytes), `${f}.br`);
      assert.ok(gunzipSync(readFileSync(join(dir, `${f}.gz`))).equals(bytes), `${f}.gz`);
    }
    assert.doesNotMatch(readFileSync(join(dir, "sw.js"), "utf8").match(/const FILES = (.*);/)[1], /\.(br|gz)"/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
