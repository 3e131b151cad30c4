// End to end: a solo campaign made in the form, one person against three kingdoms the app
// plays, through a year and its winter, on a laptop and on a phone: the person answers
// only their own kingdom's questions and the table's rolls; the app's kingdoms move on
// their own, each move with its reason in the chronicle.
import { test } from "node:test";
import assert from "node:assert/strict";
import { servedApp, newPage, text, personMoves } from "./harness.mjs";

const app = servedApp();
const bar = (page) => page.getByTestId("phase-bar");

for (const [size, options] of [["laptop", { viewport: { width: 1366, height: 860 } }], ["phone", { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }]]) {
  test(`a solo campaign on a ${size}: one person, three kingdoms played by the app, a year and a winter`, async () => {
    const { page, errors, context } = await newPage(app.chrome.browser, options);
    await page.goto(app.site.url);
    await page.evaluate(() => localStorage.setItem("marchwarden/stand-in-pace", "at-once"));
    await page.getByTestId("campaign-name").fill("Alone against three");
    await page.getByTestId("kingdom-count").selectOption("4");
    for (const i of [1, 2, 3]) await page.getByTestId(`played-by-app-${i}`).check();
    await page.getByTestId("seed").fill("31");
    await page.getByTestId("create").click();
    await page.getByTestId("map").waitFor();
    for (let i = 0; i < 600 && !/Year 2/.test(await text(page.getByTestId("phase"))); i++) {
      const before = await bar(page).getAttribute("data-steps");
      // The person answers their own kingdom's questions and the table's, never the app's.
      if (/^(Basilea|The table)/.test(await text(page.getByTestId("decision")))) await personMoves(page);
      await page.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps != n, before, { timeout: 5000 }).catch(() => {});
    }
    assert.match(await text(page.getByTestId("phase")), /Year 2/, "a year and its winter played");
    const told = await text(page.getByTestId("chronicle"));
    assert.match(told, /\(played by the app\)/);
    assert.ok(!/Basilea \(played by the app\)/.test(told), "the person's kingdom is the person's");
    assert.deepEqual(errors, []);
    await context.close();
  });
}
