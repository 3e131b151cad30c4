// End to end against the release build: the splash before the app, create a campaign,
// play its setup on the map, undo and redo, reload, export, delete, import, refuse bad
// files, and show storage failures. Screenshots land in tests/e2e/out/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { servedApp, newPage, phase, text, isolated, hexCentre, OUT } from "./harness.mjs";

const app = servedApp();

/** Hexes drawn by the terrain layer: one closed shape each. */
const tilesDrawn = (page) =>
  page.$$eval(".layer-terrain path.terrain", (ps) => ps.reduce((n, p) => n + (p.getAttribute("d").match(/Z/g) || []).length, 0));

async function createCampaign(page, { name, kingdoms = 2, generated = false, tableDice = false, years, months, races = false }) {
  await page.goto(app.site.url);
  await page.getByTestId("campaign-name").fill(name);
  if (years) await page.getByTestId("years").fill(String(years));
  if (months) await page.getByTestId("months").fill(String(months));
  await page.getByTestId("kingdom-count").selectOption(String(kingdoms));
  if (generated) await page.getByTestId("map-generated").check();
  if (tableDice) await page.getByTestId("table-dice").check();
  if (races) await page.getByTestId("secret-races").check();
  await page.getByTestId("seed").fill("4242");
  await page.getByTestId("create").click();
  await page.getByTestId("map").waitFor();
  // The legend starts folded on a laptop-sized screen, so it covers no tile.
  assert.equal(await page.locator(".legend[open]").count(), 0);
}

/** Page-pixel centres of the hexes in a highlight path, keeping those well inside the map. */
async function visibleShape(page, selector) {
  const centres = await page.$eval("svg.map-highlight", (svg, selector) => {
    const d = svg.querySelector(selector).getAttribute("d");
    const shapes = d.split("Z").filter(Boolean).map((s) => s.slice(1).split("L").map((p) => p.split(",").map(Number)));
    const m = svg.getScreenCTM();
    return shapes.map((pts) => {
      const x = pts.reduce((a, p) => a + p[0], 0) / pts.length, y = pts.reduce((a, p) => a + p[1], 0) / pts.length;
      return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
    });
  }, selector);
  const frame = await page.getByTestId("map").boundingBox();
  return centres.find((t) => t.x > frame.x + 60 && t.x < frame.x + frame.width - 80 && t.y > frame.y + 20 && t.y < frame.y + frame.height - 60);
}

/** Plays setup by clicking the first legal tile on the map itself (SET-3…SET-5). */
async function playSetup(page) {
  await page.getByTestId("roll").click();
  while ((await page.getByTestId("roll").count()) > 0) await page.getByTestId("roll").click();
  for (let i = 0; i < 40 && (await phase(page)) === "Setup"; i++) {
    const first = page.locator(".answer").first();
    const label = await first.textContent();
    // Click the tile on the map, where a player would.
    const target = await visibleShape(page, "path.legal");
    assert.ok(target, `no visible highlighted tile for ${label}`);
    const logBefore = await text(page.getByTestId("chronicle"));
    await page.mouse.click(target.x, target.y);
    await page.waitForFunction((before) => document.querySelector("[data-testid=chronicle]").textContent !== before, logBefore);
  }
}

