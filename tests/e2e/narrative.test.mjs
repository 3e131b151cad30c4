// End to end, a narrative battle (RULES §9) played in the page with real narrative dice
// entered by their symbols. The campaign is the scenario
// tests/scenarios/narrative-settlement-attack.json: its first steps (setup, two months'
// orders, the battle chosen) are the fixture save-v2-narrative-table-dice.json; then the rosters are accepted, each
// pool is shown with its dice and exact chance, the faces are pressed, the scouts disable
// Order, the walls are stormed, a victim is chosen, the victor regroups, recovery is rolled,
// the loser retreats on the map. The chronicle tells each test with its dice and rule; a
// reload shows the same.
import { test } from "node:test";
import assert from "node:assert/strict";
import { servedApp, newPage, phase, text, hexCentre, OUT } from "./harness.mjs";

const app = servedApp();
const FIXTURE = new URL("../fixtures/save-v2-narrative-table-dice.json", import.meta.url).pathname;
const FIXTURE_RULES_4 = new URL("../fixtures/save-v2-rules-4-narrative-table-dice.json", import.meta.url).pathname;

/** Presses the face of each die of the pool (numbers as RULES DICE-1 lists the faces). */
async function pressFaces(page, faces) {
  for (const [i, n] of faces.entries()) await page.getByTestId(`face-${i}-${n}`).click();
  await page.getByTestId("enter-roll").click();
}

