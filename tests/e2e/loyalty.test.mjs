// End to end, the loyalty module (RULES §7): a campaign saved where a beaten Basilean army
// must choose among landing spots (tests/fixtures/save-v2-loyalty-retreat.json) is
// imported; each spot is labelled on the map with its LOY-4 clause; the retreat is chosen
// on the map; the month ends (the other retreat, the loyalty roll, the player order); the
// province the army fell back into rebels, the journal records why, the loyalty overlay
// and supply lines show it; after a reload all of it is the same.
import { test } from "node:test";
import assert from "node:assert/strict";
import { servedApp, newPage, phase, text, hexCentre, OUT } from "./harness.mjs";

const app = servedApp();
const FIXTURE = new URL("../fixtures/save-v2-loyalty-retreat.json", import.meta.url).pathname;

test("a loyalty month: a retreat chosen on the map by its clause, rebellion, the journal, the loyalty overlay and supply lines, the same after a reload (LOY-4, LOY-6, LOY-8, LOY-9, LOY-13)", async () => {
  const { page, errors } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(FIXTURE);
  await page.getByTestId("map").waitFor();
  assert.equal(await phase(page), "Year 1, month 6 · C · Battle");
  assert.match(await text(page.getByTestId("decision")), /Basilea: choose where to retreat/);

  // LOY-4: every landing spot is on the map with the clause that allows it.
  assert.equal(await page.getByTestId("spot-H2").textContent(), "4.2");
  assert.equal(await text(page.getByTestId("spot-I2")), "4.3 via I1");
  assert.equal(await text(page.getByTestId("spot-F2")), "4.3 via G1");
  assert.match(await text(page.getByTestId("retreat-5-F2")), /LOY-4\.3: through full G1/);
  assert.match(await text(page.getByTestId("retreat-5-I2")), /LOY-4\.3: through devastated I1/);
  await page.screenshot({ path: `${OUT}/loyalty-retreat.png` });

  // Chosen on the map: F2, through Basilea's full G1.
  const f2 = await hexCentre(page, "F2");
  await page.mouse.click(f2.x, f2.y);
  assert.match(await text(page.getByTestId("chronicle")), /Army 5 retreats from H1 through G1 to F2, laid on its side \(LOY-4\.3\)/);

  // The rest of the month: the Dwarfs' retreat, the loyalty roll, the player order.
  for (let i = 0; i < 10 && !(await phase(page)).includes("month 7"); i++) {
    const retreat = page.locator("[data-testid^=retreat-]").first();
    if (await page.getByTestId("roll").isVisible()) await page.getByTestId("roll").click();
    else if (await retreat.isVisible()) await retreat.click();
    else break;
  }
  assert.equal(await phase(page), "Year 1, month 7 · A · Orders");

  const check = async () => {
    // LOY-9: the retreat cost F2 its last loyalty to Basilea; LOY-6: it rebels.
    await page.getByTestId("journal").locator("summary").click();
    await page.getByTestId("journal-tile").fill("F2");
    const journal = await text(page.getByTestId("journal-table"));
    assert.match(journal, /F2.*Basilea.*1 → 0.*LOY-9.*army 5 retreated onto it/s);
    assert.match(await text(page.getByTestId("loyalty-marks")), /rebel/);
    assert.match(await text(page.getByTestId("chronicle")), /F2 rebels against its lord \(LOY-6\)/);
    // The overlay: Basilea's loyalty on each tile, with its supply limit pips.
    await page.getByTestId("loyalty-overlay-select").selectOption({ label: "Basilea" });
    assert.equal(await page.getByTestId("loyalty-F2").textContent(), "0");
    assert.equal(await page.getByTestId("loyalty-H2").textContent(), "6");
    assert.equal(await page.getByTestId("loyalty-H2").locator("circle").count(), 3, "LOY-3: 3 armies at 6");
    // LOY-8: army 5 in F2 has no supply line (ringed, with its month-ends left, said in
    // the tile's panel too); the Abyssals' army at C5 stands on a loyal tile, its own hub.
    assert.equal(await page.getByTestId("unsupplied-5").textContent(), "Army 5: out of supply (or cut off by rebels); destroyed in 2 month-ends2");
    const at = async (label) => { const c = await hexCentre(page, label); await page.mouse.click(c.x, c.y); };
    await at("F2");
    await page.getByTestId("supply-cut").waitFor();
    assert.match(await text(page.getByTestId("tile-info")), /Army 5 is out of supply: destroyed in 2 month-ends if still cut off \(LOY-8\)/);
    await at("C5");
    await page.getByTestId("supply-line").waitFor();
    assert.match(await text(page.getByTestId("tile-info")), /Army 4 is supplied where it stands, on a loyal tile \(LOY-8\)/);
  };
  await check();
  await page.screenshot({ path: `${OUT}/loyalty-overlay.png` });
  const chronicle = await text(page.getByTestId("chronicle"));

  await page.reload();
  await page.getByTestId("map").waitFor();
  assert.equal(await phase(page), "Year 1, month 7 · A · Orders");
  assert.equal(await text(page.getByTestId("chronicle")), chronicle);
  await check();
  assert.deepEqual(errors, []);
});

test("a Loyalty & Supply campaign made in the form: nine months, the special orders and forced mobilisation as buttons, the journal and overlay (OPT-LOYALTY, LOY-1, LOY-10)", async () => {
  const { page, errors } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  await page.getByTestId("campaign-name").fill("Marches of Loyalty");
  await page.getByTestId("kingdom-count").selectOption("2");
  await page.getByTestId("preset").selectOption({ label: "Loyalty & Supply" });
  assert.equal(await page.getByTestId("months").inputValue(), "9", "LOY-1: nine months");
  assert.ok(await page.getByTestId("loyalty").isChecked());
  await page.getByTestId("seed").fill("4242");
  await page.getByTestId("create").click();
  await page.getByTestId("map").waitFor();
  // Setup: the app's rolls and the first legal answer each time, up to the first orders.
  for (let i = 0; i < 40 && !(await phase(page)).includes("A · Orders"); i++) {
    if (await page.getByTestId("roll").isVisible()) await page.getByTestId("roll").click();
    else await page.locator("[data-testid^=answer-]").first().click();
  }
  assert.match(await phase(page), /Year 1, month 1 · A · Orders/);
  const decision = page.getByTestId("decision");
  assert.ok(await decision.locator("[data-testid$=-works]").first().isVisible(), "LOY-10: Economic works");
  await decision.locator("summary").filter({ hasText: "Forcibly mobilise" }).click();
  const mobilise = decision.locator("[data-testid^=mobilise-]").first();
  const where = (await mobilise.getAttribute("data-testid")).slice("mobilise-".length);
  await mobilise.click();
  assert.match(await text(page.getByTestId("chronicle")), new RegExp(`forcibly mobilises army \\d+ at ${where} \\(LOY-10\\)`));
  assert.match(await text(page.getByTestId("chronicle")), new RegExp(`${where} is devastated`));
  assert.equal(await page.locator("[data-testid^=mobilise-]").count(), 0, "once a month");
  await page.getByTestId("loyalty-overlay-select").selectOption({ index: 1 });
  assert.equal(await page.getByTestId(`loyalty-${where}`).textContent(), "0", "LOY-5: 0 to all");
  await page.screenshot({ path: `${OUT}/loyalty-new-campaign.png` });
  assert.deepEqual(errors, []);
});
