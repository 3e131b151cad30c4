// End to end: the stand-ins at the table's pace. Step by step, each move of the app's is
// shown with its reason and the next waits for Next; mid-month, during the orders, a
// kingdom handed to the app gives its own orders, its move told on the person's card,
// and handed back it waits for a person; a tabletop battle of a kingdom the app plays
// waits for the table's result, or, everyone agreeing, is fought as a simple battle; at
// one screen (hot-seat) a stand-in's turn needs no hand-over and its roster stays as secret
// as a person's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { servedApp, newPage, text, hexCentre, OUT, storedSaves, legalTileInPage, personMoves } from "./harness.mjs";
import { scenarioSave } from "./scenario-save.mjs";

const app = servedApp();
const FIXTURE = new URL("../fixtures/save-v1-sample-setup.json", import.meta.url).pathname;
const LAPTOP = { viewport: { width: 1366, height: 900 } };
const steps = (page) => page.getByTestId("phase-bar").getAttribute("data-steps").then(Number);
const moved = (page, n) => page.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps > n, n);
const decision = (page) => text(page.getByTestId("decision"));

async function openSample(page) {
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(FIXTURE);
  await page.getByTestId("map").waitFor();
  await page.getByTestId("stand-ins").locator("summary").click();
}

test("step by step: each move of the app's is shown with its reason, and the next waits for Next", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser, LAPTOP);
  await openSample(page);
  await page.getByTestId("stand-in-pace-step-by-step").check();
  const start = await steps(page);
  for (const k of [0, 1, 2]) {
    await page.getByTestId(`stand-in-${k}`).click();
    await page.getByTestId("hand-over-yes").click();
  }
  await moved(page, start);
  const note = page.getByTestId("stand-in-note");
  await page.getByTestId("stand-in-next").waitFor();
  assert.match(await text(note), /Basilea \(played by the app\) places an army at [A-Z]\d+, where the fewest of its armies stand, nearest the frontier\./);
  await page.waitForTimeout(1200);
  assert.equal(await steps(page), start + 1, "the next move waits for Next");
  // Nobody but the app answers for its kingdom: its card offers no answer to press, and
  // a click on a tile it may choose gives nothing.
  assert.equal(await page.getByTestId("decision").locator(".answer:visible").count(), 0, "no answers for the app's kingdom");
  const tile = await page.evaluate(legalTileInPage);
  await page.mouse.click(tile.x, tile.y);
  await page.waitForTimeout(600);
  assert.equal(await steps(page), start + 1, "the click gave no command");
  await page.getByTestId("stand-in-next").click();
  await moved(page, start + 1);
  await page.getByTestId("stand-in-next").waitFor();
  assert.equal(await steps(page), start + 2);
  // The pace is kept in this browser.
  await page.reload();
  await page.getByTestId("map").waitFor();
  await page.getByTestId("stand-ins").locator("summary").click();
  assert.ok(await page.getByTestId("stand-in-pace-step-by-step").isChecked());
  assert.deepEqual(errors, []);
  await context.close();
});

