// End to end: a solo evening flows. With one person at the table the app rolls the dice
// nobody chooses at once, each roll written in the chronicle, so the person answers only
// the questions that are choices; with two people each roll waits for its Roll press until
// the table ticks the box.
import { test } from "node:test";
import assert from "node:assert/strict";
import { servedApp, newPage, text, personMoves, PERSON_CHOICES } from "./harness.mjs";

const app = servedApp();
const LAPTOP = { viewport: { width: 1366, height: 860 } };
const steps = (page) => page.getByTestId("phase-bar").getAttribute("data-steps").then(Number);

/** The person's choice: a forced step, or the first answer or order offered; never Roll. */
const personChooses = (page) => personMoves(page, PERSON_CHOICES);

async function create(page, kingdoms, byApp) {
  await page.goto(app.site.url);
  await page.evaluate(() => localStorage.setItem("marchwarden/stand-in-pace", "at-once"));
  await page.getByTestId("campaign-name").fill("An evening");
  await page.getByTestId("kingdom-count").selectOption(String(kingdoms));
  for (const i of byApp) await page.getByTestId(`played-by-app-${i}`).check();
  await page.getByTestId("seed").fill("31");
  await page.getByTestId("create").click();
  await page.getByTestId("map").waitFor();
}

test("one person against three stand-ins: a year and its winter without a single Roll press", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser, LAPTOP);
  await create(page, 4, [1, 2, 3]);
  await page.getByTestId("stand-ins").locator("summary").click();
  assert.ok(await page.getByTestId("roll-at-once").isChecked(), "on by default with one person");
  let presses = 0;
  for (let i = 0; i < 600 && !/Year 2/.test(await text(page.getByTestId("phase"))); i++) {
    const before = await steps(page);
    if (/^Basilea/.test(await text(page.getByTestId("decision")))) {
      await personChooses(page);
      presses++;
    }
    await page.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps != n, before, { timeout: 5000 }).catch(() => {});
  }
  assert.match(await text(page.getByTestId("phase")), /Year 2/, "a year and its winter played, no roll pressed");
  // The whole year's lines, not only the latest.
  const earlier = page.getByTestId("chronicle-earlier");
  while (await earlier.count()) {
    const lines = await page.getByTestId("chronicle").locator("li").count();
    await earlier.click();
    await page.waitForFunction((n) => document.querySelectorAll("[data-testid=chronicle] li").length > n, lines);
  }
  const told = await text(page.getByTestId("chronicle"));
  assert.match(told, /Basilea rolled \d/, "the person's own rolls are written in the chronicle");
  assert.match(told, /rolled [\d, ]+ for the player order/i);
  assert.ok(!/\(played by the app\) rolls/.test(told), "a roll is no reason to tell");
  assert.ok(presses > 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("two people: each roll waits for Roll until the table lets the app roll them", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser, LAPTOP);
  await create(page, 2, []);
  await page.getByTestId("stand-ins").locator("summary").click();
  const box = page.getByTestId("roll-at-once");
  assert.equal(await box.isChecked(), false, "off with two people");
  await page.getByTestId("roll").waitFor();
  const start = await steps(page);
  await page.waitForTimeout(1000);
  assert.equal(await steps(page), start, "the roll waits for its press");
  await box.check();
  await page.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps > n, start);
  // The choice is this browser's, kept for the next campaign.
  assert.equal(await page.evaluate(() => localStorage.getItem("marchwarden/roll-at-once")), "on");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a first visit on a phone: the new campaign's form is on the first screen, each kingdom's box inside its own card", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await page.goto(app.site.url);
  const form = page.getByTestId("new-campaign");
  await form.waitFor();
  const top = await form.evaluate((e) => e.getBoundingClientRect().top);
  assert.ok(top < 844 * 0.6, `the form starts ${top} px down`);
  // Each "played by the app" box lies within its own kingdom's card.
  await page.getByTestId("kingdom-count").selectOption("3");
  for (const i of [0, 1, 2]) {
    const inside = await page.getByTestId(`played-by-app-${i}`).evaluate((box, i) => {
      const card = box.closest("li");
      const b = box.getBoundingClientRect(), c = card.getBoundingClientRect();
      return !!card.querySelector(`[data-testid=kingdom-name-${i}]`) && b.top >= c.top && b.bottom <= c.bottom;
    }, i);
    assert.ok(inside, `kingdom ${i}'s box is in its own card`);
  }
  // With a campaign saved, the list of campaigns comes first again.
  await page.getByTestId("create").click();
  await page.getByTestId("map").waitFor();
  await page.goto(app.site.url);
  await page.getByTestId("saved-campaigns").waitFor();
  const [saved, again] = await Promise.all([page.getByTestId("saved-campaigns"), form].map((l) => l.evaluate((e) => e.getBoundingClientRect().top)));
  assert.ok(saved < again);
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a phone each tile a question offers keeps its label readable above its ring", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await create(page, 2, [1]);
  // The dice for the player order are rolled at once; then Basilea's capital is asked.
  await page.getByTestId("decision").getByText(/choose a starting tile for your capital/).waitFor();
  const offered = await page.getByTestId("decision").locator(".answer").allInnerTexts();
  assert.ok(offered.length > 1);
  const labelled = await page.locator("svg.map-highlight .tile-label").allTextContents();
  assert.deepEqual([...labelled].sort(), [...offered].map((t) => t.trim()).sort());
  assert.deepEqual(errors, []);
  await context.close();
});