test("the page is never blank: the splash shows until the app takes its place, says after a while that a first visit takes time, and says what to do when the app cannot start", async () => {
  const phone = { viewport: { width: 390, height: 844 } };
  // What a box of the splash shows (innerText): the other language's line is hidden.
  const shown = async (page, id) => (await page.getByTestId(id).innerText()).trim();
  {
    // The wasm held back, as on a slow phone's first visit; the splash's 10 s made short.
    const { page, errors, context } = await newPage(app.chrome.browser, phone);
    await context.addInitScript(() => {
      const real = window.setTimeout;
      window.setTimeout = (f, ms, ...rest) => real(f, ms === 10000 ? 300 : ms, ...rest);
    });
    let release;
    const held = new Promise((r) => (release = r));
    await page.route(/\.wasm$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(app.site.url);
    await page.getByTestId("splash").waitFor();
    assert.equal(await page.getByTestId("splash-help").isVisible(), false, "no help while it loads");
    await page.getByTestId("splash-slow").waitFor({ state: "visible" });
    assert.match(await shown(page, "splash-slow"), /^Still loading: on a slow connection the first visit takes a while/);
    assert.ok(await page.locator(".splash-bar").isVisible(), "the bar still runs");
    await page.screenshot({ path: join(OUT, "00-splash-phone.png") });
    release();
    await page.getByTestId("saved-campaigns").waitFor();
    assert.equal(await page.getByTestId("splash").count(), 0, "the app took its place");
    assert.deepEqual(errors, []);
    await context.close();
  }
  {
    // The wasm refused: the help at once, in place of the bar.
    const { page, context } = await newPage(app.chrome.browser, phone);
    await page.route(/\.wasm$/, (route) => route.fulfill({ status: 404, body: "gone" }));
    await page.goto(app.site.url);
    await page.getByTestId("splash-help").waitFor({ state: "visible", timeout: 5000 });
    assert.equal(await shown(page, "splash-help"), "Marchwarden has not started. Reload the page; if it still does not start, open it in an up-to-date browser.");
    assert.equal(await page.locator(".splash-bar").isVisible(), false);
    // At a table that chose Russian, in Russian alone.
    await page.evaluate(() => localStorage.setItem("marchwarden/language", "ru"));
    await page.reload();
    await page.getByTestId("splash-help").waitFor({ state: "visible", timeout: 5000 });
    assert.match(await shown(page, "splash-help"), /^Marchwarden не запустился\. Обновите страницу;[^.]*\.$/);
    await context.close();
  }
});

test("a campaign is created, set up on the map, undone, redone, reloaded, exported, deleted and imported", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await createCampaign(page, { name: "Ashen Fields", kingdoms: 3 });
  assert.equal(await phase(page), "Setup");
  assert.match(await text(page.getByTestId("phase-bar")), /The table: one D6 for each of 3 kingdoms, for player order/);
  await page.locator(".legend summary").click();
  assert.match(await text(page.locator(".legend")), /Starting tile.*Unexplored.*Capital.*Army on its side/);
  await page.screenshot({ path: join(OUT, "01-new-campaign.png") });
  await page.locator(".legend summary").click();

  await playSetup(page);
  assert.equal(await phase(page), "Year 1, month 1 · A · Orders");
  assert.equal(await page.locator("[data-testid=map] g.army.upright").count(), 3);
  assert.equal(await page.locator("[data-testid=map-tiles] g.settlement").count(), 15);
  assert.match(await text(page.getByTestId("chronicle")), /founded its capital city at [A-L]\d+ \(SET-3\)/);
  assert.match(await text(page.getByTestId("dice-tray")), /player order · SET-2/);
  await page.screenshot({ path: join(OUT, "02-setup-done.png") });

  // Undo and redo by button and by keyboard (APP-3).
  await page.getByTestId("undo").click();
  assert.equal(await phase(page), "Setup");
  assert.equal(await page.locator("[data-testid=map] g.army").count(), 2);
  await page.getByTestId("redo").click();
  assert.equal(await page.locator("[data-testid=map] g.army").count(), 3);
  await page.keyboard.press("Control+z");
  assert.equal(await page.locator("[data-testid=map] g.army").count(), 2);
  await page.keyboard.press("Control+Shift+z");
  assert.equal(await page.locator("[data-testid=map] g.army").count(), 3);
  assert.match(await text(page.getByTestId("chronicle")), /Undone: the army placed at/);
  // Undos in a row are one folded line; opened, each is there.
  const folded = page.getByTestId("folded-undos");
  assert.equal(await text(folded.locator("summary")), "2 moves, one after another (APP-3).");
  await folded.locator("summary").click();
  assert.equal(await folded.locator("li").count(), 2);

  // Reload: the campaign comes back as it was.
  const before = await text(page.getByTestId("chronicle"));
  await page.reload();
  await page.getByTestId("map").waitFor();
  assert.equal(await phase(page), "Year 1, month 1 · A · Orders");
  assert.equal(await text(page.getByTestId("chronicle")), before);

  // Export downloads the save file.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export").click()]);
  const file = join(OUT, download.suggestedFilename());
  await download.saveAs(file);
  const exported = JSON.parse(readFileSync(file, "utf8"));
  assert.equal(exported.format, 2);
  assert.equal(exported.setup.name, "Ashen Fields");

  // Delete it from the start page.
  await page.getByTestId("home").click();
  await page.getByTestId("saved-campaigns").getByTestId("delete").click();
  // The app's own question, not the browser's: Escape is no, its button yes.
  assert.match(await text(page.getByTestId("ask-dialog")), /Delete "Ashen Fields" from this browser\?/);
  await page.keyboard.press("Escape");
  assert.equal(await page.getByTestId("ask-dialog").count(), 0);
  await page.getByTestId("saved-campaigns").getByTestId("delete").click();
  await page.getByTestId("ask-yes").click();
  await page.getByText("No campaigns yet.").waitFor();

  // Import the file: the same campaign, down to the state hash.
  await page.getByTestId("import-file").setInputFiles(file);
  await page.getByTestId("map").waitFor();
  assert.equal(await phase(page), "Year 1, month 1 · A · Orders");
  assert.equal(await text(page.getByTestId("chronicle")), before);
  const [again] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export").click()]);
  const file2 = join(OUT, "reexported.json");
  await again.saveAs(file2);
  const reexported = JSON.parse(readFileSync(file2, "utf8"));
  assert.equal(reexported.state_hash, exported.state_hash);
  assert.deepEqual(reexported.commands, exported.commands);
  await page.screenshot({ path: join(OUT, "03-imported.png") });

  assert.deepEqual(errors, []);
  await context.close();
});

