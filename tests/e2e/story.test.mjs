// End to end: the campaign's story. The timeline looks back at any moment of the six-year
// fixture campaign, read-only: the map, the kingdoms table and the chronicle there are the
// same as those of the campaign cut at that moment and imported on its own.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { servedApp, newPage, text, hexCentre, OUT } from "./harness.mjs";
import { scenarioSave } from "./scenario-save.mjs";

const app = servedApp();
const FIXTURE = new URL("../fixtures/save-v2-six-year-campaign.json", import.meta.url).pathname;

/** What a moment of a campaign shows: the phase bar, the kingdoms table, the tokens and
 * settlements on the map, the chronicle's length. */
async function moment(page) {
  return {
    phase: await text(page.getByTestId("phase-bar")),
    kingdoms: await text(page.getByTestId("kingdoms").locator("tbody")),
    settlements: await page.locator("[data-testid=map-tiles] g.settlement").count(),
    armies: await page.locator("[data-testid=map] g.army").count(),
    chronicle: await page.getByTestId("chronicle").locator("ol > li").count(),
    rows: await page.getByTestId("kingdoms").locator("tbody tr").evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent.replace(/[\u2066-\u2069]/g, "").trim()))),
  };
}

/** The fixture cut after its first `steps` commands, imported in a browser of its own and
 * replayed there from its setup. Written as format 1, the one format that may go without
 * hashes (a cut has none): it plays the Mighty Kingdoms rules, which rules version 1 and
 * 2 share. */
async function cutAndImported(steps) {
  const save = JSON.parse(readFileSync(FIXTURE, "utf8"));
  Object.assign(save, { format: 1, commands: save.commands.slice(0, steps), redo: [], undone: [] });
  for (const key of ["rules", "state_hash", "history_hash"]) delete save[key];
  const file = join(OUT, `cut-${steps}.json`);
  writeFileSync(file, JSON.stringify(save));
  const { page, context } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(file);
  await page.getByTestId("map").waitFor();
  const seen = await moment(page);
  await context.close();
  return seen;
}

test("the timeline shows any past month as it was, read-only, and goes back to now (APP-3, REF-7)", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(FIXTURE);
  await page.getByTestId("map").waitFor();
  await page.getByTestId("dismiss-notice").click();
  const now = await moment(page);
  const total = JSON.parse(readFileSync(FIXTURE, "utf8")).commands.length;

  await page.getByTestId("timeline").click();
  assert.equal(await text(page.getByTestId("timeline-step")), `step ${total} of ${total}`);
  await page.keyboard.press("Home");
  assert.equal(await text(page.getByTestId("timeline-step")), `step 0 of ${total}`);
  assert.match(await text(page.getByTestId("phase")), /^Setup/);
  assert.equal(await page.locator("[data-testid=map-tiles] g.settlement").count(), 0, "nothing founded yet");

  // Month by month: into the second year's third month.
  for (let i = 0; i < 40 && !/^Year 2 of 6, month 3 of 6/.test(await text(page.getByTestId("phase"))); i++) {
    await page.getByTestId("timeline-month-forward").click();
  }
  assert.match(await text(page.getByTestId("phase")), /^Year 2 of 6, month 3 of 6 · A · Orders/);
  const steps = Number((await text(page.getByTestId("timeline-step"))).match(/step (\d+)/)[1]);
  const then = await moment(page);
  await page.screenshot({ path: join(OUT, "story-timeline.png") });
  assert.deepEqual(then, await cutAndImported(steps), "the past as the campaign cut there shows it");
  assert.notDeepEqual(then, now);

  // One step on and back again; nothing can be played in the past.
  await page.getByTestId("timeline-forward").click();
  assert.equal(await text(page.getByTestId("timeline-step")), `step ${steps + 1} of ${total}`);
  await page.keyboard.press("ArrowLeft");
  assert.deepEqual(await moment(page), then);
  assert.equal(await page.getByTestId("decision").count(), 0, "no decision in the past");

  // Back to now: the campaign as it is, untouched.
  await page.getByTestId("timeline-now").click();
  await page.getByTestId("decision").waitFor();
  assert.deepEqual(await moment(page), now);
  await page.reload();
  await page.getByTestId("map").waitFor();
  assert.deepEqual(await moment(page), now, "looking back changed nothing stored");

  // The charts: each kingdom's tiles at the start of Year 2, month 3 are the ones the
  // kingdoms table showed there.
  await page.getByTestId("charts-toggle").click();
  await page.getByTestId("chart-tiles").click();
  const names = await page.locator(".chart-key li").allTextContents();
  for (const [k, name] of names.entries()) {
    const point = page.locator(`[data-testid^=point-${k}-]`, { has: page.locator("title", { hasText: /^Year 2, month 3:/ }) });
    const row = then.rows.find((r) => r[0].includes(name));
    assert.equal(await point.getAttribute("data-value"), row[1], `${name}'s tiles`);
  }
  await page.screenshot({ path: join(OUT, "story-charts.png") });
  assert.deepEqual(errors, []);
  await context.close();
});

