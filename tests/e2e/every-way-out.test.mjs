// End to end: nothing lost, second pass. Two tabs moving at the same instant never lose a
// move silently, with the Web Locks API and without it; one click or key press on the map
// gives one command; a link can neither crash the page nor plant many campaigns; every way
// out of a campaign with an unsaved change asks or keeps it; the panic screen's Reload
// works under the page's policy; a campaign stuck on old rules goes on as a copy; a
// damaged campaign does not block "Export all"; Safari's seven-day erasure is said.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import LZString from "lz-string";
import { servedApp, newPage, text, OUT, createCampaign, storedSaves, legalTileInPage } from "./harness.mjs";
import { reference } from "../lz/reference.mjs";
import { racesWanted, race, atOnce } from "./race.mjs";

const app = servedApp();
const RACES = racesWanted(100);

const create = (page, name) => createCampaign(page, app.site.url, name);

const steps = (page) => page.getByTestId("phase-bar").getAttribute("data-steps").then(Number);
const saveError = (page) => page.getByTestId("save-error").count();
/** A Playwright page as the race drives a tab. */
const tab = (page) => ({ run: (fn, arg) => page.evaluate(fn, arg) });

async function twoTabs(name, { locks }) {
  const { page, errors, context } = await newPage(app.chrome.browser);
  // A page with no locks: one served over plain http from another machine.
  if (!locks) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "locks", { get: () => undefined }));
  await create(page, name);
  await page.getByTestId("roll").click();
  const other = await context.newPage();
  other.on("pageerror", (e) => errors.push(String(e)));
  await other.goto(page.url());
  await other.getByTestId("map").waitFor();
  return { a: page, b: other, errors, context };
}

