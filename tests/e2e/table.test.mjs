// End to end on the three screens a group brings, laptop 1366×860, tablet 1024×768 and
// phone 390×844: a simple battle is played through the page (the scenario
// battle-simple-defended-city, from the battle's choice on), and what the table reads is
// checked: the result card, the year and month of how many, the live might column, the
// kingdoms' emblems;
// nothing runs off the screen; on the phone every control is a finger's size (44 px), the
// map takes more than half the screen and the panels are a drawer beneath it. Held
// sideways (844×390) the phone's kingdoms table still keeps names, figures and headings
// apart.
import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { servedApp, newPage, text, hexCentre, headingsCut, OUT } from "./harness.mjs";
import { scenarioSave, typeDice } from "./scenario-save.mjs";

const app = servedApp();

/** Elements that reach past the right edge of the screen, and the kingdoms table's
 * width against its card's. */
function overflow(page) {
  return page.evaluate(() => {
    // The map's own drawing reaches past its frame when zoomed in; the frame clips it.
    const past = [...document.querySelectorAll("body *")]
      .filter((e) => !e.parentElement?.closest("svg"))
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.right > innerWidth + 1;
      })
      .map((e) => `${e.tagName.toLowerCase()}.${e.getAttribute("class") ?? ""}`);
    const card = document.querySelector("[data-testid=kingdoms]");
    const table = card ? card.querySelector("table").scrollWidth - card.clientWidth : 0;
    return { past, page: document.documentElement.scrollWidth - innerWidth, table };
  });
}

/** Visible controls smaller than 44 × 44 px. */
function smallTargets(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("button, select, input, summary, a[href]")]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        // A rule tag is drawn small; its touch area reaches 14 px above and below it and
        // 6 px to each side (style/main.css, button.rule::before).
        const [w, h] = e.matches("button.rule") ? [r.width + 12, r.height + 28] : [r.width, r.height];
        return r.width > 0 && r.height > 0 && (w < 44 || h < 44) && !["checkbox", "radio"].includes(e.type);
      })
      .map((e) => `${e.tagName.toLowerCase()}[${e.dataset.testid ?? e.textContent.trim().slice(0, 20)}] ${Math.round(e.getBoundingClientRect().width)}×${Math.round(e.getBoundingClientRect().height)}`),
  );
}

async function clickTile(page, label) {
  await page.getByTestId("map").scrollIntoViewIfNeeded();
  // A new question may bring its tiles into view first (on a phone): the view is read once
  // that is drawn.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const at = await hexCentre(page, label);
  await page.mouse.click(at.x, at.y);
}

