// End to end: the campaign for every table. The map saved as a picture: an SVG printed
// with each hex so many millimetres across, a PNG at a chosen resolution, and a clear
// message past what a browser's canvas can draw.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { servedApp, newPage, hexCentre, hexClearOf, phase, text, isolated, headingsCut, OUT } from "./harness.mjs";
import { scenarioSave } from "./scenario-save.mjs";

const app = servedApp();
const AXE = readFileSync(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url), "utf8");
const FIXTURE = new URL("../fixtures/save-v2-six-year-campaign.json", import.meta.url).pathname;
const { width: COLS, height: ROWS } = JSON.parse(readFileSync(FIXTURE, "utf8")).setup.map;

/** The printed size of the fixture's map in millimetres, hexes `hex` mm across their flat
 * sides, worked out from the drawing: pointy hexes of radius r are r·√3 across; the map is
 * its columns plus half a column wide (odd rows shift right), its rows 1.5 r apart plus
 * half a hex high, with a margin of 0.6 r all round. */
function printed(hex) {
  const r = hex / Math.sqrt(3);
  return { w: hex * (COLS + 0.5) + 1.2 * r, h: r * (1.5 * ROWS + 0.5) + 1.2 * r };
}

/** A PNG file's width and height, from its IHDR chunk. */
function pngSize(file) {
  const b = readFileSync(file);
  assert.equal(b.toString("latin1", 1, 4), "PNG");
  return { w: b.readUInt32BE(16), h: b.readUInt32BE(20) };
}

async function opened() {
  const { page, context, errors } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(FIXTURE);
  await page.getByTestId("map").waitFor();
  if (await page.getByTestId("dismiss-notice").count()) await page.getByTestId("dismiss-notice").click();
  await page.getByTestId("map-image").click();
  return { page, context, errors };
}

test("the map as an SVG to print at the table's scale and a PNG to share, at the sizes asked for", async () => {
  const { page, context, errors } = await opened();
  await page.getByTestId("hex-mm").fill("38");
  const size = printed(38);
  await page.getByTestId("map-image-card").getByText(`${Math.round(size.w)} × ${Math.round(size.h)} mm`).waitFor();
  await page.screenshot({ path: join(OUT, "40-map-image.png") });
  const [svg] = await Promise.all([page.waitForEvent("download"), page.getByTestId("save-svg").click()]);
  assert.match(svg.suggestedFilename(), /\.map\.svg$/);
  const svgFile = join(OUT, "map-38mm.svg");
  await svg.saveAs(svgFile);
  const text = readFileSync(svgFile, "utf8");
  const [, w, h] = text.match(/<svg [^>]*width="([\d.]+)mm" height="([\d.]+)mm"/);
  assert.ok(Math.abs(Number(w) - size.w) < 0.01 && Math.abs(Number(h) - size.h) < 0.01, `${w} × ${h} mm`);
  assert.ok(!text.includes("<script"));

  await page.getByTestId("hex-mm").fill("25.4");
  await page.getByTestId("dpi").fill("100");
  const [png] = await Promise.all([page.waitForEvent("download"), page.getByTestId("save-png").click()]);
  const pngFile = join(OUT, "map-100dpi.png");
  await png.saveAs(pngFile);
  // 25.4 mm a hex at 100 dpi: 100 pixels a hex.
  const px = printed(25.4);
  assert.deepEqual(pngSize(pngFile), { w: Math.round((px.w / 25.4) * 100), h: Math.round((px.h / 25.4) * 100) });
  await page.getByTestId("map-image-said").getByText(/Saved: .*\.map\.png/).waitFor();

  // Past the canvas: a clear message with the most that fits, and nothing saved.
  await page.getByTestId("hex-mm").fill("200");
  await page.getByTestId("dpi").fill("2400");
  await page.getByTestId("save-png").click();
  const said = await page.getByTestId("map-image-said").textContent();
  assert.match(said, /^At 2400 dpi the picture would be \d+ × \d+ pixels: more than a browser can draw\. \d+ dpi at most/);
  await page.getByTestId("hex-mm").fill("2");
  await page.getByTestId("save-svg").click();
  assert.equal(await page.getByTestId("map-image-said").textContent(), "A hex from 5 to 500 mm across, please.");
  assert.deepEqual(errors, []);
  await context.close();
});