test(`two tabs answering at the same instant, ${RACES} times: with the Web Locks API no move is lost and none silently`, async () => {
  const { a, b, errors, context } = await twoTabs("Same Instant", { locks: true });
  assert.ok(await a.evaluate(() => !!navigator.locks), "localhost has the Web Locks API");
  const warnings = await race(tab(a), tab(b), RACES);
  console.log(`# ${RACES} races with locks: ${warnings} moves refused and said, none lost silently`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("two tabs answering at the same instant without the Web Locks API: a move written over is said, and kept as a copy on request", async () => {
  const { a, b, errors, context } = await twoTabs("No Locks Here", { locks: false });
  assert.equal(await a.evaluate(() => navigator.locks), undefined);
  await race(tab(a), tab(b), 20);
  // Kept as a copy: the tab's moves are stored beside the other tab's campaign.
  await atOnce(tab(a), tab(b));
  const warned = (await saveError(a)) ? a : (await saveError(b)) ? b : null;
  if (warned) {
    await warned.getByTestId("keep-copy").click();
    await warned.getByTestId("notice").waitFor();
    assert.match(await text(warned.getByTestId("notice")), /kept as a copy/);
    assert.equal((await storedSaves(warned)).length, 2, "both histories stored");
  }
  assert.deepEqual(errors, []);
  await context.close();
});

/** The page-pixel centre of the first highlighted (legal) tile. */
function legalTile(page) {
  return page.$eval("svg.map-highlight", (svg) => {
    const d = svg.querySelector("path.legal").getAttribute("d");
    const m = svg.getScreenCTM();
    const pts = d.split("Z")[0].slice(1).split("L").map((p) => p.split(",").map(Number));
    const x = pts.reduce((a, p) => a + p[0], 0) / pts.length, y = pts.reduce((a, p) => a + p[1], 0) / pts.length;
    return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
  });
}

test("a double click or a held key on a map tile gives one command", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await create(page, "Steady Hands");
  await page.getByTestId("roll").click();
  const before = await steps(page);
  const tile = await legalTile(page);
  await page.mouse.dblclick(tile.x, tile.y);
  await page.waitForTimeout(300);
  assert.equal(await steps(page), before + 1, "one capital placed by a double click, not two commands");
  // The keyboard: the cursor on a legal tile, Enter held down (the key repeats).
  await page.waitForTimeout(600);
  await page.getByTestId("map").focus();
  await page.keyboard.press("ArrowRight");
  const cursor = await steps(page);
  await page.keyboard.down("Enter");
  await page.keyboard.down("Enter");
  await page.keyboard.down("Enter");
  await page.keyboard.up("Enter");
  await page.waitForTimeout(300);
  assert.ok((await steps(page)) - cursor <= 1, "a held Enter chooses once");
  assert.equal((await storedSaves(page))[0].commands.length, await steps(page));
  assert.deepEqual(errors, []);
  await context.close();
});

test("a double tap on a phone gives one command, wherever the map has moved between the taps", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await create(page, "Quick Fingers");
  await page.getByTestId("roll").click();
  for (const gap of [60, 150, 300]) {
    await page.waitForTimeout(600);
    const before = await steps(page);
    const tile = await page.evaluate(legalTileInPage);
    await page.touchscreen.tap(tile.x, tile.y);
    await page.waitForTimeout(gap);
    await page.touchscreen.tap(tile.x, tile.y);
    await page.waitForTimeout(300);
    assert.equal(await steps(page), before + 1, `one capital for a double tap ${gap} ms apart`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test("a key held down on an answer button answers once: Roll rolls once, a placement places once", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await create(page, "Heavy Thumb");
  const hold = async (locator) => {
    await locator.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.down("Enter");
    await page.keyboard.up("Enter");
    await page.waitForTimeout(300);
  };
  let before = await steps(page);
  await hold(page.getByTestId("roll"));
  assert.equal(await steps(page), before + 1, "one roll for a held Enter");
  before = await steps(page);
  await hold(page.locator(".answer").first());
  assert.equal(await steps(page), before + 1, "one capital for a held Enter");
  assert.equal((await storedSaves(page))[0].commands.length, await steps(page));
  assert.deepEqual(errors, []);
  await context.close();
});

test("an old campaign's very long names, turned by direction overrides, are cut on the page: the map stays in view and the page's text keeps its way", async () => {
  const save = JSON.parse(readFileSync(new URL("../fixtures/save-v1-sample-setup.json", import.meta.url), "utf8"));
  save.setup.name = "\u202eA very long name ".repeat(55);
  save.setup.kingdoms[0].name = "\u202eKingdom of endless titles ".repeat(38).slice(0, 990);
  delete save.state_hash;
  const file = join(OUT, "long-names.json");
  writeFileSync(file, JSON.stringify(save));
  for (const viewport of [{ width: 1366, height: 860 }, { width: 390, height: 844 }]) {
    const { page, errors, context } = await newPage(app.chrome.browser, { viewport });
    await page.goto(app.site.url);
    await page.getByTestId("import-file").setInputFiles(file);
    await page.getByTestId("map").waitFor();
    const seen = await page.evaluate(() => ({
      title: document.querySelector("[data-testid=campaign-title]").getBoundingClientRect().height,
      map: document.querySelector("[data-testid=map]").getBoundingClientRect().height,
      wide: document.documentElement.scrollWidth,
      way: getComputedStyle(document.body).direction,
    }));
    assert.ok(seen.title < 100, `${viewport.width}: the title is cut (${seen.title} px)`);
    assert.ok(seen.map > 250, `${viewport.width}: the map stays in view (${seen.map} px)`);
    assert.ok(seen.wide <= viewport.width, `${viewport.width}: the page is no wider than the screen (${seen.wide} px)`);
    assert.equal(seen.way, "ltr");
    assert.deepEqual(errors, []);
    await context.close();
  }
});

/** A link fragment that asks for `runs` runs of 'a', each longer than the last: n²/2
 *  characters from about 2n bytes (the shape of a decompression bomb). */
function bomb(runs) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";
  const bits = [];
  const put = (value, n) => { for (let i = 0; i < n; i++) bits.push((value >> i) & 1); };
  put(0, 2);
  put(97, 8);
  let [size, enlargeIn, numBits] = [4, 4, 3];
  for (let i = 0; i < runs; i++) {
    put(size++, numBits);
    if (--enlargeIn === 0) [enlargeIn, numBits] = [2 ** numBits, numBits + 1];
  }
  put(2, numBits);
  while (bits.length % 6) bits.push(0);
  let out = "";
  for (let i = 0; i < bits.length; i += 6) out += alphabet[bits.slice(i, i + 6).reduce((v, b) => (v << 1) | b, 0)];
  return out;
}

test("a link that would unpack to hundreds of millions of characters is refused at the limit, on every reload; a link of many campaigns imports none", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  const fragment = bomb(40_000);
  assert.ok(fragment.length < 100_000);
  await page.goto(`${app.site.url}#share=${fragment}`);
  await page.getByTestId("import-error").waitFor();
  assert.match(await text(page.getByTestId("import-error")), /more than 16 MB/);
  await page.reload();
  await page.getByTestId("create").waitFor();
  await page.goto(app.site.url);
  await page.goto(`${app.site.url}#share=${fragment}`);
  await page.getByTestId("import-error").waitFor();
  // An "export all" bundle in a link: refused, saying how many it holds; nothing stored.
  const save = JSON.parse(readFileSync(new URL("../fixtures/save-v1-sample-setup.json", import.meta.url), "utf8"));
  const bundle = { marchwarden_campaigns: 1, campaigns: Array.from({ length: 40 }, () => save) };
  await page.goto(`${app.site.url}#share=${LZString.compressToEncodedURIComponent(JSON.stringify(bundle))}`);
  await page.waitForFunction(() => /holds 40 campaigns/.test(document.querySelector("[data-testid=import-error]")?.textContent));
  assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("marchwarden/campaign/")).length), 0);
  assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
  await context.close();
});