for (const [width, height, name] of [[1366, 860, "laptop"], [1024, 768, "tablet"], [390, 844, "phone"]]) {
  test(`a battle played on a ${name} (${width}×${height}): the result card, the clock, the might column, nothing off the screen (SIM-3, RES-1, OPT-SCORE)`, async () => {
    const touch = name !== "laptop";
    const { page, errors, context } = await newPage(app.chrome.browser, { viewport: { width, height }, hasTouch: touch, isMobile: name === "phone" });
    const file = join(OUT, `table-${name}.json`);
    writeFileSync(file, JSON.stringify(scenarioSave(22)));
    await page.goto(app.site.url);
    assert.deepEqual((await overflow(page)).past, [], "the start page fits the screen");
    await page.getByTestId("import-file").setInputFiles(file);
    await page.getByTestId("map").waitFor();
    await page.getByTestId("dismiss-notice").click();

    assert.equal(await page.getByTestId("phase").textContent(), "Year 1 of 6, month 2 of 6 · C · Battle");
    const might = async (k) => Number(await page.getByTestId("kingdoms").locator("tr", { hasText: k }).getByTestId("might").textContent());
    // OPT-SCORE before the battle: Basilea a capital (3), a city, a fortress (2 each), two
    // villages and an army (5): 14; the Orcs the same but one village: 13.
    assert.deepEqual([await might("Basilea"), await might("Orcs")], [14, 13]);

    // Kingdoms told apart without colour: each army carries its kingdom's emblem, the
    // one beside the kingdom's name in the table.
    const emblemOf = (selector) => page.locator(selector).first().getAttribute("d");
    const [basilea, orcs] = [await emblemOf("[data-testid=army-1] .emblem"), await emblemOf("[data-testid=army-2] .emblem")];
    assert.notEqual(basilea, orcs);
    assert.equal(await emblemOf("[data-testid=kingdoms] tr:has-text('Basilea') .emblem"), basilea);
    assert.equal(await emblemOf("[data-testid=kingdoms] tr:has-text('Orcs') .emblem"), orcs);

    await clickTile(page, "C2");
    await page.getByTestId("battle").waitFor();
    await typeDice(page, [2, 6]);
    await page.getByTestId("allocate-2-2").click();
    await page.getByTestId("allocate-for-me").click();
    await clickTile(page, "B2");
    await page.getByTestId("stay").click();

    const card = page.getByTestId("battle-result");
    assert.match(await text(card), /Orcs wins at C2/);
    assert.match(await text(card), /Basilea 0 – 100 Orcs/);
    assert.equal(await card.locator(".die-face").count(), 2);
    assert.equal(await card.locator(".die-face.missed").count(), 1);
    assert.match(await text(card), /Army 1 loses 100 points/);
    assert.match(await text(card), /Army 1 retreats to B2, laid on its side/);
    // The card's foot, with its button, stays above the Legend's button.
    const legend = page.locator(".legend:not([open]) > summary");
    if (await legend.count()) {
      const [foot, top] = await Promise.all([card.locator("xpath=ancestor::div[contains(@class,'moments')]").evaluate((e) => e.getBoundingClientRect().bottom), legend.evaluate((e) => e.getBoundingClientRect().top)]);
      assert.ok(foot <= top, `the cards end at ${foot} px, the Legend begins at ${top} px`);
    }
    assert.match(await page.getByTestId("phase").textContent(), /^Year 1 of 6, month 2 of 6 · D · Reform$/);
    // The Orcs gain the victory and Basilea's city of C2; Basilea loses the city.
    assert.deepEqual([await might("Basilea"), await might("Orcs")], [12, 16]);

    const fit = await overflow(page);
    assert.deepEqual(fit.past, [], "nothing reaches past the screen's edge");
    assert.ok(fit.page <= 0, "the page does not scroll sideways");
    assert.ok(fit.table <= 0, `the kingdoms table fits its card (${fit.table} px over)`);
    assert.deepEqual(await headingsCut(page), [], "every heading of the kingdoms table fits its column");
    const map = await page.locator(".map-area").boundingBox();
    if (name === "phone") {
      assert.deepEqual(await smallTargets(page), [], "every control is at least 44 px");
      assert.ok(map.height > height / 2, `the map takes more than half the phone (${map.height} px)`);
      // The panels are a drawer under the map: folded away the map has the screen, opened
      // the panels have most of it; either way the page itself never scrolls.
      await page.getByTestId("drawer-closed").click();
      const whole = await page.locator(".map-area").boundingBox();
      assert.ok(whole.height > height * 0.7, `folded, the map takes the screen (${whole.height} px)`);
      assert.equal(await page.getByTestId("kingdoms").isVisible(), false);
      await page.getByTestId("drawer-open").click();
      const side = await page.getByTestId("side").boundingBox();
      assert.ok(side.height > height * 0.6, `opened, the panels take most of it (${side.height} px)`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight), true);
      await page.getByTestId("drawer-peek").click();
    } else {
      assert.equal(await page.getByTestId("drawer-peek").isVisible(), false, "no drawer beside the map");
    }
    await page.screenshot({ path: join(OUT, `table-${name}.png`) });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(OUT, `table-${name}-card.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("a phone held sideways (844×390): the kingdoms' names, figures and headings keep to their own columns, in English and Russian", async () => {
  for (const locale of ["en-GB", "ru-RU"]) {
    const { page, errors, context } = await newPage(app.chrome.browser, { viewport: { width: 844, height: 390 }, hasTouch: true, isMobile: true, locale });
    await page.goto(app.site.url);
    await page.getByTestId("campaign-name").fill("Sideways");
    await page.getByTestId("kingdom-count").selectOption("4");
    await page.getByTestId("create").click();
    await page.getByTestId("map").waitFor();
    // A name's text runs no further right than its own cell (else it lies under the figures).
    const namesOut = await page.evaluate(() =>
      [...document.querySelectorAll("[data-testid=kingdoms] .kname > span")]
        .filter((name) => name.getBoundingClientRect().right > name.closest("td").getBoundingClientRect().right + 1)
        .map((name) => name.textContent),
    );
    assert.deepEqual(namesOut, [], `${locale}: every name within its column`);
    assert.deepEqual(await headingsCut(page), [], `${locale}: every heading fits its column`);
    await page.getByTestId("kingdoms").screenshot({ path: join(OUT, `table-sideways-${locale}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("the new-campaign form refuses two kingdoms whose colours are too alike to tell apart", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  await page.getByTestId("campaign-name").fill("Twins");
  await page.getByTestId("kingdom-count").selectOption("2");
  await page.getByLabel("Colour of kingdom 2").fill("#2b5cd6");
  await page.getByTestId("create").click();
  assert.match(await text(page.getByTestId("new-error")), /Basilea and Abyssal Dwarfs have colours too alike/);
  assert.equal(await page.getByTestId("map").count(), 0, "no campaign made");
  await page.getByLabel("Colour of kingdom 2").fill("#c0392b");
  await page.getByTestId("create").click();
  await page.getByTestId("map").waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test("a rule tag opens the rule's statement beside the game, in its section; Escape closes it", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  const file = join(OUT, "rule-sheet.json");
  writeFileSync(file, JSON.stringify(scenarioSave(22)));
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(file);
  await page.getByTestId("map").waitFor();
  await page.getByTestId("decision").getByTestId("rule-SUM-BAT-1").click();
  const sheet = page.getByTestId("rule-sheet");
  // The statements come beside the page the first time the sheet opens (rules-en.ftl).
  await page.getByTestId("rule-text").waitFor();
  assert.match(await text(sheet.locator("h2")), /^§3\. Summer month/);
  assert.match(await text(page.getByTestId("rule-text")), /battle/i);
  assert.ok(await sheet.locator("dd").count() > 10, "the whole section is at hand");
  await page.screenshot({ path: join(OUT, "rule-sheet.png") });
  // Another rule from inside the sheet, then one from a chronicle line.
  await sheet.getByRole("button", { name: "SUM-ORD-4", exact: true }).click();
  assert.match(await text(page.getByTestId("rule-text")), /./);
  assert.equal(await sheet.locator("dt.chosen").textContent(), "SUM-ORD-4");
  await page.keyboard.press("Escape");
  await sheet.waitFor({ state: "detached" });
  // The frame that would bring the closed sheet's rule into view finds it gone, quietly.
  await page.waitForTimeout(100);
  assert.equal(await page.getByTestId("panic").count(), 0);
  await page.getByTestId("chronicle").getByTestId("rule-SET-4").first().click();
  await page.getByTestId("rule-text").waitFor();
  assert.match(await text(sheet.locator("h2")), /^§2\. Setup/);
  assert.equal(await sheet.locator("dt.chosen").textContent(), "SET-4");
  await page.getByTestId("close-rule").click();
  await sheet.waitFor({ state: "detached" });
  assert.deepEqual(errors, []);
  await context.close();
});
