// Shared by the end-to-end tests and benches: serve dist/ from a sub-path on loopback and
// drive Debian's Chromium (never a downloaded browser).
import LZString from "lz-string";
import { chromium } from "playwright-core";
import { before, after } from "node:test";
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import net from "node:net";

export const OUT = new URL("./out/", import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });

async function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/** Serves a copy of `from` (the app's dist/ unless told) at
 * http://127.0.0.1:PORT/tables/marchwarden/, to prove the build works from any URL path. */
export async function serveDist(from = "dist") {
  const root = mkdtempSync(join(tmpdir(), "marchwarden-site-"));
  cpSync(from, join(root, "tables", "marchwarden"), { recursive: true });
  const port = await freePort();
  const server = spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", root], {
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}/tables/marchwarden/`;
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    /** The served folder: a test may put a new build's file there. */
    dir: join(root, "tables", "marchwarden"),
    close() {
      server.kill();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium with a fresh, empty profile (Playwright makes one per launch),
 *  headless; `args` added to its own (a fake camera, say). */
export async function launch(args = []) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
      ...args,
    ],
  });
  return { browser, close: () => browser.close() };
}

/** A page that records every console error and uncaught exception. */
export async function newPage(browser, options = {}) {
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1366, height: 860 }, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** For a test file: serve dist/ and start Chromium before its tests, stop both after.
 *  The returned object's `site` and `chrome` are set once the tests run. */
export function servedApp() {
  const app = {};
  before(async () => {
    app.site = await serveDist();
    app.chrome = await launch();
  });
  after(async () => {
    await app.chrome?.close();
    app.site?.close();
  });
  return app;
}

/** The headings of the kingdoms and winter tables that do not fit their cells (each
 * overlaps its neighbour then), as their texts. */
export function headingsCut(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("[data-testid=kingdoms] th, [data-testid=winter] th")]
      .filter((th) => th.scrollWidth > th.clientWidth + 1 || th.scrollHeight > th.clientHeight + 1)
      .map((th) => th.textContent),
  );
}

/** The phase bar's "when" text without the campaign's length: "Year 1, month 2 · C ·
 *  Battle" for "Year 1 of 6, month 2 of 9 · C · Battle". */
export const phase = async (page) => (await page.getByTestId("phase").textContent()).replace(/ of \d+/g, "");

/** `words`, with or without the invisible marks that isolate the names and tile labels in
 * them, matched whole (or anywhere, if not `whole`): for an accessible name or a raw text. */
export function isolated(words, whole = true) {
  const escaped = [...words].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[\u2066-\u2069]*");
  return new RegExp(whole ? `^[\u2066-\u2069]*${escaped}[\u2066-\u2069]*$` : escaped);
}

/** A locator's text as a reader sees it: without the invisible marks that isolate names. */
export async function text(locator) {
  return (await locator.textContent()).replace(/[\u2066-\u2069]/g, "");
}

/** "C2" → axial {q, r}, as the map labels tiles (odd rows shifted right). */
export function axial(label) {
  const col = label.charCodeAt(0) - 65, row = Number(label.slice(1)) - 1;
  return { q: col - (row - (row & 1)) / 2, r: row };
}

/** Page-pixel centre of the hex `label` on the map. */
export async function hexCentre(page, label) {
  const { q, r } = axial(label);
  return page.$eval("[data-testid=map-tiles]", (svg, [q, r]) => {
    // The map's layout: pointy hexes of size 40 (src/ui/map/layout.rs).
    const size = 40, x = size * Math.sqrt(3) * (q + r / 2), y = size * 1.5 * r;
    const m = svg.querySelector(".layer-control").getScreenCTM();
    return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
  }, [q, r]);
}

/** Page-pixel centre of the hex `label` once the whole tile lies clear of the card
 *  `testid` (`hexClearInPage`). */
export async function hexClearOf(page, label, testid) {
  const { q, r } = axial(label);
  await page.waitForFunction(`(${hexClearInPage})(${q}, ${r}, ${JSON.stringify(testid)})`);
  return hexCentre(page, label);
}

/** The person's move: the first of these that is shown and enabled (by default a roll, a
 *  forced step, or the first answer or order offered), clicked. A stand-in's question may
 *  be answered by the app while the click is on its way, and a button be gone between one
 *  look and the next: no look waits for it. */
export async function personMoves(page, selectors = ["[data-testid=roll]", ...PERSON_CHOICES]) {
  for (const selector of selectors) {
    const b = page.locator(selector).first();
    const ready = (await b.count()) && (await b.isVisible()) && !(await b.isDisabled({ timeout: 1000 }).catch(() => true));
    if (ready) return b.click({ timeout: 2000 }).catch(() => {});
  }
}

/** What a person answers with, short of rolling: a forced step, the first answer or order. */
export const PERSON_CHOICES = ["[data-testid=resolve-forced]", ".answer", "[data-testid^=order-][data-testid$=-defend]", "[data-testid^=answer-]", "[data-testid^=allocate-]"];

/** Creates a campaign of the given kingdoms from the start page of `url`, seed 77, and
 *  waits for its map. */
export async function createCampaign(page, url, name, kingdoms = ["Basilea", "Orcs"]) {
  await page.goto(url);
  await page.getByTestId("campaign-name").fill(name);
  await page.getByTestId("kingdom-count").selectOption(String(kingdoms.length));
  for (const [i, k] of kingdoms.entries()) await page.getByTestId(`kingdom-name-${i}`).fill(k);
  await page.getByTestId("seed").fill("77");
  await page.getByTestId("create").click();
  await page.getByTestId("map").waitFor();
}

/** In the page: every stored campaign's value as stored. */
export function storedValuesInPage() {
  return Object.keys(localStorage)
    .filter((k) => k.startsWith("marchwarden/campaign/"))
    .map((k) => localStorage.getItem(k));
}

/** The saves in stored values, decompressed with the reference LZ-string (the app writes
 *  them with its Rust port). Each value is the revision's line (when it has one), then the
 *  save: compressed whole, or in pieces each compressed on its own and ended by U+E000, or
 *  plain. */
export function unpackStored(values) {
  const unpack = (v) =>
    v.startsWith("lz16:") ? LZString.decompressFromUTF16(v.slice(5))
      : v.startsWith("lz16p:") ? v.slice(6).split("\uE000").slice(0, -1).map((p) => LZString.decompressFromUTF16(p)).join("")
      : v;
  return values.map((v) => JSON.parse(unpack(v.replace(/^rev:[^\n]*\n/, ""))));
}

/** The campaigns stored in the page's browser. */
export async function storedSaves(page) {
  return unpackStored(await page.evaluate(storedValuesInPage));
}

/** Run in the page (before its scripts, or before the export): records each file the page
 *  offers for download as the page hands it to the browser, its name and blob, in
 *  `window.offered` (the browser's own download is the browser's, not the app's, to test). */
export function catchOffers() {
  window.offered = [];
  const blobs = new Map();
  const make = URL.createObjectURL;
  URL.createObjectURL = (blob) => {
    const url = make(blob);
    blobs.set(url, blob);
    return url;
  };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (this.download) window.offered.push({ name: this.download, blob: blobs.get(this.href) });
    return click.call(this);
  };
}

/** Run in the page: the viewport centre of the hex at axial (q, r) on the map (pointy
 *  hexes of size 40). For drivers that take a page function and its arguments. */
export function hexCentreInPage(q, r) {
  const size = 40, x = size * Math.sqrt(3) * (q + r / 2), y = size * 1.5 * r;
  const m = document.querySelector("svg.map-tiles .layer-control").getScreenCTM();
  return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
}

/** Run in the page: whether the whole hex at axial (q, r) lies clear of the card `testid`,
 *  below it or to its right, as the map moves a question's tiles out from under a result
 *  card. */
export function hexClearInPage(q, r, testid) {
  const size = 40, x = size * Math.sqrt(3) * (q + r / 2), y = size * 1.5 * r;
  const m = document.querySelector("svg.map-tiles .layer-control").getScreenCTM();
  const cx = m.a * x + m.c * y + m.e, cy = m.b * x + m.d * y + m.f, reach = size * m.d;
  const card = document.querySelector(`[data-testid=${testid}]`).getBoundingClientRect();
  return cy - reach >= card.bottom - 0.5 || cx - reach >= card.right - 0.5;
}

/** Run in the page: the centre of the first highlighted tile well inside the map: a legal
 *  one, or one of another highlight (`move-target`: where a waiting army may go). */
export function legalTileInPage(highlight = "legal") {
  const path = document.querySelector(`svg path.${highlight}`);
  const d = path.getAttribute("d");
  const m = path.getScreenCTM(), frame = document.querySelector("[data-testid=map]").getBoundingClientRect();
  return d.split("Z").filter(Boolean).map((s) => {
    const pts = s.slice(1).split("L").map((p) => p.split(",").map(Number));
    const x = pts.reduce((a, p) => a + p[0], 0) / pts.length, y = pts.reduce((a, p) => a + p[1], 0) / pts.length;
    return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
  }).find((t) => t.x > frame.x + 60 && t.x < frame.right - 80 && t.y > frame.y + 20 && t.y < frame.bottom - 60);
}