test("the campaign's story is written as a page that opens on its own, with every year, its maps and the standings, and as Markdown (APP-4)", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(FIXTURE);
  await page.getByTestId("map").waitFor();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("story-html").click()]);
  assert.match(download.suggestedFilename(), /\.story\.html$/);
  const file = join(OUT, "story.html");
  await download.saveAs(file);
  const [md] = await Promise.all([page.waitForEvent("download"), page.getByTestId("story-md").click()]);
  const mdFile = join(OUT, "story.md");
  await md.saveAs(mdFile);
  assert.match(readFileSync(mdFile, "utf8"), /^# Sample campaign\n/);

  // Opened from the disk, with no server and no script.
  const story = await context.newPage();
  await story.goto(`file://${file}`);
  assert.equal(await story.locator("h1").textContent(), "Sample campaign");
  const chapters = await story.locator("h2").allTextContents();
  assert.deepEqual(chapters.slice(0, 7), ["Setup", "Year 1", "Year 2", "Year 3", "Year 4", "Year 5", "Year 6"]);
  assert.equal(chapters.at(-1), "Standings now");
  assert.equal(await story.locator("script").count(), 0);
  const maps = await story.locator("figure svg").count();
  assert.ok(maps >= 6, `a map for each year ended and one for now (${maps})`);
  assert.equal(await story.locator("table tr").count(), 5, "a heading and four kingdoms");
  await story.screenshot({ path: join(OUT, "story-page.png") });
  await story.locator("figure").first().screenshot({ path: join(OUT, "story-map.png") });
  await story.emulateMedia({ media: "print" });
  await story.pdf?.({ path: join(OUT, "story.pdf") }).catch(() => {});
  assert.deepEqual(errors, []);
  await context.close();
});

test("hot-seat: a hand-over screen covers the game between kingdoms, and a secret race stays hidden until all are revealed (SET-1)", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser);
  await page.goto(app.site.url);
  await page.getByTestId("campaign-name").fill("Hot Seat");
  await page.getByTestId("kingdom-count").selectOption("2");
  await page.getByTestId("secret-races").check();
  await page.getByTestId("create").click();
  await page.getByTestId("map").waitFor();
  await page.getByTestId("hand-over-toggle").click();
  const screen = page.getByTestId("hand-over");
  assert.equal(await screen.count(), 0, "the player who switched it on holds the device");

  await page.getByTestId("race").fill("Ogres");
  await page.getByTestId("choose-race").click();
  assert.match(await text(screen), /Pass the device to Abyssal Dwarfs/);
  const box = await screen.boundingBox();
  assert.deepEqual([box.width, box.height], [1366, 860], "the whole screen is covered");
  assert.doesNotMatch(await page.locator("body").innerText(), /Ogres/, "Basilea's race is nowhere to read");
  // The cover holds the focus: Tab never reaches a control beneath it, which screen
  // readers do not reach either (inert), and Ctrl+Z waits for the device to be taken.
  await page.waitForFunction(() => document.activeElement?.dataset.testid === "take-device");
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    const held = await page.evaluate(() => {
      const at = document.activeElement;
      return !at || at === document.body || document.querySelector("[data-testid=hand-over]").contains(at);
    });
    assert.ok(held, `Tab ${i + 1} stays on the cover`);
  }
  assert.ok(await page.evaluate(() => document.querySelector("[data-testid=map]").closest("[inert]") !== null), "the campaign is inert beneath");
  await page.keyboard.press("Control+z");
  assert.match(await text(screen), /Pass the device to Abyssal Dwarfs/, "no undo beneath the cover");
  await page.screenshot({ path: join(OUT, "story-hand-over.png") });
  await page.getByTestId("take-device").click();
  assert.equal(await page.getByTestId("race").inputValue(), "", "an empty field for the next player");
  await page.getByTestId("race").fill("Elves");
  await page.getByTestId("choose-race").click();
  // Revealed together, once every kingdom has chosen.
  assert.match(await text(page.getByTestId("chronicle")), /The races are revealed: Basilea: Ogres; Abyssal Dwarfs: Elves/);
  // Kept for this campaign in this browser: after a reload nobody holds the device, so
  // the next kingdom's turn (after the table's rolls) is behind the screen again.
  await page.reload();
  await page.getByTestId("map").waitFor();
  for (let i = 0; i < 5 && !(await screen.count()) && (await page.getByTestId("roll").count()); i++) {
    await page.getByTestId("roll").click();
  }
  assert.match(await text(screen), /Pass the device to (Basilea|Abyssal Dwarfs)/);
  await page.getByTestId("take-device").click();
  await page.getByTestId("hand-over-toggle").click();
  assert.equal(await screen.count(), 0, "switched off");
  assert.deepEqual(errors, []);
  await context.close();
});

