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
  await page.getByTestId("stand-in-0").click();
  // Basilea's placement passes on its own, told with its reason.
  await untilSteps(page, start + 1);
  assert.match(await text(page.getByTestId("chronicle")), /Basilea \(played by the app\) places its army, at its capital first\./);
  assert.equal(await page.getByTestId("stand-in-0").getAttribute("aria-pressed"), "true");
  // A person's move (and the app's, if its turn follows), then an undo: the person's
  // move goes, with every move of the app's after it.
  const person = await steps(page);
  await page.locator(".answer").first().click();
  await page.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps > n, person);
  await page.waitForTimeout(1000);
  await page.getByTestId("undo").click();
  await untilSteps(page, person);
  await page.waitForTimeout(800);
  assert.equal(await steps(page), person, "nothing moves again by itself after the undo");
  // Reloaded, the app still plays Basilea; in Russian its reasons are Russian.
  await page.evaluate(() => localStorage.setItem("marchwarden/language", "ru"));
  await page.reload();
  await page.getByTestId("map").waitFor();
  await page.getByTestId("stand-ins").locator("summary").click();
  assert.equal(await page.getByTestId("stand-in-0").getAttribute("aria-pressed"), "true");
  assert.match(await text(page.getByTestId("chronicle")), /Basilea \(играет приложение\) ставит армию, прежде всего в столицу\./);
  // Handed back, it waits for a person.
  await page.getByTestId("stand-in-0").click();
  assert.equal(await page.getByTestId("stand-in-0").getAttribute("aria-pressed"), "false");
  assert.deepEqual(errors, []);
  await context.close();
});