test("after one visit the app opens and plays with the network off; a new version is offered, never forced", async () => {
  const { page, context, errors } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 });
  await page.getByTestId("import-file").setInputFiles(FIXTURE);
  await page.getByTestId("map").waitFor();

  await context.setOffline(true);
  // Anything the worker does not keep needs the network, and there is none.
  assert.equal(await page.evaluate(() => fetch(`not-kept?${Date.now()}`).then(() => "online", () => "offline")), "offline");
  await page.reload();
  await page.getByTestId("map").waitFor();
  const before = await page.getByTestId("phase-bar").textContent();
  await page.getByTestId("undo").click();
  await page.waitForFunction((b) => document.querySelector("[data-testid=phase-bar]").textContent !== b, before);
  const undone = await page.getByTestId("phase-bar").textContent();
  await page.reload();
  await page.getByTestId("map").waitFor();
  assert.equal(await page.getByTestId("phase-bar").textContent(), undone, "the move made offline is kept");
  // Russian's words, never fetched before, come from the worker's copy.
  await page.getByTestId("language").selectOption("ru");
  await page.waitForFunction(() => document.documentElement.lang === "ru");
  assert.match(await page.getByTestId("phase-bar").textContent(), /[А-Яа-я]/);
  await page.getByTestId("language").selectOption("en");
  await page.waitForFunction(() => document.documentElement.lang === "en");

  // A new build on the server: offered once the page has seen it, and taken only when asked.
  await context.setOffline(false);
  const worker = join(app.site.dir, "sw.js");
  writeFileSync(worker, readFileSync(worker, "utf8").replace(/const VERSION = "[^"]*"/, 'const VERSION = "next"'));
  await page.reload();
  await page.evaluate(() => (window.stillHere = true));
  await page.getByTestId("update-offer").waitFor({ timeout: 20_000 });
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => window.stillHere), true, "no reload until the table asks");
  // On the start page the offer covers nothing, the new campaign's Create button least of
  // all, at a laptop's, a small laptop's and a phone's size.
  await page.getByTestId("home").click();
  for (const [width, height] of [[1366, 860], [1280, 720], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.getByTestId("create").scrollIntoViewIfNeeded();
    const hit = await page.getByTestId("create").evaluate((b) => {
      const r = b.getBoundingClientRect();
      return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === b;
    });
    assert.ok(hit, `Create is uncovered at ${width}×${height}`);
  }
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.getByTestId("open").first().click();
  await page.getByTestId("map").waitFor();
  await Promise.all([page.waitForEvent("load"), page.getByTestId("take-update").click()]);
  await page.getByTestId("map").waitFor();
  assert.equal(await page.evaluate(() => window.stillHere), undefined, "reloaded into the new version");
  assert.equal(await page.getByTestId("update-offer").count(), 0);
  // The one failed load is the probe's, above.
  assert.deepEqual(errors.filter((e) => !/net::ERR_FAILED/.test(e)), []);
  await context.close();
});