test("every preset is offered; a first-version Loyalty & Supply campaign (no rules then) opens with them off and says so (OPT-DOMAIN, APP-3)", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  const preset = page.getByTestId("preset");
  // The form is drawn once the app has started: read it then, not before.
  await preset.locator("option").first().waitFor({ state: "attached" });
  assert.deepEqual(await preset.locator("option").allTextContents(), ["Mighty Kingdoms", "Loyalty & Supply", "Domain War", "Narrative"]);
  assert.equal(await preset.locator("option:disabled").count(), 0);
  assert.equal(await page.getByTestId("resolver").locator("option:disabled").count(), 0);
  await page.getByTestId("import-file").setInputFiles(new URL("../fixtures/save-v1-loyalty-preset.json", import.meta.url).pathname);
  await page.getByTestId("map").waitFor();
  assert.match(await text(page.getByTestId("notices")), /loyalty and supply \(OPT-LOYALTY\).*without them/);
  await page.screenshot({ path: join(OUT, "old-loyalty-campaign-notice.png") });
  await page.getByTestId("dismiss-notices").click();
  await page.getByTestId("notices").waitFor({ state: "hidden" });
  await page.reload();
  await page.getByTestId("map").waitFor();
  // The notice is kept with the campaign.
  await page.getByTestId("notices").waitFor({ state: "visible" });
  assert.deepEqual(errors, []);
  await context.close();
});

