// End to end: the table, second pass. Nothing changes unseen: while the timeline shows the
// past, neither Undo, Redo, their keys nor any command changes the live campaign; a battle
// card shows only in the month it was fought, never after an import, an undo or "Back to
// now". Nothing commits unseen: a lone waiting army is ordered by a click on a tile it may
// enter.
import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { servedApp, newPage, legalTileInPage, hexCentre, text, OUT } from "./harness.mjs";
import { scenarioSave } from "./scenario-save.mjs";

const app = servedApp();
const fixture = (name) => new URL(`../fixtures/${name}`, import.meta.url).pathname;
const bar = (page) => page.getByTestId("phase-bar");
const steps = (page) => bar(page).getAttribute("data-steps").then(Number);
const rule = (page) => bar(page).getAttribute("data-rule");
/** Waits until the campaign on screen holds `n` steps. */
const untilSteps = (page, n) => page.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps == n, n);

/** A touch screen of `width` × `height`: a tablet or a phone in the hand. */
const touch = (width, height) => ({ viewport: { width, height }, hasTouch: true, isMobile: true });

/** A fresh page with the fixture `name` imported and its map drawn. */
async function imported(name, options = {}) {
  const opened = await newPage(app.chrome.browser, options);
  await opened.page.goto(app.site.url);
  await opened.page.getByTestId("import-file").setInputFiles(fixture(name));
  await opened.page.getByTestId("map").waitFor();
  return opened;
}

/** Answers the setup's placements with the first answer offered until orders are due. */
async function toOrders(page) {
  for (let i = 0; i < 40 && (await rule(page)) !== "SUM-ORD-1"; i++) {
    const before = await steps(page);
    await page.locator(".answer").first().click();
    await page.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps != n, before);
  }
  assert.equal(await rule(page), "SUM-ORD-1");
}

test("while the timeline shows the past, nothing changes the live campaign", async () => {
  const { page, errors, context } = await imported("save-v1-sample-setup.json");
  await toOrders(page);
  const live = await steps(page);
  await page.getByTestId("timeline").click();
  await page.getByTestId("timeline-bar").waitFor();
  await page.getByTestId("timeline-back").click();
  assert.ok(await page.getByTestId("undo").isDisabled(), "Undo is off while the past is shown");
  assert.ok(await page.getByTestId("redo").isDisabled());
  assert.match(await page.getByTestId("undo").getAttribute("title"), /campaign as it was/);
  await page.keyboard.press("Control+z");
  await page.keyboard.press("Control+y");
  await page.getByTestId("timeline-now").click();
  assert.equal(await steps(page), live, "the live campaign is as it was");
  assert.equal(await page.getByTestId("undo").isDisabled(), false, "Undo is back with the present");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a battle card shows only in the month it was fought: not after an import, an undo or Back to now", async () => {
  const { page, errors, context } = await imported("save-v2-six-year-campaign.json");
  assert.equal(await page.getByTestId("battle-result").count(), 0, "after an import, in winter");
  await page.getByTestId("undo").click();
  assert.equal(await page.getByTestId("battle-result").count(), 0, "after an undo");
  await page.getByTestId("redo").click();
  await page.getByTestId("timeline").click();
  await page.getByTestId("timeline-month-back").click();
  await page.getByTestId("timeline-now").click();
  assert.equal(await page.getByTestId("battle-result").count(), 0, "after Back to now");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a battle card names the month it was fought in", async () => {
  const { page, errors, context } = await imported("save-v2-loyalty-retreat.json");
  const card = page.getByTestId("battle-result");
  await card.waitFor();
  assert.match(await card.locator(".moment-kind").textContent(), /^Year 1, month 6 · /);
  assert.deepEqual(errors, []);
  await context.close();
});

