// End to end, the domain war (RULES §8): roads are painted in the map editor between two
// starting tiles three apart; a Domain War campaign starts on that map; the first army's
// march along the road shows its cost on the map and in its list, goes into the rival's
// ring tile (its path laid tile by tile), occupies it and pillages it; the chronicle,
// the kingdoms table and the map say so, and after a reload all of it is the same.
import { test } from "node:test";
import assert from "node:assert/strict";
import { servedApp, newPage, phase, text, hexCentre, OUT } from "./harness.mjs";

const app = servedApp();

/** Page-pixel point of the editor's map at a tile (col, row), or part way to another. */
const editorPoint = (page, [col, row], [toCol, toRow] = [col, row], part = 0) =>
  page.$eval("[data-testid=editor-map]", (svg, [col, row, toCol, toRow, part]) => {
    const size = 40, centre = (c, r) => {
      const q = c - (r - (r & 1)) / 2;
      return [size * Math.sqrt(3) * (q + r / 2), size * 1.5 * r];
    };
    const [ax, ay] = centre(col, row), [bx, by] = centre(toCol, toRow);
    const x = ax + (bx - ax) * part, y = ay + (by - ay) * part;
    const m = svg.querySelector(".layer-terrain").getScreenCTM();
    return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
  }, [col, row, toCol, toRow, part]);

/** Clicks the first of the listed answer buttons whose tile is not in `avoid`. */
async function answerAvoiding(page, avoid) {
  const buttons = page.locator("[data-testid^=answer-]");
  for (let i = 0; i < (await buttons.count()); i++) {
    const id = await buttons.nth(i).getAttribute("data-testid");
    if (!avoid.includes(id.slice(7))) return buttons.nth(i).click();
  }
  throw new Error("no answer left outside " + avoid);
}