test("mid-month, during the orders, a kingdom handed to the app gives its own orders, and handed back waits for a person", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser, LAPTOP);
  await openSample(page);
  for (let i = 0; i < 20 && !/give one order/.test(await decision(page)); i++) {
    const before = await steps(page);
    await personMoves(page);
    await moved(page, before);
  }
  assert.match(await text(page.getByTestId("phase")), /Year 1 of \d+, month 1 of \d+ · A · Orders/);
  // The Abyssals to the app: the people give Basilea's and the Dwarfs' orders, the app
  // the Abyssals', its move told on the card of the person asked next.
  await page.getByTestId("stand-in-1").click();
  await page.getByTestId("hand-over-yes").click();
  const told = () => text(page.getByTestId("chronicle")).then((t) => /Abyssals \(played by the app\)/.test(t));
  // One read of the card says both whose turn it is and whether the app's move is told on
  // it: read apart, the app could move between the two, and the person's click would take
  // the card (and its note) away.
  for (let i = 0; i < 12; i++) {
    const card = await decision(page);
    if (/Abyssals \(played by the app\)/.test(card)) break;
    if (/^Abyssals/.test(card)) {
      await page.waitForTimeout(200);
      continue;
    }
    const before = await steps(page);
    await personMoves(page);
    await moved(page, before);
  }
  assert.ok(await told(), "the app gave the Abyssals' order");
  assert.match(await text(page.getByTestId("stand-in-note")), /^Abyssals \(played by the app\)/, "the app's move, on the person's card");
  // Handed back: when the Abyssals are asked again, they wait for a person.
  await page.getByTestId("stand-in-1").click();
  assert.equal(await page.getByTestId("stand-in-1").getAttribute("aria-pressed"), "false");
  for (let i = 0; i < 40 && !/^Abyssals/.test(await decision(page)); i++) {
    const before = await steps(page);
    await personMoves(page);
    await moved(page, before);
  }
  assert.match(await decision(page), /^Abyssals/);
  const waiting = await steps(page);
  await page.waitForTimeout(1000);
  assert.equal(await steps(page), waiting, "the Abyssals are a person's again");
  assert.doesNotMatch(await text(page.getByTestId("decision")), /played by the app: its move comes/);
  assert.deepEqual(errors, []);
  await context.close();
});