test("the codec's reference file is what the JavaScript lz-string writes today", () => {
  const stored = readFileSync(new URL("../lz/reference.json", import.meta.url), "utf8");
  assert.equal(stored, JSON.stringify(reference(), null, 1) + "\n", "run node tests/lz/reference.mjs");
});

/** A campaign whose next save fails: another tab deleted it. */
async function unsavedCampaign(name) {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await create(page, name);
  await page.getByTestId("roll").click();
  const other = await context.newPage();
  await other.goto(app.site.url);
  await other.getByTestId("delete").first().click();
  await other.getByTestId("ask-yes").click();
  await page.getByTestId("save-error").waitFor();
  await other.close();
  await page.locator(".answer").first().click();
  assert.match(await text(page.getByTestId("save-error")), /deleted in another tab/);
  return { page, errors, context };
}

test("Back, an edited address or a share link from a campaign with an unsaved change ask in the app's own dialog; keeping a copy loses nothing", async () => {
  const { page, errors, context } = await unsavedCampaign("Way Out");
  const here = page.url();
  await page.goBack();
  await page.getByTestId("leave-dialog").waitFor();
  assert.equal(page.url(), here, "the address stays on the campaign while the players choose");
  await page.getByTestId("leave-stay").click();
  assert.ok(await page.getByTestId("map").isVisible(), "Stay keeps the campaign on screen");
  await page.evaluate(() => { location.hash = "#campaign=somewhere-else"; });
  await page.getByTestId("leave-dialog").waitFor();
  await page.getByTestId("leave-keep-copy").click();
  await page.getByTestId("new-campaign").waitFor();
  const saves = await storedSaves(page);
  assert.equal(saves.length, 1, "the deleted campaign's moves are kept as a copy");
  assert.equal(saves[0].commands.length, 2, "the unsaved move included");
  // The Home button asks the same way.
  await page.getByTestId("open").first().click();
  await page.getByTestId("map").waitFor();
  assert.deepEqual(errors.filter((e) => !/deleted/.test(e)), []);
  await context.close();
});

test("closing or reloading the page with an unsaved change keeps it as a copy for the next visit", async () => {
  const { page, context } = await unsavedCampaign("Last Light");
  page.on("dialog", (d) => d.accept());
  await page.goto(app.site.url);
  await page.getByTestId("new-campaign").waitFor();
  const saves = await storedSaves(page);
  assert.equal(saves.length, 1, "kept on pagehide");
  assert.equal(saves[0].commands.length, 2);
  await context.close();
});

