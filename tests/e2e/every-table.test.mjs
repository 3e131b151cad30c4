// End to end: the campaign for every table. The map saved as a picture: an SVG printed
// with each hex so many millimetres across, a PNG at a chosen resolution, and a clear
// message past what a browser's canvas can draw.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { servedApp, newPage, OUT } from "./harness.mjs";

const app = servedApp();
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

  // A new build on the server: offered once the page has seen it, and taken only when asked.
  await context.setOffline(false);
  const worker = join(app.site.dir, "sw.js");
  writeFileSync(worker, readFileSync(worker, "utf8").replace(/const VERSION = "[^"]*"/, 'const VERSION = "next"'));
  await page.reload();
  await page.evaluate(() => (window.stillHere = true));
  await page.getByTestId("update-offer").waitFor({ timeout: 20_000 });
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => window.stillHere), true, "no reload until the table asks");
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
  await page.getByTestId("tile-info").getByText(`Tile ${label(third)}`).waitFor();
  await page.screenshot({ path: join(OUT, "41-map-keyboard.png") });
  await page.keyboard.press("?");
  await page.getByTestId("shortcuts").getByText("Move from tile to tile").waitFor();
  await page.keyboard.press("Escape");
  assert.equal(await page.getByTestId("shortcuts").count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