test("bad files are refused with a reason and leave the saved campaigns untouched", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await createCampaign(page, { name: "Keep Me" });
  await page.getByTestId("home").click();
  const list = await text(page.getByTestId("saved-campaigns"));

  const cases = [
    ["notes.json", "this is not json", /not JSON/],
    ["other.json", JSON.stringify({ hello: "world" }), /no "format" number/],
    ["future.json", JSON.stringify({ format: 99 }), /newer Marchwarden/],
  ];
  const good = JSON.parse(readFileSync(new URL("../fixtures/save-v1-sample-setup.json", import.meta.url), "utf8"));
  good.commands[2] = { PlaceCapital: { hex: { q: 0, r: 0 } } };
  cases.push(["diverged.json", JSON.stringify(good), /fails at command 3: SET-3/]);
  for (const [name, content, reason] of cases) {
    const path = join(OUT, name);
    writeFileSync(path, content);
    await page.getByTestId("import-file").setInputFiles(path);
    const shown = page.getByTestId("import-error").filter({ hasText: isolated(`Could not import ${name}`, false) });
    await shown.waitFor();
    const message = await text(shown);
    assert.match(message, reason);
    assert.equal(await text(page.getByTestId("saved-campaigns")), list);
  }
  // Dropping a file anywhere on the start page imports it the same way.
  await page.evaluate(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(["{ broken"], "dropped.json", { type: "application/json" }));
    document.querySelector(".home").dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
  });
  await page.getByTestId("import-error").filter({ hasText: isolated("Could not import dropped.json: this file is not JSON", false) }).waitFor();
  assert.equal(await text(page.getByTestId("saved-campaigns")), list);
  await page.screenshot({ path: join(OUT, "04-bad-import.png") });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a full storage is shown to the player and the last good save survives", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await createCampaign(page, { name: "Full Shelf" });
  await page.evaluate(() => {
    const real = Storage.prototype.setItem;
    window.__fill = true;
    Storage.prototype.setItem = function (k, v) {
      if (window.__fill) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      return real.call(this, k, v);
    };
  });
  await page.getByTestId("roll").click();
  assert.match(await text(page.getByTestId("save-error")), /storage for this page is full: the last change was NOT saved/);
  await page.screenshot({ path: join(OUT, "05-storage-full.png") });
  await page.reload();
  await page.getByTestId("map").waitFor();
  assert.match(await text(page.getByTestId("phase-bar")), /one D6 for each of 2 kingdoms, for player order/, "the last good save is still there");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a generated map is drawn on a tablet-sized screen, zooms by wheel and pinch, pans and shows a clicked tile", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser, { viewport: { width: 1024, height: 768 }, hasTouch: true });
  await createCampaign(page, { name: "Wide World", kingdoms: 4, generated: true });
  assert.equal(await tilesDrawn(page), 20 * 16);
  const before = await page.getByTestId("map").getAttribute("viewBox");
  await page.getByTestId("zoom-in").click();
  assert.notEqual(await page.getByTestId("map").getAttribute("viewBox"), before);
  await page.getByTestId("zoom-fit").click();
  assert.equal(await page.getByTestId("map").getAttribute("viewBox"), before);
  // Wheel zooms around the pointer; dragging pans; a click (no drag) shows the tile.
  const box = await page.getByTestId("map").boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -300);
  // The drawn map is scaled at once, then drawn afresh at the new zoom once the wheel rests.
  await page.waitForFunction(() => /scale\(1\.2/.test(document.querySelector(".map-canvas").getAttribute("style") ?? ""));
  await page.waitForFunction((b) => document.querySelector("[data-testid=map]").getAttribute("viewBox") !== b, before);
  assert.equal(await page.locator(".map-canvas").getAttribute("style"), null, "no transform left once redrawn");
  const zoomed = await page.getByTestId("map").getAttribute("viewBox");
  assert.ok(Number(zoomed.split(" ")[2]) < Number(before.split(" ")[2]), "wheel up zooms in");
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 40, { steps: 5 });
  await page.mouse.up();
  const panned = await page.getByTestId("map").getAttribute("viewBox");
  assert.equal(panned.split(" ")[2], zoomed.split(" ")[2], "a drag pans without zooming");
  assert.ok(Number(panned.split(" ")[0]) < Number(zoomed.split(" ")[0]), "dragging right moves the view left");
  assert.match(await text(page.getByTestId("tile-info")), /Click a tile/, "a drag is not a click");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  assert.match(await text(page.getByTestId("tile-info")), /^Tile [A-T]\d+/);
  // Two fingers spreading apart zoom in, as on a tablet.
  await page.getByTestId("zoom-fit").click();
  const cdp = await context.newCDPSession(page);
  const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
  const fingers = (d) => [{ x: cx - d, y: cy, id: 1 }, { x: cx + d, y: cy, id: 2 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(40) });
  for (const d of [60, 90, 120, 150]) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(d) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  const pinched = await page.getByTestId("map").getAttribute("viewBox");
  assert.ok(Number(pinched.split(" ")[2]) < Number(before.split(" ")[2]) * 0.6, `pinching zooms in: ${pinched}`);
  await page.screenshot({ path: join(OUT, "06-generated-tablet.png") });
  assert.deepEqual(errors, []);
  await context.close();
});

