// End to end: two months with an exploration and a battle, played through the page. The
// campaign is the scenario tests/scenarios/battle-simple-defended-city.json: its setup is
// imported as a save and the rest is clicked: orders, resolution with an exploration roll,
// reform, then the battle chosen on the map, the dice typed in and allocated, a retreat
// chosen on the map, the winner staying, reform. A tabletop battle follows the same road.
import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { servedApp, newPage, phase, text, hexCentre, hexClearOf, OUT } from "./harness.mjs";
import { scenarioSave, typeDice } from "./scenario-save.mjs";

const app = servedApp();

test("two months with an exploration and a simple battle: choose it on the map, see the odds, allocate dice, retreat, reform (SUM-RES-2, SUM-BAT-1, SIM-3, RES-4, APP-5)", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser, { viewport: { width: 1366, height: 900 } });
  const file = join(OUT, "battle-at-the-city.json");
  writeFileSync(file, JSON.stringify(scenarioSave(12)));
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(file);
  await page.getByTestId("map").waitFor();
  assert.equal(await phase(page), "Year 1, month 1 · A · Orders");
  const c2 = await hexCentre(page, "C2"), d2 = await hexCentre(page, "D2"), e2 = await hexCentre(page, "E2");

  // Month 1: Basilea defends its city; the Orcs march into unexplored D2 and explore it.
  await page.getByTestId("order-1-defend").click();
  await page.mouse.click(e2.x, e2.y);
  await page.locator("path.move-target[d^=M]").waitFor();
  await page.mouse.click(d2.x, d2.y);
  await page.getByTestId("resolve-1").click();
  // One order left: nothing to choose, so the table may have it played (APP-1); it stops
  // at the exploration's roll, which the table makes itself.
  await page.getByTestId("resolve-forced").click();
  await page.getByTestId("face-0").waitFor();
  assert.equal(await page.getByTestId("resolve-forced").count(), 0, "a roll is not forced");
  await typeDice(page, [1, 2]);
  assert.match(await text(page.getByTestId("chronicle")), /Orcs explored D2: 2D6 = 3, nothing but open country \(SUM-RES-2\)/);
  // The exploration lands as a card, not only as a chronicle line.
  assert.match(await text(page.getByTestId("exploration-result")), /D2: rolled 3 — nothing but open country/);
  assert.equal(await phase(page), "Year 1, month 1 · D · Reform");
  await typeDice(page, [5, 2]);
  assert.equal(await phase(page), "Year 1, month 2 · A · Orders");

  // Month 2: Basilea's army defends again; the Orcs' army marches on the city, by the map.
  await page.getByTestId("order-1-defend").click();
  await page.mouse.click(d2.x, d2.y);
  await page.locator("path.move-target[d^=M]").waitFor();
  await page.mouse.click(c2.x, c2.y);
  assert.equal(await phase(page), "Year 1, month 2 · B · Resolution");
  await page.getByTestId("resolve-1").click();
  await page.getByTestId("resolve-2").click();

  // SUM-BAT-1: Basilea, first in player order, chooses the battle by clicking the tile.
  // The clock in sight: the year and month of how many.
  assert.equal(await page.getByTestId("phase").textContent(), "Year 1 of 6, month 2 of 6 · C · Battle");
  assert.match(await text(page.getByTestId("phase-bar")), /Basilea: choose a battle to fight/);
  const might = async (name) => Number(await page.getByTestId("kingdoms").locator("tr", { hasText: name }).getByTestId("might").textContent());
  const before = { basilea: await might("Basilea"), orcs: await might("Orcs") };
  await page.screenshot({ path: join(OUT, "11a-choose-battle.png") });
  await page.mouse.click(c2.x, c2.y);
  await page.getByTestId("battle").waitFor();
  await page.getByTestId("battle-ring").waitFor();
  assert.match(await text(page.getByTestId("battle")), /Battle at C2 · simple battle/);
  assert.match(await text(page.getByTestId("side-attacker")), /Army 1 · 500 pts · Defence 6 · defending/);
  // APP-5: the exact odds before the dice. Basilea (attacking, Defence 6 by Defend) hits the
  // Orcs' Defence 5 on 5+ (1/3); the Orcs hit it only on a 6 (1/6). Basilea wins
  // 1/3 · 5/6 = 5/18, the Orcs 2/3 · 1/6 = 1/9, a draw 11/18.
  assert.match(await text(page.getByTestId("odds")), /Basilea wins 27\.8% · draw 61\.1% · Orcs wins 11\.1%/);
  await page.screenshot({ path: join(OUT, "11-battle-odds.png") });

  // SIM-2, SIM-3: the dice typed in; Basilea puts its 2 on the Orcs (a miss), the Orcs
  // let the app allocate their 6 (a hit on Defence 6).
  await typeDice(page, [2, 6]);
  await page.getByTestId("allocate-2-2").waitFor();
  await page.screenshot({ path: join(OUT, "12-battle-allocate.png") });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: join(OUT, "12a-battle-allocate-tablet.png") });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByTestId("allocate-2-2").click();
  assert.match(await text(page.getByTestId("allocate-for-me")), /the 6 on army 1/);
  await page.getByTestId("allocate-for-me").click();

  // RES-1, RES-4: Basilea lost; its army must leave for B2 or C1, chosen on the map.
  assert.match(await text(page.getByTestId("phase-bar")), /Basilea: retreat out of the battle/);
  // The result lands as a card that stays: the winner, the score, every die with its hit
  // or miss (the missed 2 too), the points lost. OPT-SCORE, live: the Orcs gain the
  // victory (1) and the city of C2 they now hold (2); Basilea loses the city (2).
  const card = page.getByTestId("battle-result");
  assert.match(await text(card), /Orcs wins at C2/);
  assert.match(await text(card), /Basilea 0 – 100 Orcs/);
  assert.equal(await card.locator(".die-face").count(), 2);
  assert.equal(await card.locator(".die-face.missed").count(), 1, "the missed die stays shown");
  assert.match(await text(card), /miss army 2.*hit army 1/);
  assert.match(await text(card), /Army 1 loses 100 points/);
  assert.deepEqual({ basilea: await might("Basilea"), orcs: await might("Orcs") }, { basilea: before.basilea - 2, orcs: before.orcs + 3 });
  await page.screenshot({ path: join(OUT, "13-battle-retreat.png") });
  const b2 = await hexCentre(page, "B2");
  await page.mouse.click(b2.x, b2.y);
  // RES-3: the Orcs hold C2 and may move on; they stay.
  await page.getByTestId("stay").click();
  assert.equal(await phase(page), "Year 1, month 2 · D · Reform");
  assert.match(await text(card), /Army 1 retreats to B2, laid on its side/, "the card follows the retreat");
  await page.screenshot({ path: join(OUT, "13a-battle-result.png") });
  await page.getByTestId("dismiss-battle").click();
  await card.waitFor({ state: "detached" });
  await typeDice(page, [4, 3]);
  assert.equal(await phase(page), "Year 1, month 3 · A · Orders");
  // REF-7: the new month opens with what happened in the last, for the kingdom whose turn
  // it is, until dismissed.
  const recap = page.getByTestId("recap");
  assert.match(await text(recap), /Battle at C2: Orcs won/);
  assert.match(await text(recap), /Orcs took .*C2/);
  await page.screenshot({ path: join(OUT, "14a-month-recap.png") });
  // On a phone the card covers the map's top; the army asked for its order (B2) is framed
  // clear of it, the whole tile, as the page opens there.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await recap.waitFor();
  const framed = await hexClearOf(page, "B2", "recap");
  const frame = await page.getByTestId("map").boundingBox();
  assert.ok(framed.y < frame.y + frame.height && framed.x < frame.x + frame.width, "B2 still on the map");
  await page.screenshot({ path: join(OUT, "14b-month-recap-phone.png") });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await recap.waitFor();
  // Its tiles are ringed on the map (C2: the battle and the capture), until put away.
  const ringed = page.getByTestId("recap-tiles");
  assert.equal(((await ringed.getAttribute("d")).match(/M/g) ?? []).length, 2);
  assert.match(await text(recap), /Basilea: since your last orders/);
  await page.getByTestId("dismiss-recap").click();
  await recap.waitFor({ state: "detached" });
  await ringed.waitFor({ state: "detached" });
  // Each kingdom is told at its own turn: Basilea gives its order, then the Orcs see it.
  await page.locator("[data-testid^=order-1-]").first().click();
  assert.match(await text(recap), /Orcs: since your last orders/);
  assert.match(await text(recap), /Battle at C2: Orcs won/);
  await page.getByTestId("dismiss-recap").click();
  await recap.waitFor({ state: "detached" });

  const log = await text(page.getByTestId("chronicle"));
  assert.match(log, /Basilea attacks Orcs at C2 \(SUM-BAT-1\)/);
  assert.match(log, /Basilea puts a 2 on army 2 \(Defence 5\): no effect \(SIM-3\)/);
  assert.match(log, /Orcs puts a 6 on army 1 \(Defence 6\): a hit: −100 points \(SIM-3\)/);
  assert.match(log, /Orcs wins the battle \(0 to 100\) \(RES-3\)/);
  assert.match(log, /Army 1 retreats from C2 to B2, laid on its side \(RES-1\)/);
  assert.equal(await page.locator("[data-testid=army-1].on-side").count(), 1, "the loser lies on its side");

  // Reload: all of it is still there.
  await page.reload();
  await page.getByTestId("map").waitFor();
  assert.equal(await phase(page), "Year 1, month 3 · A · Orders");
  assert.match(await text(page.getByTestId("chronicle")), /Orcs wins the battle/);
  const b2now = await hexCentre(page, "B2");
  await page.mouse.click(b2now.x, b2now.y);
  assert.match(await text(page.getByTestId("tile-info")), /Army 1 of Basilea: 400 points, on its side/);
  await page.screenshot({ path: join(OUT, "14-after-battle.png") });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a tabletop battle: rosters (typed and pasted), the printable battle sheet, the result with routs and gains, Unit Strength at reform (SET-7, TAB-2, TAB-3, UST-1…4, REF-4)", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser, { viewport: { width: 1366, height: 900 } });
  const file = join(OUT, "tabletop-at-the-city.json");
  writeFileSync(file, JSON.stringify(scenarioSave(18, "tabletop")));
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(file);
  await page.getByTestId("map").waitFor();

  // SET-7: rosters, entered on the tile of each army.
  const addUnit = async (army, name, size) => {
    await page.getByTestId(`unit-name-${army}`).fill(name);
    if (size) await page.getByTestId(`roster-${army}`).locator("select").selectOption(size);
    await page.getByTestId(`add-unit-${army}`).click();
    await page.getByTestId(`roster-${army}`).getByText(name).waitFor();
  };
  const c2 = await hexCentre(page, "C2"), d2 = await hexCentre(page, "D2"), b2 = await hexCentre(page, "B2");
  await page.mouse.click(c2.x, c2.y);
  await page.locator("[data-testid=roster-1] > summary").click();
  await addUnit(1, "Spearmen");
  await addUnit(1, "Knights", "Troop");
  assert.match(await text(page.getByTestId("roster-1")), /Roster of army 1 \(2 units\)/);
  await page.mouse.click(d2.x, d2.y);
  await page.locator("[data-testid=roster-2] > summary").click();
  // The Orcs paste their army list: the readable line joins, the others stay with why.
  await page.getByTestId("roster-2").getByText("Paste an army list").click();
  await page.getByTestId("army-list-2").fill("Unit, Type, Size\nOrc Lads, Infantry, Horde\nTrolls, Monster, 120 pts\nGoblins; Troop; 9");
  assert.equal(await text(page.getByTestId("unreadable-2")), "Line 4: \"Goblins; Troop; 9\" — a Unit Strength of 9: it is 0 to 4");
  assert.equal(await text(page.getByTestId("add-list-2")), "Add 2 units (120 points)");
  await page.getByTestId("add-list-2").click();
  await page.getByTestId("roster-2").getByText("Infantry · Horde").waitFor();
  await page.getByTestId("roster-2").getByText("Monster", { exact: true }).waitFor();
  assert.equal(await page.getByTestId("army-list-2").inputValue(), "Goblins; Troop; 9");
  assert.equal(await page.getByTestId("add-list-2").isDisabled(), true);

  await page.getByTestId("order-1-defend").click();
  await page.getByTestId("order-2-move-C2").click();
  await page.getByTestId("resolve-1").click();
  await page.getByTestId("resolve-2").click();
  await page.mouse.click(c2.x, c2.y);

  // TAB-2: the battle sheet, with the defended city's benefit and both rosters.
  const sheet = page.getByTestId("battle-sheet");
  await sheet.waitFor();
  const sheetText = await sheet.textContent();
  assert.match(sheetText, /Board: 4 × 4 ft/);
  assert.match(sheetText, /Defended tile: up to 2 blocking or difficult pieces and up to 2 obstacles, plus 1 objective worth 1 VP/);
  assert.match(sheetText, /Orc Lads/);
  await page.screenshot({ path: join(OUT, "15-battle-sheet.png"), fullPage: true });
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: join(OUT, "16-battle-sheet-print.png") });
  await page.emulateMedia({ media: "screen" });

  // TAB-3: the Orcs won; the Spearmen were routed four times, the Orc Lads earned the gain.
  await page.getByTestId("result-defender").click();
  await page.getByTestId("routed-1-0").fill("4");
  await page.getByTestId("gained-2-0").check();
  await page.getByTestId("enter-result").click();
  await page.mouse.click(b2.x, b2.y);
  await page.getByTestId("stay").click();
  await typeDice(page, [4, 3]);
  assert.equal(await phase(page), "Year 1, month 3 · A · Orders");

  const log = await text(page.getByTestId("chronicle"));
  assert.match(log, /The battle is a tabletop battle \(SUM-BAT-3\)/);
  assert.match(log, /Army 1's Spearmen: Unit Strength -4 \(UST-2\)/);
  assert.match(log, /Army 2's Orc Lads: Unit Strength \+1 \(UST-1\)/);
  assert.match(log, /Army 1's Spearmen is worn out and disbanded \(UST-4\)/);
  assert.equal(await page.evaluate(() => document.querySelectorAll("[data-testid=battle]").length), 0);

  await page.reload();
  await page.getByTestId("map").waitFor();
  await page.mouse.click(c2.x, c2.y);
  await page.locator("[data-testid=roster-2] > summary").click();
  assert.match(await text(page.getByTestId("roster-2")), /Orc Lads.*3.*\+1.*3 \(true 4\)/);
  await page.screenshot({ path: join(OUT, "17-roster-after.png") });
  assert.deepEqual(errors, []);
  await context.close();
});
