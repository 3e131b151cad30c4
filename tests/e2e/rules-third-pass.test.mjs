// End to end, RULES as clarified on 2026-12-06 (rules version 5), from saves made by random
// play: an army pillaging freely is asked how many MP it spends (DOM-6 1), and a simple
// battle may be switched to a narrative one by agreement (SET-6).
import { test } from "node:test";
import assert from "node:assert/strict";
import { servedApp, newPage, text, OUT } from "./harness.mjs";

const app = servedApp();
const save = (name) => new URL(`./saves/${name}.json`, import.meta.url).pathname;

test("a free pillage asks how many MP to spend, offering only those that yield gold, and takes what was chosen (DOM-6 1)", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(save("domain-pillage-question"));
  await page.getByTestId("map").waitFor();
  await page.getByTestId("engage-spend-0").waitFor();
  assert.match(await text(page.getByTestId("decision")), /Basilea: army 3 pillages C4: how many of its free MP does it spend/);
  assert.match(await text(page.getByTestId("battle")), /Battle at C4 · no battle: pillage instead/);
  const offered = page.locator("[data-testid^=engage-spend-]");
  assert.deepEqual(await offered.allTextContents(), ["None: keep every MP", "1 MP: 1 GB", "2 MP: 2 GB"]);
  await page.screenshot({ path: `${OUT}/dom-6-pillage-question.png` });
  await page.getByTestId("engage-spend-1").click();
  // Names are isolated by invisible marks, which the reader's text leaves out.
  await page.waitForFunction(() =>
    document
      .querySelector("[data-testid=chronicle]")
      .textContent.replace(/[\u2066-\u2069]/g, "")
      .includes("Basilea chooses: pillage with 1 MP of army 3 (DOM-6)"),
  );
  const chronicle = await text(page.getByTestId("chronicle"));
  assert.match(chronicle, /Army 3 of Basilea pillaged C4 for 1 GB \(DOM-10\)/);
  assert.match(chronicle, /No battle at C4: Basilea pillages instead of fighting/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a simple battle before its dice may be fought as a narrative battle, which asks for the rosters first (SET-6, NAR-1)", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(save("simple-battle-before-the-dice"));
  await page.getByTestId("map").waitFor();
  await page.locator("details.switch summary").click();
  await page.getByTestId("switch-narrative").click();
  await page.getByTestId("decision").getByText(/fights without a roster: take the suggested one \(NAR-1\)/).waitFor();
  assert.match(await text(page.getByTestId("battle")), /narrative battle/);
  await page.screenshot({ path: `${OUT}/set-6-switched-to-narrative.png` });
  assert.deepEqual(errors, []);
  await context.close();
});