test("with table dice the players type in their roll, and a wrong face is refused (OPT-DICE, APP-2)", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await createCampaign(page, { name: "Real Dice", tableDice: true });
  // On a touch screen a button a face fills the next empty box; Clear empties them.
  await page.getByTestId("pad-2").click();
  await page.getByTestId("pad-5").click();
  assert.deepEqual([await page.getByTestId("face-0").inputValue(), await page.getByTestId("face-1").inputValue()], ["2", "5"]);
  assert.equal(await page.getByTestId("pad-7").count(), 0, "only the faces a D6 shows");
  await page.getByTestId("pad-clear").click();
  assert.deepEqual([await page.getByTestId("face-0").inputValue(), await page.getByTestId("face-1").inputValue()], ["", ""]);
  await page.getByTestId("face-0").fill("7");
  await page.getByTestId("face-1").fill("5");
  await page.getByTestId("enter-roll").click();
  assert.match(await text(page.getByTestId("refusal")), /APP-2: enter exactly 2 dice, each from 1 to 6/);
  await page.getByTestId("face-0").fill("2");
  await page.getByTestId("enter-roll").click();
  await page.getByTestId("dice-tray").getByText("Abyssal Dwarfs").waitFor();
  assert.match(await text(page.getByTestId("phase-bar")), /Abyssal Dwarfs: choose a starting tile for your capital/);
  assert.match(await text(page.getByTestId("chronicle")), /Player order: Abyssal Dwarfs, Basilea \(SET-2\)/);
  await page.screenshot({ path: join(OUT, "07-table-dice.png") });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a month is played on the map: orders, resolution, reform, and the next month begins (SUM-ORD-1, SUM-RES-1, REF-6)", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await createCampaign(page, { name: "First Orders" });
  await playSetup(page);
  assert.match(await text(page.getByTestId("phase-bar")), /Abyssal Dwarfs: give one order \(1 token waiting\)/);
  // Pick the waiting army on the map, then click a tile it may enter.
  await page.mouse.click(...Object.values(await visibleShape(page, "path.legal")));
  await page.locator("path.move-target[d^=M]").waitFor();
  await page.screenshot({ path: join(OUT, "08-move-targets.png") });
  await page.mouse.click(...Object.values(await visibleShape(page, "path.move-target")));
  await page.locator("[data-testid=map] line.order-arrow").waitFor();
  assert.match(await text(page.getByTestId("chronicle")), /ordered army \d to move to [A-L]\d+ \(SUM-ORD-1\)/);
  // The second kingdom's army defends, by its button.
  await page.locator("[data-testid$=-defend]").first().click();
  assert.equal(await phase(page), "Year 1, month 1 · B · Resolution");
  assert.equal(await page.locator("[data-testid=map] g.order-badge").count(), 1);
  await page.screenshot({ path: join(OUT, "09-orders-given.png") });
  await page.reload();
  await page.getByTestId("map").waitFor();
  assert.equal(await page.locator("[data-testid=map] line.order-arrow").count(), 1, "orders survive a reload");
  await page.getByTestId("undo").click();
  assert.equal(await phase(page), "Year 1, month 1 · A · Orders");
  assert.equal(await page.locator("[data-testid=map] g.order-badge").count(), 0);
  await page.getByTestId("redo").click();
  // Resolution (SUM-RES-1, SUM-RES-2): each kingdom resolves its order; a move into an
  // unexplored tile asks its kingdom for the exploration roll.
  for (let i = 0; i < 6 && (await phase(page)).includes("Resolution"); i++) {
    if (await page.getByTestId("roll").count()) await page.getByTestId("roll").click();
    else await page.locator("[data-testid^=resolve-]").first().click();
  }
  // No tile holds two kingdoms, so no battle: Reform ranks the order (REF-6), tied at one
  // army each, and the table rolls; month 2 begins (REF-7).
  assert.equal(await phase(page), "Year 1, month 1 · D · Reform");
  await page.getByTestId("roll").click();
  assert.equal(await phase(page), "Year 1, month 2 · A · Orders");
  const log = await text(page.getByTestId("chronicle"));
  assert.match(log, /Army \d of Abyssal Dwarfs moved from [A-L]\d+ to [A-L]\d+ \(SUM-RES-1\)/);
  assert.match(log, /takes up a defensive position \(SUM-RES-5\)/);
  assert.match(log, /leaves its defensive position \(REF-5\)/);
  assert.match(log, /Year 1, month 2 begins \(REF-7\)/);
  assert.match(await text(page.getByTestId("dice-tray")), /the new player order · REF-6/);
  assert.equal(await page.locator("[data-testid=map] line.order-arrow").count(), 0, "a new month starts without orders");
  assert.equal(await page.locator("[data-testid=map] circle.defend-mark").count(), 0, "defence markers are gone");
  await page.screenshot({ path: join(OUT, "10-resolved.png") });
  assert.deepEqual(errors, []);
  await context.close();
});

