// End to end: a kingdom handed to the app mid-setup plays its own moves, each with its
// reason in the chronicle (in English and Russian); an undo takes its move back with the
// person's before it, and it then waits for Next; handed back, it waits for a person; who
// the app plays is kept in the save.
import { test } from "node:test";
import assert from "node:assert/strict";
import { servedApp, newPage, text } from "./harness.mjs";

const app = servedApp();
const FIXTURE = new URL("../fixtures/save-v1-sample-setup.json", import.meta.url).pathname;
const steps = (page) => page.getByTestId("phase-bar").getAttribute("data-steps").then(Number);
const untilSteps = (page, n) => page.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps == n, n);

test("a kingdom handed to the app plays on its own, says why, waits after an undo, and is kept in the save", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser, { viewport: { width: 1366, height: 900 } });
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(FIXTURE);
  await page.getByTestId("map").waitFor();
  const start = await steps(page);
  assert.match(await text(page.getByTestId("decision")), /^Basilea: place your first army/);
  await page.getByTestId("stand-ins").locator("summary").click();
  // Handing a kingdom over asks first, and says what follows: nothing moves before a yes.
  await page.getByTestId("stand-in-0").click();
  assert.match(await text(page.getByTestId("hand-over-ask")), /From now on the app gives the orders and answers of Basilea.*Undo takes back a move of yours together with the app's moves after it/);
  await page.waitForTimeout(800);
  assert.equal(await steps(page), start, "not handed over before the yes");
  await page.getByTestId("hand-over-no").click();
  assert.equal(await page.getByTestId("hand-over-ask").count(), 0);
  assert.equal(await page.getByTestId("stand-in-0").getAttribute("aria-pressed"), "false");
  await page.getByTestId("stand-in-0").click();
  await page.getByTestId("hand-over-yes").click();
  // Basilea's placement passes on its own, told with its reason.
  await untilSteps(page, start + 1);
  assert.match(await text(page.getByTestId("chronicle")), /Basilea \(played by the app\) places an army at [A-Z]\d+, where the fewest of its armies stand, nearest the frontier\./);
  assert.equal(await page.getByTestId("stand-in-0").getAttribute("aria-pressed"), "true");
  // People's moves until the app's follow one, as the Undo button says: an undo takes
  // back the app's moves with the move of a person's before them.
  const undo = page.getByTestId("undo");
  const appMoves = async () => (await undo.getAttribute("title")).match(/and the app's (?:(\d+) moves|move) after it/);
  for (let i = 0; i < 12 && !(await appMoves()); i++) {
    const before = await steps(page);
    await page.locator(".answer").first().click();
    await page.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps > n, before);
    // Until a person is asked again: the app's moves, if any, are made.
    await page.waitForFunction(() => !/^Basilea/.test(document.querySelector("[data-testid=decision]").innerText));
  }
  const said = await appMoves();
  assert.ok(said, "the app moved after a person");
  const moves = Number(said[1] ?? 1);
  const person = (await steps(page)) - moves - 1;
  await undo.click();
  await untilSteps(page, person);
  // The card says what the undo took back and that the app keeps its kingdoms.
  assert.match(await text(page.getByTestId("stand-in-note")), new RegExp(`^Undone: .* and the app's ${moves > 1 ? moves + " moves" : "move"} after it\\. The kingdoms the app plays stay with it`));
  await page.waitForTimeout(800);
  assert.equal(await steps(page), person, "nothing moves again by itself after the undo");
  // Redo gives them all back, the app's reasons with them.
  await page.getByTestId("redo").click();
  await untilSteps(page, person + moves + 1);
  // Reloaded, the app still plays Basilea; in Russian its reasons are Russian.
  await page.evaluate(() => localStorage.setItem("marchwarden/language", "ru"));
  await page.reload();
  await page.getByTestId("map").waitFor();
  await page.getByTestId("stand-ins").locator("summary").click();
  assert.equal(await page.getByTestId("stand-in-0").getAttribute("aria-pressed"), "true");
  assert.match(await text(page.getByTestId("chronicle")), /Basilea \(играет приложение\) ставит армию в [A-Z]\d+: там меньше всего её армий, ближе к границе\./);
  // Handed back, it waits for a person.
  await page.getByTestId("stand-in-0").click();
  assert.equal(await page.getByTestId("stand-in-0").getAttribute("aria-pressed"), "false");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a cunning kingdom looks ahead over frames before it moves, and its level is kept in the save", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser, { viewport: { width: 1366, height: 900 } });
  await page.goto(app.site.url);
  await page.evaluate(() => {
    localStorage.setItem("marchwarden/stand-in-pace", "at-once");
    localStorage.setItem("marchwarden/roll-at-once", "true");
  });
  await page.getByTestId("import-file").setInputFiles(FIXTURE);
  await page.getByTestId("map").waitFor();
  // Every look-ahead finished in the page is caught as it comes (only the last is kept).
  await page.evaluate(() => {
    window.__lookAheads = 0;
    new PerformanceObserver((list) => {
      window.__lookAheads += list.getEntriesByName("mw:look-ahead").length;
    }).observe({ entryTypes: ["measure"] });
  });
  await page.getByTestId("stand-ins").locator("summary").click();
  for (const k of [0, 1, 2]) {
    const cunning = page.getByTestId(`stand-in-cunning-${k}`);
    assert.equal(await cunning.isChecked(), false, "steady unless chosen");
    await cunning.check();
    await page.getByTestId(`stand-in-${k}`).click();
    await page.getByTestId("hand-over-yes").click();
  }
  // Into the first month's orders, where the app looks ahead before each one.
  await page.waitForFunction(() => window.__lookAheads >= 3, null, { timeout: 120000 });
  assert.match(await text(page.getByTestId("chronicle")), /\(played by the app\) (explores|takes|advances|attacks|holds)/);
  for (const k of [0, 1, 2]) await page.getByTestId(`stand-in-${k}`).click();
  await page.reload();
  await page.getByTestId("map").waitFor();
  await page.getByTestId("stand-ins").locator("summary").click();
  assert.equal(await page.getByTestId("stand-in-0").getAttribute("aria-pressed"), "false");
  assert.equal(await page.getByTestId("stand-in-cunning-0").isChecked(), true, "the level is kept");
  await page.getByTestId("stand-in-cunning-0").uncheck();
  assert.equal(await page.getByTestId("stand-in-cunning-0").isChecked(), false);
  assert.deepEqual(errors, []);
  await context.close();
});