test("hot-seat: another kingdom's roster and its changes stay hidden until a battle shows it (SET-7, SUM-BAT-1)", async () => {
  const { page, errors, context } = await newPage(app.chrome.browser, { viewport: { width: 1366, height: 900 } });
  const file = join(OUT, "hot-seat-rosters.json");
  writeFileSync(file, JSON.stringify(scenarioSave(18, "tabletop")));
  await page.goto(app.site.url);
  await page.getByTestId("import-file").setInputFiles(file);
  await page.getByTestId("map").waitFor();
  await page.getByTestId("hand-over-toggle").click();
  const screen = page.getByTestId("hand-over");
  const take = async (kingdom) => {
    assert.match(await text(screen), new RegExp(`Pass the device to ${kingdom}`));
    await page.getByTestId("take-device").click();
  };
  const open = async (label) => {
    const at = await hexCentre(page, label);
    await page.mouse.click(at.x, at.y);
  };
  const chronicle = () => text(page.getByTestId("chronicle"));

  // Basilea holds the device: its own roster is open to it, the Orcs' is not.
  await open("C2");
  await page.locator("[data-testid=roster-1] > summary").click();
  await page.getByTestId("unit-name-1").fill("Spearmen");
  await page.getByTestId("add-unit-1").click();
  await open("D2");
  assert.match(await text(page.getByTestId("roster-secret-2")), /Roster of army 2 \(0 units\): kept by its owner/);
  assert.equal(await page.getByTestId("roster-2").count(), 0, "nothing of it is drawn");
  await page.getByTestId("order-1-defend").click();

  // The Orcs take the device: Basilea's roster and its change are hidden from them.
  await take("Orcs");
  await open("D2");
  await page.locator("[data-testid=roster-2] > summary").click();
  await page.getByTestId("unit-name-2").fill("Orc Lads");
  await page.getByTestId("add-unit-2").click();
  await open("C2");
  await page.getByTestId("roster-secret-1").waitFor();
  assert.match(await chronicle(), /Army 1 changes its roster, kept secret until a battle shows it \(SET-7\)/);
  assert.match(await chronicle(), /Army 2 musters Orc Lads/);
  assert.doesNotMatch(await page.locator("body").innerText(), /Spearmen/);
  await page.getByTestId("order-2-move-C2").click();

  // Back to Basilea, who sees its own and not the Orcs'.
  await take("Basilea");
  assert.match(await chronicle(), /Army 1 musters Spearmen/);
  assert.doesNotMatch(await page.locator("body").innerText(), /Orc Lads/);
  await page.getByTestId("resolve-1").click();
  await take("Orcs");
  await page.getByTestId("resolve-2").click();
  // The armies meet at C2: the battle shows both rosters, to whoever holds the device.
  if (await screen.count()) await page.getByTestId("take-device").click();
  await open("C2");
  await page.getByTestId("battle-sheet").waitFor();
  assert.match(await text(page.getByTestId("battle-sheet")), /Spearmen[\s\S]*Orc Lads|Orc Lads[\s\S]*Spearmen/);
  assert.equal(await page.getByTestId("roster-secret-1").count() + await page.getByTestId("roster-secret-2").count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