/** At the first WIN-4 turn (3 gold, 2 food, one army): a clicked village narrows the
 * purchases to its own; a purchase that leaves an army unfed (WIN-5) is marked and asked
 * about first; then both turns are undone. */
async function winterHelpers(page) {
  const decision = page.getByTestId("decision");
  const city = await text(decision.getByRole("button", { name: /^Buy city at / }).first());
  const village = city.match(/ at ([A-Z]\d+)/)[1];
  const all = await decision.locator(".answers button").count();
  const at = await hexCentre(page, village);
  await page.mouse.click(at.x, at.y);
  assert.equal(await text(page.getByTestId("narrowed")), `What ${village} can buy:Show all (${all - 1})`);
  const narrowed = (await decision.locator(".answers button").allTextContents()).map((t) => t.replace(/[\u2066-\u2069]/g, ""));
  assert.deepEqual(narrowed, [`Buy city at ${village} · 1 gold, 1 food`, `Buy fortress at ${village} · 2 gold`, "Pass"]);
  assert.equal(await page.getByTestId("unfed-warning").count(), 0, "2 food feed the army and a city's 1 food");
  await decision.getByRole("button", { name: isolated(`Buy city at ${village} · 1 gold, 1 food`) }).click();
  await page.getByTestId("pass").click();
  // The city may buy a ship: the list stays narrowed to it until all are asked for.
  if (await page.getByTestId("narrowed").count()) await page.getByTestId("show-all-purchases").click();
  // 1 food left for the army: a new army would be a mouth too many.
  const army = decision.getByRole("button", { name: /^Buy army at / }).first();
  assert.match(await text(army), /⚠ leaves 1 army unfed at feeding \(WIN-5\)/);
  // Warned: an army (a mouth more) and a city (the last food); never a gold-only purchase.
  for (const button of await decision.locator(".answers button").all()) {
    const label = await text(button);
    const warned = (await button.getByTestId("unfed-warning").count()) === 1;
    assert.equal(warned, /^Buy (army|allied army|city|new capital) /.test(label), label);
  }
  await army.click();
  assert.match(await text(page.getByTestId("ask-dialog")), /leaves 1 army unfed at feeding \(WIN-5\): that army will be disbanded/);
  // Its safe answer has the focus: Enter declines.
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), "ask-no");
  await page.keyboard.press("Enter");
  assert.equal(await page.getByTestId("ask-dialog").count(), 0);
  assert.match(await text(page.getByTestId("phase-bar")), /buy one thing/, "declined: nothing bought");
  await page.getByTestId("undo").click();
  await page.getByTestId("undo").click();
  // Back at the first turn, with every purchase again.
  await decision.getByRole("button", { name: isolated(`Buy city at ${village} · 1 gold, 1 food`) }).waitFor();
  assert.equal(await decision.locator(".answers button").count(), all);
}