test("a narrative settlement attack: rosters, pools with their exact chance, symbols entered from real dice, picks, victims, regroup, recovery, retreat (NAR-1, NAR-SA-1…4, DICE-1…3, NAR-SYM-1, NAR-SYM-2, NAR-5)", async () => {
  const { page, errors } = await newPage(app.chrome.browser, { viewport: { width: 1366, height: 1000 } });
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(FIXTURE);
  await page.getByTestId("map").waitFor();
  assert.match(await text(page.getByTestId("decision")), /Orcs: army 2 fights without a roster/);
  // NAR-1: the roster can be written here instead of taking the suggested one: a unit
  // typed in turns the answer into "fight with this roster"; removed, it is asked again.
  const decision = page.getByTestId("decision");
  await decision.getByTestId("unit-name-2").fill("Wolf riders");
  await decision.getByTestId("add-unit-2").click();
  assert.equal(await text(decision.getByTestId("accept-roster")), "Fight with this roster (1 unit)");
  await decision.getByRole("button", { name: /Remove .*Wolf riders/ }).click();
  assert.equal(await text(decision.getByTestId("accept-roster")), "Take the suggested roster");
  // SET-7: a list pasted in the card as an army builder writes it; the card is drawn anew
  // with the units added, and the line refused stays in the box with its reason.
  await decision.getByText("Paste an army list").click();
  await decision.getByTestId("army-list-2").fill("Orcs — 1000 pts\nWolf riders, Cavalry, Troop, 90 pts\n2x Wargs Regiment (10) - 110\nHowlers, Troop, Howling");
  assert.equal(await text(decision.getByTestId("add-list-2")), "Add 3 units (310 points)");
  await decision.getByTestId("add-list-2").click();
  assert.equal(await text(decision.getByTestId("accept-roster")), "Fight with this roster (3 units)");
  assert.equal(await decision.getByTestId("army-list-2").inputValue(), "Howlers, Troop, Howling");
  assert.match(await text(decision.getByTestId("unreadable-2")), /^Line 1: "Howlers, Troop, Howling" — "Howling" is no size/);
  for (let n = 3; n > 0; n--) {
    await decision.getByRole("button", { name: /^Remove / }).first().click();
    await decision.getByTestId("accept-roster").filter({ hasText: n > 1 ? `(${n - 1} unit` : "suggested" }).waitFor();
  }
  await page.getByTestId("accept-roster").click();
  await page.getByTestId("accept-roster").click();

  // NAR-SA-1: the Orcs scout Basilea's city; 2 ability dice against 2 difficulty.
  const record = page.getByTestId("narrative-record");
  assert.match(await text(record), /Settlement attack \(§9\.4\) · Attacker Orcs · Defender Basilea/);
  assert.match(await text(page.getByTestId("narrative-odds")), /Orcs wins \d+\.\d% · Basilea wins \d+\.\d%/);
  assert.equal(await page.getByTestId("pool").locator(".die-chip").count(), 4);
  assert.equal(await text(page.getByTestId("pass-chance")), "Chance to pass: 43.5% (exact)");
  await page.screenshot({ path: `${OUT}/narrative-pool.png` });
  await pressFaces(page, [3, 1, 1, 1]); // s, blank; blank, blank
  // The test just rolled stays beside the next question, inside the window.
  const latest = page.getByTestId("latest-test");
  assert.match(await text(latest), /Orcs · scouting \(NAR-SA-1\).*passes$/);
  assert.ok(await latest.evaluate((e) => e.getBoundingClientRect().bottom <= innerHeight), "the dice just rolled are in view");
  // APP-5: the odds stay on the card through the battle, simulated from where it stands.
  assert.match(await text(page.getByTestId("narrative-odds")), /Orcs wins \d+\.\d% · Basilea wins \d+\.\d%.*Odds of the battle from here/);
  await page.getByTestId("disable-order").click();
  // NAR-SA-2 and the storm, upgraded twice by the assault's additional successes.
  await pressFaces(page, [4, 2, 1, 1]);
  assert.match(await text(page.getByTestId("pool")), /upgraded twice: 2 additional successes in the assault — NAR-SA-3/);
  await pressFaces(page, [12, 1, 4, 1]); // triumph, blank; threat, blank
  assert.match(await text(page.getByTestId("decision")), /Orcs: choose who falls/);
  // NAR-SYM-1: the question names the symbols that brought the loss and who chooses.
  assert.match(await text(page.getByTestId("decision")), /(One net advantage or threat|Two net advantages or threats|A triumph or a despair).*chooses which \(NAR-SYM-1\)/);
  await page.getByTestId("victim-2-3").click();
  await page.getByTestId("regroup").click();
  // NAR-SYM-2: recovery, with the table's d6s.
  await page.getByTestId("face-0").fill("2");
  await page.getByTestId("face-1").fill("4");
  await page.getByTestId("enter-roll").click();
  const chronicle = await text(page.getByTestId("chronicle"));
  assert.match(chronicle, /Orcs tests storming the walls: proficiency d12: a triumph; proficiency d12: blank; difficulty d8: a threat; difficulty d8: blank — net 1 success, -1 advantage, 1 triumph: it passes \(NAR-SA-3\)/);
  assert.match(chronicle, /Orcs wins and regroups: \+1 to its recovery rolls \(NAR-SA-4\)/);
  assert.match(chronicle, /Bowmen: recovery roll 2 \+ 1 for regrouping = 3, returns reduced \(NAR-SYM-2\)/);
  assert.match(chronicle, /Orcs wins the battle/);
  // NAR-5: Basilea retreats by RES-1, chosen on the map; the Orcs stay.
  const b2 = await hexCentre(page, "B2");
  await page.mouse.click(b2.x, b2.y);
  await page.getByTestId("stay").click();
  assert.match(await phase(page), /Year 1, month 2 · D · Reform|Year 1, month 3 · A · Orders/);
  // The result card tells the narrative battle too: its three tests, by the Orcs, with
  // their dice and results.
  const card = page.getByTestId("battle-result");
  assert.match(await text(card), /Orcs wins at C2/);
  assert.match(await text(card), /narrative battle · Orcs attacked Basilea/, "the sides as the narrative battle has them (NAR-1)");
  const tests = card.getByTestId("result-tests").locator("li");
  assert.equal(await tests.count(), 3);
  assert.match(await text(tests.nth(2)), /^Orcs · storming the walls \(NAR-SA-3\).*passes$/);
  assert.equal(await tests.nth(2).locator(".die-chip").count(), 4);
  // NAR-SYM-1, NAR-SA-4, NAR-SYM-2 on the card: who fell, the victor's choice, each roll.
  const aftermath = await text(card.getByTestId("result-aftermath"));
  assert.match(aftermath, /Fell \(2\): .*Bowmen/);
  assert.match(aftermath, /Orcs wins and regroups/);
  assert.match(aftermath, /Bowmen: recovery roll 2 \+ 1 for regrouping = 3, returns reduced/);
  await page.screenshot({ path: `${OUT}/narrative-after.png` });
  const told = await text(page.getByTestId("chronicle"));

  await page.reload();
  await page.getByTestId("map").waitFor();
  assert.equal(await text(page.getByTestId("chronicle")), told);
  assert.deepEqual(errors, []);
});

// NAR-2 (rules 4 on): a settlement's developments are held while a battle is fought in its
// tile; the same campaign at rules 2 keeps its old freedom (replayed as it was written).
test("a settlement's developments are held during its battle (NAR-2)", async () => {
  const { page, errors } = await newPage(app.chrome.browser, { viewport: { width: 1366, height: 1000 } });
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(FIXTURE_RULES_4);
  await page.getByTestId("map").waitFor();
  await page.getByTestId("accept-roster").click();
  await page.getByTestId("accept-roster").click();
  const c2 = await hexCentre(page, "C2");
  await page.mouse.click(c2.x, c2.y);
  assert.match(await text(page.getByTestId("developments-held")), /a battle is being fought at C2/);
  assert.equal(await page.getByTestId("save-developments").isDisabled(), true);
  assert.equal(await page.getByTestId("development-order").isDisabled(), true);
  assert.deepEqual(errors, []);
});