test("the panic screen's Reload works under the page's Content-Security-Policy", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await create(page, "Broken Wheel");
  const csp = await page.evaluate(() => document.querySelector("meta[http-equiv=Content-Security-Policy]").content);
  assert.match(csp, /script-src 'self'/);
  await page.evaluate(() => { try { window.wasmBindings.panic_drill(); } catch {} });
  await page.getByTestId("panic").waitFor();
  await Promise.all([page.waitForEvent("load"), page.getByTestId("panic-reload").click()]);
  await page.getByTestId("map").waitFor();
  assert.equal(await page.getByTestId("panic").count(), 0);
  assert.deepEqual(errors.filter((e) => !/panic drill|unreachable|panicked/.test(e)), [], "no refused inline script");
  await context.close();
});

test("a version 1 campaign stuck where nobody can act goes on under today's rules as a copy, the original kept", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(new URL("../fixtures/save-v1-narrative-waiting.json", import.meta.url).pathname);
  await page.getByTestId("map").waitFor();
  assert.doesNotMatch(await text(page.locator("body")), /later version/);
  await page.getByTestId("continue-current-rules").click();
  await page.waitForFunction(() => /under today's rules/.test(document.querySelector("[data-testid=notice]")?.textContent));
  assert.equal(await page.getByTestId("continue-current-rules").count(), 0, "no longer stuck");
  const saves = await storedSaves(page);
  assert.equal(saves.length, 2, "the original kept beside the copy");
  assert.ok(saves.some((s) => s.rules === 1) && saves.some((s) => s.rules > 1), "one on each rules version");
  assert.deepEqual(errors, []);
  await context.close();
});

test("Export all exports every campaign that reads and names a damaged one, offering its text as stored", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await create(page, "Sound One");
  await page.getByTestId("home").click();
  await page.evaluate(() => localStorage.setItem("marchwarden/campaign/broken-1", "lz16:\u0001damaged"));
  await page.reload();
  const downloads = [];
  page.on("download", (d) => downloads.push(d));
  await page.getByTestId("export-all").click();
  await page.getByTestId("import-error").waitFor();
  assert.match(await text(page.getByTestId("import-error")), /but these.*broken-1/);
  await page.waitForTimeout(300);
  const names = downloads.map((d) => d.suggestedFilename()).sort();
  assert.equal(names.length, 2, names.join());
  assert.match(names[0], /^broken-1\.damaged\.txt$/);
  const bundlePath = join(OUT, "export-all-damaged.json");
  await downloads.find((d) => d.suggestedFilename().startsWith("marchwarden-all")).saveAs(bundlePath);
  assert.equal(JSON.parse(readFileSync(bundlePath, "utf8")).campaigns.length, 1);
  const rawPath = join(OUT, "broken.txt");
  await downloads.find((d) => d.suggestedFilename().startsWith("broken-1")).saveAs(rawPath);
  assert.equal(readFileSync(rawPath, "utf8"), "lz16:\u0001damaged");
  assert.deepEqual(errors, []);
  await context.close();
});

test("on Safari (WebKit), the export reminder and the storage panel say that unvisited storage is erased after 7 days", async () => {
  const safari = "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
  const { page, errors, context } = await newPage(app.chrome.browser, { userAgent: safari });
  await create(page, "Seven Days");
  await page.getByTestId("home").click();
  assert.match(await text(page.getByTestId("erased-unvisited")), /after 7 days without a visit/);
  await page.evaluate(() => {
    const index = JSON.parse(localStorage.getItem("marchwarden/index"));
    index.entries[0].exported = Date.now() - 8 * 86_400_000;
    index.entries[0].last_played = Date.now() - 1000;
    localStorage.setItem("marchwarden/index", JSON.stringify(index));
  });
  await page.reload();
  assert.match(await text(page.getByTestId("backup-due")), /not exported for 8 days.*erases/);
  // Elsewhere, no such warning.
  const plain = await newPage(app.chrome.browser);
  await plain.page.goto(app.site.url);
  await plain.page.getByTestId("storage-use").waitFor();
  assert.equal(await plain.page.getByTestId("erased-unvisited").count(), 0);
  await plain.context.close();
  assert.deepEqual(errors, []);
  await context.close();
});