test("a campaign of one year of two months is made in the form, plays through its winter to the end and shows the final standings (SET-1, WIN-1…7, OPT-SCORE)", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await createCampaign(page, { name: "Short War", years: 1, months: 2, races: true });
  // SET-1: each player types a race into a hidden field; all are revealed together.
  assert.equal(await page.getByTestId("race").getAttribute("type"), "password");
  await page.getByTestId("race").fill("Dwarfs");
  await page.getByTestId("choose-race").click();
  assert.match(await text(page.getByTestId("chronicle")), /has chosen its main race, in secret \(SET-1\)/);
  assert.doesNotMatch(await text(page.getByTestId("chronicle")), /Dwarfs\b(?! has)/);
  await page.getByTestId("race").fill("Elves");
  await page.getByTestId("choose-race").click();
  assert.match(await text(page.getByTestId("chronicle")), /The races are revealed: Basilea: Dwarfs; Abyssal Dwarfs: Elves \(SET-1\)/);
  await playSetup(page);
  for (const month of [1, 2]) {
    assert.equal(await phase(page), `Year 1, month ${month} · A · Orders`);
    for (let i = 0; i < 2; i++) await page.locator("[data-testid$=-defend]").first().click();
    for (let i = 0; i < 2; i++) await page.locator("[data-testid^=resolve-]").first().click();
    if (await page.getByTestId("roll").count()) await page.getByTestId("roll").click();
  }
  // Winter: armies are home, gold and food gathered (WIN-1, WIN-2); each kingdom is asked
  // for tithes and purchases and passes; the armies are fed and placed again.
  assert.equal(await phase(page), "Year 1, winter");
  assert.match(await text(page.getByTestId("chronicle")), /gathers 3 gold and 2 food \(WIN-2\)/);
  await page.screenshot({ path: join(OUT, "18a-winter-tithe.png") });
  while (!/buy one thing/.test(await text(page.getByTestId("phase-bar")))) await page.getByTestId("pass").click();
  await winterHelpers(page);
  let shots = 0;
  for (let i = 0; i < 30 && (await phase(page)) !== "Campaign over"; i++) {
    const prompt = await text(page.getByTestId("phase-bar"));
    if (/buy one thing/.test(prompt) && shots++ === 0) await page.screenshot({ path: join(OUT, "18b-winter-build.png") });
    if (/place an army/.test(prompt) && shots < 10) {
      shots = 10;
      await page.screenshot({ path: join(OUT, "18c-winter-deploy.png") });
    }
    if (await page.getByTestId("pass").count()) await page.getByTestId("pass").click();
    else if (await page.getByTestId("roll").count()) await page.getByTestId("roll").click();
    else await page.locator("[data-testid=decision] [data-testid^=answer-]").first().click();
  }
  assert.equal(await phase(page), "Campaign over");
  const log = await text(page.getByTestId("chronicle"));
  assert.match(log, /places army \d at [A-L]\d+ \(WIN-6\)/);
  assert.match(log, /feeds its armies: 1 food \(WIN-5\)/);
  const standings = page.getByTestId("standings");
  await standings.waitFor();
  assert.equal(await standings.locator("tbody tr").count(), 2);
  // Setup on the sample map gives each kingdom its capital (3), a city, a fortress (2 each),
  // two villages (1 each) and an army (5).
  assert.match(await text(standings), /Basilea\s*battles 0 · towns 9 \(capital, 1 city, 1 fortress, 2 villages\) · armies 5\s*14/);
  // The ending lands over the map: the winner named, the podium with might by source.
  const ending = page.getByTestId("ending");
  assert.match(await text(ending), /(wins the campaign|A tie for first)/);
  assert.equal(await ending.locator(".podium .step").count(), 2);
  assert.match(await text(ending), /14/);
  await page.screenshot({ path: join(OUT, "18-standings.png") });
  await page.getByTestId("dismiss-ending").click();
  await ending.waitFor({ state: "detached" });
  await page.reload();
  await page.getByTestId("standings").waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test("a map is made in the editor, saved, and a campaign starts on it", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  await page.getByTestId("open-editor").click();
  await page.getByTestId("editor-blank").click();
  await page.getByTestId("editor-width").fill("6");
  await page.getByTestId("editor-height").fill("4");
  await page.getByTestId("editor-resize").click();
  const tilesAfterResize = await tilesDrawn(page);
  assert.equal(tilesAfterResize, 24);
  /** Page-pixel centre of a tile of the editor's map, by column and row. */
  const at = (col, row) =>
    page.$eval("[data-testid=editor-map]", (svg, [col, row]) => {
      const size = 40, q = col - (row - (row & 1)) / 2, r = row;
      const x = size * Math.sqrt(3) * (q + r / 2), y = size * 1.5 * r;
      const m = svg.querySelector(".layer-terrain").getScreenCTM();
      return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
    }, [col, row]);
  // Two starting tiles, some water, a forest; then undo one stroke.
  await page.getByTestId("tool-start").click();
  for (const [c, r] of [[1, 1], [4, 1]]) {
    const p = await at(c, r);
    await page.mouse.click(p.x, p.y);
  }
  await page.getByTestId("tool-water").click();
  const w = await at(5, 3);
  await page.mouse.click(w.x, w.y);
  await page.getByTestId("tool-marsh").click();
  const m = await at(0, 3);
  await page.mouse.click(m.x, m.y);
  // Marsh and open water drawn with the campaign map's own fills, every tile labelled,
  // and a legend of the map's marks.
  const editor = page.getByTestId("editor-map");
  assert.equal(await editor.locator("pattern#water, pattern#marsh").count(), 2);
  assert.equal(await editor.locator("path.terrain-marsh").count(), 1);
  assert.equal(await editor.locator("path.terrain-water").count(), 1);
  const labels = await editor.locator(".tile-label").allTextContents();
  assert.equal(labels.length, 24);
  assert.ok(labels.includes("A1") && labels.includes("F4"), labels.join(" "));
  const legend = await text(page.locator(".editor .legend"));
  assert.match(legend, /Marsh.*Open water|Open water.*Marsh/);
  assert.match(legend, /Road/);
  assert.doesNotMatch(legend, /Army/, "only the map's own marks");
  await page.getByTestId("tool-forest").click();
  const f = await at(2, 2);
  await page.mouse.click(f.x, f.y);
  await page.getByTestId("editor-undo").click();
  await page.getByTestId("editor-name").fill("Twin Vales");
  await page.screenshot({ path: join(OUT, "19-map-editor.png") });
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("editor-export").click()]);
  const file = join(OUT, "twin-vales.map.json");
  await download.saveAs(file);
  const exported = JSON.parse(readFileSync(file, "utf8"));
  assert.deepEqual([exported.width, exported.height], [6, 4]);
  assert.equal(exported.rows[1].split(/\s+/).filter((t) => t.includes("s")).length, 2);
  assert.ok(exported.rows[3].endsWith("~"));
  assert.ok(!exported.rows.join(" ").includes("F"), "the forest stroke was undone");
  // A broken map file is refused with the reason.
  const bad = join(OUT, "bad.map.json");
  writeFileSync(bad, JSON.stringify({ width: 2, height: 1, rows: ["x ."] }));
  await page.getByTestId("editor-import").setInputFiles(bad);
  assert.match(await text(page.getByTestId("editor-message")), /Could not import bad.map.json: MAP-1: row 1, column 1/);
  // Save and start a campaign on it.
  await page.getByTestId("editor-start").click();
  assert.equal(await page.getByTestId("saved-map").inputValue(), "Twin Vales");
  await page.getByTestId("campaign-name").fill("Vale War");
  // Four kingdoms do not fit two starting tiles: refused with the reason.
  await page.getByTestId("kingdom-count").selectOption("4");
  await page.getByTestId("create").click();
  assert.match(await text(page.getByTestId("new-error")), /starting tile/);
  await page.getByTestId("kingdom-count").selectOption("2");
  await page.getByTestId("create").click();
  await page.getByTestId("map").waitFor();
  assert.equal(await tilesDrawn(page), 24);
  // The seed is the form's random one: a tied roll is rolled again (SET-2).
  while ((await page.getByTestId("roll").count()) > 0) await page.getByTestId("roll").click();
  assert.match(await text(page.getByTestId("phase-bar")), /choose a starting tile for your capital/);
  assert.equal(await page.locator("[data-testid^=answer-]").count(), 2, "the two starting tiles painted in the editor");
  await page.screenshot({ path: join(OUT, "20-campaign-on-edited-map.png") });
  assert.deepEqual(errors, []);
  await context.close();
});