test("with one army waiting for its order, a click on a tile it may enter orders it", async () => {
  const { page, errors, context } = await imported("save-v1-sample-setup.json");
  await toOrders(page);
  const waiting = await page.locator("[data-testid^=token-]").count();
  assert.equal(waiting, 1, "one army waits");
  const before = await steps(page);
  // Where it may go is shown without picking it first.
  const tile = await page.evaluate(legalTileInPage, "move-target");
  // The first click shows the order; a quick double click never gives it.
  await page.mouse.dblclick(tile.x, tile.y);
  await page.getByTestId("preview").waitFor();
  assert.match(await page.getByTestId("preview").textContent(), /again, or confirm here/);
  await page.waitForTimeout(200);
  assert.equal(await steps(page), before, "shown, not given");
  // A second click, once the order has been seen, gives it.
  await page.waitForTimeout(400);
  await page.mouse.click(tile.x, tile.y);
  await untilSteps(page, before + 1);
  assert.match(await bar(page).getAttribute("data-last-step"), /GiveOrder/);
  assert.equal(await page.getByTestId("preview").count(), 0, "and the preview is gone");
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a touch screen a march is shown first, its path and cost drawn, and given only by a second tap (DOM-11)", async () => {
  const { page, errors, context } = await imported("save-v2-domain-march.json", touch(820, 1180));
  await page.locator("[data-testid^=token-]").first().click();
  const before = await steps(page);
  const tile = await page.evaluate(legalTileInPage, "reach");
  await page.touchscreen.tap(tile.x, tile.y);
  await page.getByTestId("preview").waitFor();
  assert.match(await page.getByTestId("preview").textContent(), /march/i);
  assert.ok(await page.locator("text.march-cost").count(), "its cost is drawn on the map");
  await page.touchscreen.tap(tile.x, tile.y);
  await page.waitForTimeout(150);
  assert.equal(await steps(page), before, "a quick second tap gives nothing: the preview stands");
  await page.waitForTimeout(400);
  await page.touchscreen.tap(tile.x, tile.y);
  await untilSteps(page, before + 1);
  assert.match(await bar(page).getAttribute("data-last-step"), /March/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a phone, each new question's heading stands whole in view, below the drawer's bar", async () => {
  const { page, errors, context } = await imported("save-v1-sample-setup.json", touch(390, 844));
  await page.getByTestId("dismiss-notice").click().catch(() => {});
  for (let i = 0; i < 8 && (await rule(page)) !== "SUM-ORD-1"; i++) {
    const before = await steps(page);
    // The drawer scrolled down, as a player reading further would leave it.
    await page.evaluate(() => { document.querySelector(".side").scrollTop = 10000; });
    await page.locator(".answer").first().click();
    await page.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps != n, before);
    await page.waitForTimeout(100);
    const [heading, handle] = await page.evaluate(() => [
      document.querySelector("[data-testid=decision] h2").getBoundingClientRect().toJSON(),
      document.querySelector(".drawer-handle").getBoundingClientRect().toJSON(),
    ]);
    assert.ok(heading.top >= handle.bottom - 1, `step ${i}: the heading (${heading.top}) is below the bar (${handle.bottom})`);
    assert.ok(heading.bottom <= 844, `step ${i}: and inside the screen (${heading.bottom})`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test("no two tokens on the map overlap, on one tile or on tiles side by side", async () => {
  for (const name of ["save-v2-loyalty-retreat.json", "save-v2-six-year-campaign.json", "save-v2-domain-march.json"]) {
    const { page, errors, context } = await imported(name);
    const overlaps = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll("svg .token")].map((t) => [t.dataset.testid, t.getBoundingClientRect()]);
      const found = [];
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i][1], boxes[j][1]];
          const w = Math.min(a.right, b.right) - Math.max(a.left, b.left), h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (w > 0.5 && h > 0.5) found.push(`${boxes[i][0]} and ${boxes[j][0]}`);
        }
      return [boxes.length, found];
    });
    assert.ok(overlaps[0] > 3, `${name}: tokens drawn (${overlaps[0]})`);
    assert.deepEqual(overlaps[1], [], name);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("on a phone, the tiles a question names are framed at a finger's zoom until the player moves the map", async () => {
  const { page, errors, context } = await imported("save-v1-sample-setup.json", touch(390, 844));
  const tokenWidth = () => page.evaluate(() => document.querySelector("svg .token").getBoundingClientRect().width);
  await page.waitForFunction(() => document.querySelector("svg .token")?.getBoundingClientRect().width >= 43);
  const framed = await tokenWidth();
  assert.ok(framed >= 43, `a token is a finger's width (${framed} px)`);
  // The player zooms out: the next question leaves the map where they put it.
  await page.getByTestId("zoom-out").click();
  await page.getByTestId("zoom-out").click();
  const theirs = await tokenWidth();
  assert.ok(theirs < framed);
  const viewBox = () => page.getByTestId("map").getAttribute("viewBox");
  const kept = await viewBox();
  const before = await steps(page);
  await page.locator(".answer").first().click();
  await page.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps != n, before);
  await page.waitForTimeout(200);
  assert.equal(await viewBox(), kept, "their view is kept");
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a phone, the tiles a question names that the framing leaves out are listed on the card, each bringing the map to it", async () => {
  // Basilea's armies waiting for orders stand too far apart to frame at a finger's zoom.
  const { page, errors, context } = await imported("save-v2-dom-9-capture-penalty.json", touch(390, 844));
  const unseen = page.getByTestId("unseen");
  await unseen.waitFor();
  const jumps = unseen.locator(".jump");
  const first = (await jumps.first().getAttribute("data-testid")).slice("jump-".length);
  await page.screenshot({ path: `${OUT}/phone-unseen.png` });
  await jumps.first().click();
  await page.getByTestId(`jump-${first}`).waitFor({ state: "detached" });
  const view = await page.getByTestId("map").getAttribute("viewBox");
  await page.waitForTimeout(200);
  assert.equal(await page.getByTestId("map").getAttribute("viewBox"), view, "the jump is the player's: not framed back");
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a phone, when the battle's dice are asked for, its card with the exact odds is in view (APP-5)", async () => {
  const file = join(OUT, "battle-on-a-phone.json");
  writeFileSync(file, JSON.stringify(scenarioSave(22)));
  const { page, errors, context } = await newPage(app.chrome.browser, touch(390, 844));
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(file);
  await page.getByTestId("map").waitFor();
  await page.getByRole("button", { name: "OK" }).click();
  assert.equal(await rule(page), "SUM-BAT-1");
  const c2 = await hexCentre(page, "C2");
  await page.mouse.click(c2.x, c2.y);
  await page.getByTestId("face-0").waitFor();
  const odds = page.getByTestId("roll-odds");
  assert.match(await text(odds), /Basilea wins 27\.8% · draw 61\.1% · Orcs wins 11\.1%/);
  await page.waitForTimeout(300);
  // In view: inside the drawer's visible part, below its bar, above the window's foot.
  const seen = await odds.evaluate((e) => {
    const side = e.closest(".side"), bar = side.querySelector(".drawer-handle");
    const top = side.getBoundingClientRect().top + (bar ? bar.getBoundingClientRect().height : 0);
    const r = e.getBoundingClientRect();
    return r.top >= top && r.bottom <= innerHeight;
  });
  assert.ok(seen, "the odds are in view with the question");
  await page.screenshot({ path: `${OUT}/phone-battle-odds.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test("the legend's marks keep their size, open it stays within the map, and LOY-4's clauses sit above the ring", async () => {
  for (const size of [touch(820, 1180), touch(390, 844)]) {
    const { page, errors, context } = await imported("save-v2-domain-march.json", size);
    await page.locator(".legend summary").click();
    const marks = await page.locator(".legend li svg").evaluateAll((all) => all.map((s) => s.getBoundingClientRect().width));
    assert.ok(marks.length > 30 && marks.every((w) => w >= 29), `every mark 30 px wide: ${marks}`);
    const [legend, map] = await Promise.all([".legend", ".map-frame"].map((s) => page.locator(s).first().boundingBox()));
    assert.ok(legend.y >= map.y - 1, "the open legend never covers the bars above the map");
    // Closed, in the longer Russian words, it meets no other map tool.
    await page.locator(".legend summary").click();
    await page.evaluate(() => localStorage.setItem("marchwarden/language", "ru"));
    await page.reload();
    await page.getByTestId("map").waitFor();
    const meet = await page.evaluate(() => {
      const box = (e) => e.getBoundingClientRect();
      const l = box(document.querySelector(".legend"));
      return [...document.querySelectorAll(".map-tools")].map(box).filter((r) => r.left < l.right && l.left < r.right && r.top < l.bottom && l.top < r.bottom).length;
    });
    assert.equal(meet, 0, "the legend's button overlaps no tool");
    assert.deepEqual(errors, []);
    await context.close();
  }
  // LOY-4: the clause labels are drawn on the highlight's layer, above its ring.
  const { page, context } = await imported("save-v2-loyalty-retreat.json");
  const above = await page.getByTestId("spot-H2").evaluate((e) => e.closest("svg").classList.contains("map-highlight"));
  assert.ok(above);
  await context.close();
});