test("the map by keyboard: Tab to it, arrows walk a cursor told in words, Enter chooses, ? lists the keys", async () => {
  const { page, context, errors } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(FIXTURE);
  await page.getByTestId("map").waitFor();
  if (await page.getByTestId("dismiss-notice").count()) await page.getByTestId("dismiss-notice").click();
  await page.getByTestId("map").focus();
  await page.keyboard.press("ArrowRight");
  const first = await page.getByTestId("cursor-words").textContent();
  assert.match(first, /^[A-Z]+\d+, (open water|coastal land|land|marsh)/);
  await page.keyboard.press("ArrowRight");
  const second = await page.getByTestId("cursor-words").textContent();
  const label = (t) => t.split(",")[0];
  const col = (l) => l.charCodeAt(0), row = (l) => Number(l.slice(1));
  assert.equal(col(label(second)), col(label(first)) + 1, `${first} → ${second}`);
  assert.equal(row(label(second)), row(label(first)));
  await page.keyboard.press("ArrowDown");
  const third = await page.getByTestId("cursor-words").textContent();
  assert.equal(row(label(third)), row(label(second)) + 1);
  assert.equal(await page.getByTestId("map-cursor").count(), 1);
  await page.keyboard.press("Enter");
  await page.getByTestId("tile-info").getByText(isolated(`Tile ${label(third)}`, false)).waitFor();
  await page.screenshot({ path: join(OUT, "41-map-keyboard.png") });
  await page.keyboard.press("?");
  await page.getByTestId("shortcuts").getByText("Move from tile to tile").waitFor();
  await page.keyboard.press("Escape");
  assert.equal(await page.getByTestId("shortcuts").count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

/** axe-core's serious and critical findings on the page as it stands, one line each. */
async function audit(page) {
  await page.evaluate(AXE);
  const { violations } = await page.evaluate(() => axe.run(document, { resultTypes: ["violations"] }));
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 4).join(", ")})`);
}

test("axe-core finds nothing serious on the start page, a campaign in winter, its timeline and tools, a battle and the editor", async () => {
  // The audit's script is put in the page from outside: the page's own policy would refuse it.
  const { page, context, errors } = await newPage(app.chrome.browser, { bypassCSP: true });
  const found = {};
  await page.goto(app.site.url);
  await page.getByTestId("new-campaign").waitFor();
  found.start = await audit(page);

  await page.getByTestId("import-file").setInputFiles(FIXTURE);
  await page.getByTestId("map").waitFor();
  found.winter = await audit(page);
  await page.getByTestId("map-image").click();
  found.mapImage = await audit(page);
  await page.getByTestId("map").focus();
  await page.keyboard.press("?");
  found.keys = await audit(page);
  await page.keyboard.press("Escape");
  await page.getByTestId("timeline").click();
  await page.getByTestId("timeline-bar").waitFor();
  found.timeline = await audit(page);

  const battle = join(OUT, "audit-battle.json");
  writeFileSync(battle, JSON.stringify(scenarioSave(22)));
  await page.getByTestId("home").click();
  await page.getByTestId("import-file").setInputFiles(battle);
  await page.getByTestId("map").waitFor();
  const c2 = await hexCentre(page, "C2");
  await page.mouse.click(c2.x, c2.y);
  await page.getByTestId("battle").waitFor();
  found.battle = await audit(page);

  await page.getByTestId("home").click();
  await page.getByTestId("open-editor").click();
  await page.getByTestId("editor-blank").click();
  found.editor = await audit(page);
  assert.deepEqual(found, { start: [], winter: [], mapImage: [], keys: [], timeline: [], battle: [], editor: [] });
  assert.deepEqual(errors, []);
  await context.close();
});

/** Presses Tab until the element with `testid` has the focus, as a player without a mouse
 * would; fails if it is not reached. */
async function tabTo(page, testid) {
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((id) => document.activeElement?.dataset?.testid === id, testid)) return;
  }
  assert.fail(`${testid} is not reached by Tab`);
}

/** Walks the map's cursor to tile `label` with the arrow keys, reading where it is from
 * the words told to screen readers. */
async function cursorTo(page, label) {
  const at = async () => (await page.getByTestId("cursor-words").textContent()).split(",")[0];
  if (!(await at())) await page.keyboard.press("ArrowLeft");
  for (let i = 0; i < 40 && (await at()) !== label; i++) {
    const here = await at();
    const [dc, dr] = [label.charCodeAt(0) - here.charCodeAt(0), Number(label.slice(1)) - Number(here.slice(1))];
    await page.keyboard.press(dr < 0 ? "ArrowUp" : dr > 0 ? "ArrowDown" : dc < 0 ? "ArrowLeft" : "ArrowRight");
  }
  assert.equal(await at(), label);
}

/** Types `faces` into the dice boxes by keyboard and enters them. */
async function typeDiceByKeys(page, faces) {
  await tabTo(page, "face-0");
  for (const [i, f] of faces.entries()) {
    if (i > 0) await tabTo(page, `face-${i}`);
    await page.keyboard.type(String(f));
  }
  await tabTo(page, "enter-roll");
  await page.keyboard.press("Enter");
}

test("a whole month played by keyboard alone: orders by buttons and on the map, resolution, an exploration's and the reform's dice", async () => {
  const { page, context, errors } = await newPage(app.chrome.browser);
  const file = join(OUT, "keyboard-month.json");
  writeFileSync(file, JSON.stringify(scenarioSave(12)));
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(file);
  await page.getByTestId("map").waitFor();
  if (await page.getByTestId("dismiss-notice").count()) await page.getByTestId("dismiss-notice").click();
  await page.evaluate(() => document.activeElement?.blur());
  assert.equal(await phase(page), "Year 1, month 1 · A · Orders");

  // Basilea's army defends, by its button.
  await tabTo(page, "order-1-defend");
  await page.keyboard.press("Enter");
  // The Orcs' army marches into D2, on the map: its tile, Enter, the target, Enter.
  await tabTo(page, "map");
  await cursorTo(page, "E2");
  await page.keyboard.press("Enter");
  await page.locator("path.move-target[d^=M]").waitFor();
  await cursorTo(page, "D2");
  await page.keyboard.press("Enter");
  assert.equal(await phase(page), "Year 1, month 1 · B · Resolution");

  await tabTo(page, "resolve-1");
  await page.keyboard.press("Enter");
  await tabTo(page, "resolve-forced");
  await page.keyboard.press("Enter");
  await page.getByTestId("face-0").waitFor();
  await typeDiceByKeys(page, [1, 2]);
  await page.getByTestId("exploration-result").getByText(isolated("D2: rolled 3", false)).waitFor();
  assert.equal(await phase(page), "Year 1, month 1 · D · Reform");
  await typeDiceByKeys(page, [5, 2]);
  assert.equal(await phase(page), "Year 1, month 2 · A · Orders");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the winter summary prints alone: every kingdom's tiles, towns, gold, food, armies and buys (WIN-4)", async () => {
  const { page, context, errors } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(FIXTURE);
  await page.getByTestId("winter").waitFor();
  await page.getByTestId("print-winter").waitFor();
  await page.emulateMedia({ media: "print" });
  const shown = (testid) => page.getByTestId(testid).evaluate((e) => getComputedStyle(e).visibility === "visible" && e.getClientRects().length > 0);
  assert.equal(await shown("winter"), true);
  assert.equal(await shown("kingdoms"), false, "the rest of the screen is not printed");
  assert.equal(await shown("print-winter"), false);
  const head = await page.getByTestId("winter").locator("thead th").allTextContents();
  assert.deepEqual(head, ["Kingdom", "Tiles", "Towns", "Gold · food", "Armies", "Buys"]);
  // The same figures as the kingdoms table.
  const row = (testid, name) => page.getByTestId(testid).locator("tbody tr", { hasText: name }).locator("td").allTextContents();
  await page.emulateMedia({ media: "screen" });
  const [, tiles, towns] = await row("kingdoms", "Dwarfs");
  await page.emulateMedia({ media: "print" });
  const printed = await row("winter", "Dwarfs");
  assert.deepEqual(printed.slice(1, 3), [tiles, towns]);
  await page.screenshot({ path: join(OUT, "43-winter-summary-print.png") });
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a phone the battle being fought is brought into view at a finger's zoom, as a question's tiles are", async () => {
  const { page, context, errors } = await newPage(app.chrome.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(new URL("./saves/simple-battle-before-the-dice.json", import.meta.url).pathname);
  await page.getByTestId("map").waitFor();
  assert.match(await text(page.getByTestId("battle")), /Battle at C4/);
  // C4 in the map's frame, a tile as wide as a finger at least (44 px; the whole map shows
  // a tile 30 px wide).
  const framed = async () => {
    const [c4, d4, frame] = [await hexCentre(page, "C4"), await hexCentre(page, "D4"), await page.getByTestId("map").boundingBox()];
    const inside = c4.x > frame.x && c4.x < frame.x + frame.width && c4.y > frame.y && c4.y < frame.y + frame.height;
    return inside && d4.x - c4.x >= 44;
  };
  for (let i = 0; i < 50 && !(await framed()); i++) await page.waitForTimeout(100);
  assert.ok(await framed(), "the battle's tile framed");
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a phone the rarer tools fold behind ⋯ and the campaign's name keeps its room", async () => {
  const { page, context, errors } = await newPage(app.chrome.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(FIXTURE);
  await page.getByTestId("map").waitFor();
  const title = await page.getByTestId("campaign-title").boundingBox();
  assert.ok(title.width >= 150, `the name has ${title.width} px`);
  assert.equal(await page.getByTestId("export").isVisible(), false);
  await page.getByTestId("more-tools").click();
  for (const id of ["export", "share", "hand-over-toggle", "timeline"]) assert.ok(await page.getByTestId(id).isVisible(), id);
  await page.screenshot({ path: join(OUT, "44-phone-more-tools.png") });
  // Escape folds them away, and so does a tap anywhere outside them.
  await page.keyboard.press("Escape");
  await page.getByTestId("export").waitFor({ state: "hidden" });
  await page.getByTestId("more-tools").click();
  await page.getByTestId("export").waitFor();
  await page.touchscreen.tap(200, 600);
  await page.getByTestId("export").waitFor({ state: "hidden" });
  await page.getByTestId("more-tools").click();
  await page.getByTestId("timeline").click();
  await page.getByTestId("timeline-bar").waitFor();
  assert.equal(await page.getByTestId("export").isVisible(), false, "the menu folds once used");
  assert.deepEqual(errors, []);
  await context.close();
});

/** The English catalogue's words: each message's text between its placeables, long
 * enough to be telling (Russian's own catalogue is the English one's mirror). */
function englishWords() {
  const text = readFileSync(new URL("../../locales/en.ftl", import.meta.url), "utf8");
  return text
    .split("\n")
    .filter((l) => /^[a-z][\w-]* = /.test(l) && !l.startsWith("language-name"))
    .flatMap((l) => l.slice(l.indexOf(" = ") + 3).split(/\{[^}]*\}/))
    // Rule ids and dice stay as they are in every language: not English words.
    .flatMap((w) => w.split(/\b[A-Z]{2,4}(?:-[A-Z]{2,4})*-\d+(?:\.\d+)?\b|\b\d*D\d+\b/))
    .map((w) => w.trim())
    .filter((w) => w.length >= 6 && /[A-Za-z]{3}/.test(w));
}

test("a language whose words cannot be fetched is said so, and the app stays in English until they can", async () => {
  // No worker here: every fetch goes to the network, which refuses the Russian file.
  const { page, context, errors } = await newPage(app.chrome.browser, { locale: "en-GB", serviceWorkers: "block" });
  await page.route("**/ru.ftl", (route) => route.abort());
  await page.goto(app.site.url);
  await page.getByTestId("new-campaign").waitFor();
  await page.getByTestId("language").selectOption("ru");
  assert.match(await text(page.locator(".language-switch + [role=alert]")), /The words of Русский could not be loaded/);
  assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
  assert.equal(await page.getByTestId("language").inputValue(), "en", "the choice shows the language spoken");
  await page.unroute("**/ru.ftl");
  await page.getByTestId("language").selectOption("en");
  await page.getByTestId("language").selectOption("ru");
  await page.getByTestId("new-campaign").getByText("Новая кампания").waitFor();
  assert.equal(await page.locator(".language-switch + [role=alert]").count(), 0, "the notice goes once the words are in");
  // Remembered: the next visit fetches them before the page is drawn, no English first.
  await page.reload();
  await page.getByTestId("new-campaign").getByText("Новая кампания").waitFor();
  assert.deepEqual(errors.filter((e) => !/net::ERR_FAILED/.test(e)), []);
  await context.close();
});

test("the start page in Russian: no English left on it, the choice remembered, the page marked as Russian", async () => {
  const { page, context, errors } = await newPage(app.chrome.browser, { locale: "en-GB" });
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(FIXTURE);
  await page.getByTestId("map").waitFor();
  await page.getByTestId("home").click();
  await page.getByTestId("new-campaign").waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
  await page.getByTestId("language").selectOption("ru");
  await page.getByTestId("new-campaign").getByText("Новая кампания").waitFor();
  const check = async () => {
    // What the page shows, less what players typed (names) and the campaign's own line.
    const typed = await page.evaluate(() => {
      const clone = document.body.cloneNode(true);
      clone.querySelectorAll(".campaign-name, select[data-testid=saved-map]").forEach((e) => e.remove());
      return clone.innerText;
    });
    // The imported file's name is the players' too.
    const shown = typed.replace("save-v2-six-year-campaign.json", "");
    const left = englishWords().filter((w) => shown.includes(w));
    assert.deepEqual(left, [], "English words left on the Russian start page");
    assert.match(shown, /Сохранённые кампании/);
    assert.match(shown, /последняя игра \u2068?\d\d\.\d\d\.\d{4}/, "the date as Russian writes it");
  };
  await check();
  await page.screenshot({ path: join(OUT, "45-start-russian.png") });
  await page.reload();
  await page.getByTestId("new-campaign").getByText("Новая кампания").waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), "ru");
  await check();
  // The form's refusals too.
  await page.getByTestId("campaign-name").fill("");
  await page.getByTestId("create").click();
  assert.equal(await page.getByTestId("new-error").textContent(), "Дайте кампании название.");
  // The campaign screen's bar, timeline and list of keys follow the choice.
  await page.getByTestId("open").first().click();
  await page.getByTestId("map").waitFor();
  assert.match(await page.getByTestId("undo").textContent(), /Отменить/);
  // The winter card's table, in the longer Russian words, fits a phone.
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const winterOver = await page.evaluate(() => {
    const card = document.querySelector("[data-testid=winter]");
    return card.querySelector("table").scrollWidth - card.clientWidth;
  });
  assert.ok(winterOver <= 0, `the winter table fits its card on a phone (${winterOver} px over)`);
  assert.deepEqual(await headingsCut(page), [], "the winter and kingdoms tables' Russian headings fit on a phone");
  await page.setViewportSize(size);
  await page.getByTestId("timeline").click();
  assert.match(await page.getByTestId("timeline-step").textContent(), /^шаг \d+ из \d+$/);
  await page.getByTestId("timeline-now").click();
  await page.getByTestId("map").focus();
  await page.keyboard.press("?");
  await page.getByTestId("shortcuts").getByText("С клетки на клетку").waitFor();
  await page.keyboard.press("Escape");
  await page.getByTestId("home").click();
  await page.getByTestId("language").selectOption("en");
  await page.getByText("New campaign").waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

/** What a Russian page still shows in English: the English catalogue's words found in its
 * visible text, and any Latin word left once what is not English is taken out: names the
 * players typed (`names`), rule ids (SUM-ORD-1), tile labels (D2), dice (2D6, d12) and
 * the phases' letters, and each language's name for itself. */
async function englishLeft(page, names) {
  const shown = (await page.evaluate(() => document.body.innerText)).replace(/[\u2066-\u2069]/g, "");
  // Each language in the choice of language is named in itself ("English").
  const ownNames = await page.getByTestId("language").locator("option").allTextContents();
  let rest = shown;
  for (const n of [...names, ...ownNames]) rest = rest.split(n).join(" ");
  const catalogue = englishWords().filter((w) => rest.includes(w));
  rest = rest
    .replace(/\b[A-Z]{2,4}(-[A-Z]{2,4})*-\d+\b/g, " ")
    .replace(/\b\d*[dD]\d+(\+\d+)?\b/g, " ")
    .replace(/\b[A-Z]\d{1,2}\b/g, " ");
  const latin = [...new Set(rest.match(/[A-Za-z]{2,}/g) ?? [])];
  return [...catalogue, ...latin];
}

test("a month played in Russian: orders, resolution, a battle and its result, the reform; no English left on any screen, the chronicle in Russian", async () => {
  const { page, context, errors } = await newPage(app.chrome.browser, { locale: "ru-RU" });
  const file = join(OUT, "russian-month.json");
  writeFileSync(file, JSON.stringify(scenarioSave(18)));
  await page.goto(app.site.url);
  await page.getByTestId("new-campaign").getByText("Новая кампания").waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), "ru", "the browser's language, spoken");
  await page.getByTestId("import-file").setInputFiles(file);
  await page.getByTestId("map").waitFor();
  const names = ["Basilea", "Orcs", "russian-month.json", await page.getByTestId("campaign-title").textContent()];
  const clean = async (where) => {
    await page.waitForTimeout(50);
    assert.deepEqual(await englishLeft(page, names), [], `English left on ${where}`);
  };
  await clean("the imported campaign's notice");
  if (await page.getByTestId("dismiss-notice").count()) await page.getByTestId("dismiss-notice").click();
  assert.match(await text(page.getByTestId("phase")), /^Год 1 из \d+, месяц 2 из \d+ · A · Приказы$/);
  await clean("the orders");
  await page.screenshot({ path: join(OUT, "46-russian-orders.png") });

  await page.getByTestId("order-1-defend").click();
  const [c2, d2, b2] = [await hexCentre(page, "C2"), await hexCentre(page, "D2"), await hexCentre(page, "B2")];
  await page.mouse.click(d2.x, d2.y);
  await page.locator("path.move-target[d^=M]").waitFor();
  await clean("an army chosen on the map");
  await page.mouse.click(c2.x, c2.y);
  await clean("the resolution");
  await page.getByTestId("resolve-1").click();
  await page.getByTestId("resolve-2").click();
  await clean("the battles to choose");
  await page.mouse.click(c2.x, c2.y);
  await page.getByTestId("battle").waitFor();
  assert.match(await text(page.getByTestId("odds")), /27,8/, "odds with a decimal comma");
  await clean("the battle");
  assert.deepEqual(await headingsCut(page), [], "the Russian headings fit");
  await page.screenshot({ path: join(OUT, "47-russian-battle.png") });
  // The longer Russian words at a tablet's and a phone's width.
  for (const [name, viewport] of [["tablet", { width: 820, height: 1180 }], ["phone", { width: 390, height: 844 }]]) {
    await page.setViewportSize(viewport);
    await clean(`the battle on a ${name}`);
    assert.deepEqual(await headingsCut(page), [], `the Russian headings fit on a ${name}`);
    await page.screenshot({ path: join(OUT, `47-russian-battle-${name}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 860 });
  for (const [i, f] of [2, 6].entries()) await page.getByTestId(`face-${i}`).fill(String(f));
  await page.getByTestId("enter-roll").click();
  await clean("the dice to allocate");
  await page.getByTestId("allocate-2-2").click();
  await page.getByTestId("allocate-for-me").click();
  await page.getByTestId("battle-result").waitFor();
  await clean("the battle's result");
  await page.screenshot({ path: join(OUT, "48-russian-result.png") });
  // The retreat's tile B2 lay under the result card: the map moved it clear.
  const retreat = await hexClearOf(page, "B2", "battle-result");
  await page.mouse.click(retreat.x, retreat.y);
  await page.getByTestId("stay").click();
  await page.getByTestId("dismiss-battle").click();
  await clean("the reform");
  for (const [i, f] of [4, 3].entries()) await page.getByTestId(`face-${i}`).fill(String(f));
  await page.getByTestId("enter-roll").click();
  assert.match(await text(page.getByTestId("phase")), /месяц 3 из \d+ · A · Приказы$/);
  await clean("the next month");
  const chronicle = await text(page.getByTestId("chronicle"));
  assert.match(chronicle, /C2/);
  const chronicleLatin = chronicle.replace(/Basilea|Orcs|\b[A-Z]{2,4}(-[A-Z]{2,4})*-\d+\b|\b\d*D\d+\b/g, " ").match(/[A-Za-z]{2,}/g);
  assert.equal(chronicleLatin, null, "the chronicle in Russian");
  await page.screenshot({ path: join(OUT, "49-russian-next-month.png") });

  // Switched back from the campaign's own bar, mid-campaign: everything on screen,
  // the chronicle already written included, reads in English at once, and stays so.
  await page.getByTestId("language").selectOption("en");
  assert.equal(await phase(page), "Year 1, month 3 · A · Orders");
  assert.match(await text(page.getByTestId("chronicle")), /attacks/);
  assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
  await page.reload();
  assert.equal(await phase(page), "Year 1, month 3 · A · Orders");
  assert.deepEqual(errors, []);
  await context.close();
});