test("the start page is whole with English's first screens alone; a campaign opens once the rest of English is fetched, every word said", async () => {
  // No offline copy: its worker would fetch the words past the hold.
  const { page, errors } = await newPage(app.chrome.browser, { serviceWorkers: "block" });
  // Message ids of an open campaign's words (build.rs, LATER), as they would show unsaid.
  const unsaid = /\b(p|chron|ev|prompt|stand|cmd|keys|tag|timeline|test|purchase|handover|chart)-[a-z0-9]+-[a-z0-9-]+\b/;
  let release;
  const held = new Promise((r) => (release = r));
  let asked = 0;
  await page.route(/\/en\.ftl$/, async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  await page.goto(app.site.url);
  await page.getByTestId("new-campaign").waitFor();
  assert.doesNotMatch(await page.locator("body").innerText(), unsaid);
  await page.getByTestId("campaign-name").fill("Words");
  await page.getByTestId("create").click();
  // The campaign waits for its words: the start page stays, no id is ever drawn.
  await page.waitForTimeout(300);
  assert.equal(await page.getByTestId("map").count(), 0, "no campaign drawn without its words");
  assert.ok(asked >= 1, "the rest of English was asked for as the page started");
  release();
  await page.getByTestId("map").waitFor();
  assert.match(await text(page.getByTestId("decision")), /Roll/);
  assert.doesNotMatch(await page.locator("body").innerText(), unsaid);
  assert.deepEqual(errors, []);
});