test("a road painted in the editor, a Domain War campaign on it, a march along the road with its cost shown, occupation and pillage (DOM-1, DOM-9, DOM-10, DOM-11, MAP-6)", async () => {
  const { page, errors } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);

  // The editor: a blank map, starting tiles C5 and F5, a road C5–D5–E5.
  await page.getByTestId("open-editor").click();
  await page.getByTestId("editor-blank").click();
  await page.getByTestId("tool-start").click();
  for (const tile of [[2, 4], [5, 4]]) {
    const p = await editorPoint(page, tile);
    await page.mouse.click(p.x, p.y);
  }
  await page.getByTestId("tool-road").click();
  for (const [from, to] of [[[2, 4], [3, 4]], [[3, 4], [4, 4]]]) {
    const p = await editorPoint(page, from, to, 0.4);
    await page.mouse.click(p.x, p.y);
  }
  const roads = await page.getByTestId("roads").locator(".road").getAttribute("d");
  assert.equal((roads.match(/M/g) || []).length, 4, "two roads, each drawn centre to side to centre");
  await page.getByTestId("editor-name").fill("Road to the Marches");
  await page.screenshot({ path: `${OUT}/domain-editor-road.png` });
  await page.getByTestId("editor-start").click();

  // A Domain War campaign of two kingdoms on it.
  await page.getByTestId("campaign-name").fill("Road War");
  await page.getByTestId("kingdom-count").selectOption("2");
  await page.getByTestId("preset").selectOption({ label: "Domain War" });
  assert.ok(await page.getByTestId("domain").isChecked(), "OPT-DOMAIN with the preset");
  assert.equal(await page.getByTestId("mp-foot").inputValue(), "3", "DOM-1 defaults");
  assert.equal(await page.getByTestId("mp-mounted").inputValue(), "4");
  await page.getByTestId("seed").fill("7");
  await page.getByTestId("create").click();
  await page.getByTestId("map").waitFor();

  // Setup: the first kingdom takes C5, the second F5; nobody settles D5 or E5; each
  // army stands on its capital.
  while ((await page.getByTestId("roll").count()) > 0) await page.getByTestId("roll").click();
  await page.getByTestId("answer-C5").click();
  await page.getByTestId("answer-F5").click();
  while ((await text(page.getByTestId("decision"))).includes("place around your capital")) {
    await answerAvoiding(page, ["D5", "E5"]);
  }
  await page.getByTestId("answer-C5").click();
  await page.getByTestId("answer-F5").click();
  assert.equal(await phase(page), "Year 1, month 1 · A · Orders");
  const first = (await text(page.getByTestId("decision"))).match(/^(.*?): give one order/)[1];

  // DOM-11, DOM-1: the army at C5 is picked; the map shades where it can march, with
  // costs; along the road E5 costs 1 MP (½ + ½).
  const pick = page.locator("[data-testid^=token-]").first();
  assert.match(await text(pick), /at C5/);
  const id = (await pick.getAttribute("data-testid")).slice(6);
  await pick.click();
  await page.getByTestId("reach").waitFor();
  assert.match(await text(page.getByTestId(`order-${id}-march-E5`)), /→ E5 · 1 MP/);
  assert.match(await text(page.getByTestId(`order-${id}-march-D5`)), /→ D5 · ½ MP/);
  await page.getByTestId(`march-pillage-${id}`).fill("1");
  const e5 = await hexCentre(page, "E5");
  await page.mouse.move(e5.x, e5.y);
  assert.match(await text(page.getByTestId("march-path")), /1 MP/);
  await page.screenshot({ path: `${OUT}/domain-march-path.png` });
  // Where paths differ the player may lay its own: D5, then E5, tile by tile.
  await page.getByTestId(`lay-path-${id}`).check();
  const d5 = await hexCentre(page, "D5");
  await page.mouse.click(d5.x, d5.y);
  await page.mouse.click(e5.x, e5.y);
  assert.equal(await text(page.getByTestId(`path-${id}`)), "D5 → E5");
  assert.match(await text(page.getByTestId("laid-path")), /1 MP/);
  await page.getByTestId(`march-path-${id}`).click();
  assert.match(await text(page.getByTestId("chronicle")), /will march by D5 → E5, then pillage 1 MP \(DOM-11\)/);

  // The other kingdom defends; then the orders are resolved and the month ends.
  await page.locator("[data-testid$=-defend]").first().click();
  for (let i = 0; i < 12 && (await phase(page)).includes("month 1"); i++) {
    const resolve = page.locator("[data-testid^=resolve-]").first();
    if (await resolve.isVisible()) await resolve.click();
    else if (await page.getByTestId("roll").isVisible()) await page.getByTestId("roll").click();
    else break;
  }
  assert.equal(await phase(page), "Year 1, month 2 · A · Orders");

  const check = async () => {
    const chronicle = await text(page.getByTestId("chronicle"));
    assert.match(chronicle, new RegExp(`Army ${id} marched by D5 → E5 for 1 MP \\(DOM-11\\)`));
    assert.match(chronicle, new RegExp(`Army ${id} of ${first} pillaged E5 for 1 GB \\(DOM-10\\)`));
    assert.match(await text(page.getByTestId("kingdoms")), /pillage 1 gold · plunder 0 gold/);
    // DOM-9: E5 is occupied (flag) and pillaged (flame); the tile panel says so.
    await page.locator(".occupied-mark").first().waitFor();
    await page.locator(".pillaged-mark").first().waitFor();
    const at = await hexCentre(page, "E5");
    await page.mouse.click(at.x, at.y);
    const facts = await text(page.getByTestId("tile-info"));
    assert.match(facts, /Province level 1/);
    await page.getByTestId("provinces-overlay").check();
    assert.ok((await page.locator(".province-level").count()) >= 14, "every explored province's level");
    await page.getByTestId("provinces-overlay").uncheck();
    assert.match(facts, /Occupied: taken from/);
    assert.match(facts, /Pillaged this domain turn: 1 GB/);
  };
  await check();
  await page.screenshot({ path: `${OUT}/domain-occupied.png` });
  await page.reload();
  await page.getByTestId("map").waitFor();
  assert.equal(await phase(page), "Year 1, month 2 · A · Orders");
  await check();
  assert.deepEqual(errors, []);
});