// One gesture, one command: the app's kingdoms answer at once between a person's two
// presses, and the second press lands where the next decision's button now stands. A
// mouse's second click there is a double click's (the browser counts it); a finger's tap
// is counted by the app.
test("the app answering between two presses leaves them one gesture: a second click 150 ms on, or a second tap, gives nothing", async () => {
  const TABLET = { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true };
  const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  for (const [size, touch] of [[LAPTOP, false], [TABLET, true], [PHONE, true]]) {
    const { page, errors, context } = await newPage(app.chrome.browser, size);
    await openSample(page);
    await page.getByTestId("stand-in-pace-at-once").check();
    for (const k of [1, 2]) {
      await page.getByTestId(`stand-in-${k}`).click();
      await page.getByTestId("hand-over-yes").click();
    }
    await page.getByTestId("stand-ins").locator("summary").click();
    // The person's own commands: those the app gave carry their reasons beside the log.
    const persons = async () => {
      const [save] = await storedSaves(page);
      return save.commands.length - Object.keys(save.stand_ins?.reasons ?? {}).length;
    };
    let answered = 0;
    for (let trial = 0; trial < 3; trial++) {
      await page.waitForFunction(() =>
        /^Basilea/.test(document.querySelector("[data-testid=decision]")?.textContent.replace(/[\u2066-\u2069]/g, "").trim()),
      );
      const answer = page.locator(".answer").first();
      await answer.scrollIntoViewIfNeeded();
      const box = await answer.boundingBox();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      const before = await persons();
      // The steps on screen as each press begins, read by the page itself.
      await page.evaluate(() => {
        if (!window.pressedAt) {
          const at = () => window.pressedAt.push(Number(document.querySelector("[data-testid=phase-bar]").dataset.steps));
          addEventListener("pointerdown", at, { capture: true });
        }
        window.pressedAt = [];
      });
      if (touch) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
      await page.waitForTimeout(150);
      if (touch) await page.touchscreen.tap(x, y);
      else {
        await page.mouse.down({ clickCount: 2 });
        await page.mouse.up({ clickCount: 2 });
      }
      await page.waitForTimeout(600);
      const [first, second] = await page.evaluate(() => window.pressedAt);
      answered += second > first + 1 ? 1 : 0;
      assert.equal(await persons(), before + 1, `trial ${trial} (${touch ? "tap" : "click"}): one command of the person's`);
    }
    assert.ok(answered >= 2, `the app answered between the presses in ${answered} of 3 trials`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("a tabletop battle of a kingdom the app plays: the table's result, or a simple battle by agreement (SET-6)", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser, LAPTOP);
  await page.goto(app.site.url);
  // The table rolls its own dice here, so the battle waits while the offer is read.
  await page.evaluate(() => {
    localStorage.setItem("marchwarden/stand-in-pace", "at-once");
    localStorage.setItem("marchwarden/roll-at-once", "off");
  });
  await page.getByTestId("kingdom-count").selectOption("2");
  await page.getByTestId("resolver").selectOption("tabletop");
  for (const i of [0, 1]) await page.getByTestId(`played-by-app-${i}`).check();
  await page.getByTestId("seed").fill("1");
  await page.getByTestId("create").click();
  await page.getByTestId("map").waitFor();
  const offer = page.getByTestId("stand-in-simple");
  // Only the table's rolls are the people's: everything else passes on its own.
  for (let i = 0; i < 400 && !(await offer.count()); i++) {
    const roll = page.getByTestId("roll");
    if ((await roll.count()) && (await roll.isVisible())) await roll.click({ timeout: 1000 }).catch(() => {});
    await page.waitForTimeout(60);
  }
  // Both sides the app's: said of both (a choice made on the number of sides).
  assert.match(await text(page.getByTestId("stand-in-note")), /^Abyssal Dwarfs and Basilea are played by the app: the table fights both sides of this tabletop battle/);
  // SET-7: the app's armies field their race's suggested roster, a unit a move, for the
  // table to play; then nothing more comes from the app: the result is the table's.
  await page.getByTestId("chronicle").getByText(/fields its race's suggested roster in the battle at/).first().waitFor();
  let waiting = await steps(page);
  for (let still = false; !still; ) {
    await page.waitForTimeout(800);
    const now = await steps(page);
    still = now === waiting;
    waiting = now;
  }
  const sheet = await text(page.getByTestId("battle"));
  assert.match(sheet, /Paladin Defender.*Paladin Foot Guard.*Men-at-Arms.*Crossbowmen.*Militia.*Paladin Knights/s, "Basilea's roster on the battle sheet");
  assert.match(sheet, /Overmaster.*Immortal Guard.*Blacksouls.*Decimators.*Gargoyles.*Slave Orc Gore Riders/s, "the Abyssal Dwarfs' roster");
  // TAB-2: the sheet's six columns fit the panel, "Plays" included, with no sideways scroll.
  const cut = await page.locator(".battle-sheet .table-scroll").evaluateAll((boxes) => boxes.filter((b) => b.scrollWidth > b.clientWidth + 1).length);
  assert.equal(cut, 0, "a roster table scrolls sideways");
  const [chip, right] = await Promise.all([".sheet-title .rule", ".battle-sheet"].map((s) => page.locator(s).first().evaluate((e) => e.getBoundingClientRect().right)));
  assert.ok(chip <= right, `the TAB-2 chip ends at ${chip} px, past the sheet's ${right} px`);
  await offer.click();
  await moved(page, waiting);
  assert.match(await text(page.getByTestId("battle")), /simple battle/i);
  assert.equal(await offer.count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("hot-seat: the app's kingdom passes no hand-over screen, and its roster stays as secret as a person's (SET-7)", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser, LAPTOP);
  const file = join(OUT, "hot-seat-stand-in.json");
  writeFileSync(file, JSON.stringify(scenarioSave(18, "tabletop")));
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(file);
  await page.getByTestId("map").waitFor();
  await page.getByTestId("hand-over-toggle").click();
  await page.getByTestId("stand-ins").locator("summary").click();
  await page.getByTestId("stand-in-1").click();
  await page.getByTestId("hand-over-yes").click();
  const open = async (label) => {
    const at = await hexCentre(page, label);
    await page.mouse.click(at.x, at.y);
  };
  // Basilea holds the device: the Orcs' roster, the app's, is not open to it.
  await open("D2");
  assert.match(await text(page.getByTestId("roster-secret-2")), /Roster of army 2 \(0 units\): kept by its owner/);
  assert.equal(await page.getByTestId("roster-2").count(), 0);
  const before = await steps(page);
  await page.getByTestId("order-1-defend").click();
  // The Orcs' order passes on its own, with no screen to hand the device over.
  await moved(page, before + 1);
  assert.match(await text(page.getByTestId("stand-in-note")), /^Orcs \(played by the app\)/);
  assert.equal(await page.getByTestId("hand-over").count(), 0);
  await open("D2");
  assert.match(await text(page.getByTestId("roster-secret-2")), /kept by its owner/);
  assert.deepEqual(errors, []);
  await context.close();
});
