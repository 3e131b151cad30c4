// End to end in Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core (which
// downloads no browser): the core flow a group brings to any browser. A campaign is
// created and set up on the map; a month with a battle is played; the page reloads into
// the same moment; the campaign is exported and imported back. Two windows on one campaign
// race to answer, and no move is lost silently.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { serveDist, OUT, catchOffers, hexCentreInPage, hexClearInPage, legalTileInPage } from "./harness.mjs";
import { launch, createCampaign, newPage as playwrightPage } from "./harness.mjs";
import { scenarioSave } from "./scenario-save.mjs";
import { racesWanted, race } from "./race.mjs";

const FIREFOX = "/usr/bin/firefox-esr";
const site = {};
/** Debian's Firefox ESR, headless. */
const launchFirefox = () =>
  puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    protocol: "webDriverBiDi",
    // No updates, telemetry or first-run pages: the machine's network is closed. WebRTC
    // offers its real addresses rather than mDNS names: one Firefox resolving the names
    // of its own second connection on one machine fails (across devices they resolve).
    extraPrefsFirefox: {
      "app.update.enabled": false,
      "datareporting.policy.dataSubmissionEnabled": false,
      "media.peerconnection.ice.obfuscate_host_addresses": false,
    },
  });
before(async () => {
  site.served = await serveDist();
  site.browser = await launchFirefox();
});
after(async () => {
  await site.browser?.close();
  site.served?.close();
});

async function newPage(browser = site.browser) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1366, height: 900 });
  const errors = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.evaluateOnNewDocument(catchOffers);
  return { context, page, errors };
}

const byId = (id) => `[data-testid="${id}"]`;
const textOf = (page, id) => page.$eval(byId(id), (e) => e.textContent.replace(/[\u2066-\u2069]/g, ""));
const phase = async (page) => (await textOf(page, "phase")).replace(/ of \d+/g, "");

/** Viewport centre of the hex `label` on the map. */
function hexCentre(page, label) {
  const col = label.charCodeAt(0) - 65, row = Number(label.slice(1)) - 1;
  return page.evaluate(hexCentreInPage, col - (row - (row & 1)) / 2, row);
}

const legalTile = (page) => page.evaluate(legalTileInPage);

async function typeDice(page, faces) {
  for (const [i, f] of faces.entries()) await page.type(byId(`face-${i}`), String(f));
  await page.click(byId("enter-roll"));
}

test("Firefox ESR: create and set up a campaign on the map, a month with a battle, reload, export, import", async () => {
  const { context, page, errors } = await newPage();
  await page.goto(site.served.url);
  await page.waitForSelector(byId("new-campaign"));
  await page.type(byId("campaign-name"), "Marches of Ash");
  await page.select(byId("kingdom-count"), "2");
  await page.click(byId("create"));
  await page.waitForSelector(byId("map"));
  // Setup (SET-2…SET-5): the player order rolled, then every capital, settlement and army
  // placed by clicking a highlighted tile on the map.
  while (await page.$(byId("roll"))) await page.click(byId("roll"));
  for (let i = 0; i < 40 && (await phase(page)) === "Setup"; i++) {
    const before = await textOf(page, "chronicle");
    const tile = await legalTile(page);
    assert.ok(tile, "a highlighted tile to click");
    await page.mouse.click(tile.x, tile.y);
    await page.waitForFunction((b) => document.querySelector("[data-testid=chronicle]").textContent !== b, {}, before);
  }
  assert.equal(await phase(page), "Year 1, month 1 · A · Orders");

  // A month with a battle: the scenario of battle.test.mjs, its setup imported.
  const file = join(OUT, "firefox-battle.json");
  writeFileSync(file, JSON.stringify(scenarioSave(18)));
  await page.click(byId("home"));
  await (await page.waitForSelector(byId("import-file"))).uploadFile(file);
  await page.waitForSelector(byId("map"));
  assert.equal(await phase(page), "Year 1, month 2 · A · Orders");
  await page.click(byId("order-1-defend"));
  const [c2, d2] = [await hexCentre(page, "C2"), await hexCentre(page, "D2")];
  await page.mouse.click(d2.x, d2.y);
  await page.waitForSelector("path.move-target[d^=M]");
  await page.mouse.click(c2.x, c2.y);
  await page.click(byId("resolve-1"));
  await page.click(byId("resolve-2"));
  await page.mouse.click(c2.x, c2.y);
  await page.waitForSelector(byId("battle"));
  assert.match(await textOf(page, "odds"), /Basilea wins 27\.8% · draw 61\.1% · Orcs wins 11\.1%/);
  await typeDice(page, [2, 6]);
  await page.click(byId("allocate-2-2"));
  await page.click(byId("allocate-for-me"));
  assert.match(await textOf(page, "battle-result"), /Orcs wins at C2/);
  // The retreat's tile, moved clear of the result card if it lay under it.
  await page.waitForFunction(hexClearInPage, {}, 1, 1, "battle-result");
  const retreat = await hexCentre(page, "B2");
  await page.mouse.click(retreat.x, retreat.y);
  await page.click(byId("stay"));
  await page.click(byId("dismiss-battle"));
  await typeDice(page, [4, 3]);
  assert.equal(await phase(page), "Year 1, month 3 · A · Orders");

  // Reload: the same moment, from this browser's storage.
  const chronicle = await textOf(page, "chronicle");
  await page.reload();
  await page.waitForSelector(byId("map"));
  assert.equal(await phase(page), "Year 1, month 3 · A · Orders");
  assert.equal(await textOf(page, "chronicle"), chronicle);

  // Export, then the exported file imported back over it.
  await page.click(byId("export"));
  const offered = await page.evaluate(async () => {
    const { name, blob } = window.offered.at(-1);
    return { name, text: await blob.text() };
  });
  assert.match(offered.name, /\.marchwarden\.json$/);
  const exported = join(OUT, "firefox-export.json");
  writeFileSync(exported, offered.text);
  await page.click(byId("home"));
  await (await page.waitForSelector(byId("import-file"))).uploadFile(exported);
  await page.waitForSelector(byId("map"));
  assert.equal(await phase(page), "Year 1, month 3 · A · Orders");
  assert.equal(await textOf(page, "chronicle"), chronicle, "the import replays to the same story");
  assert.deepEqual(errors, []);
  await context.close();
});

const RACES = racesWanted(12);

test(`Firefox ESR: two windows answering at the same instant, ${RACES} times: no move is lost silently`, async () => {
  const { context, page, errors } = await newPage();
  await page.goto(site.served.url);
  await page.waitForSelector(byId("new-campaign"));
  await page.type(byId("campaign-name"), "Two Tabs");
  await page.select(byId("kingdom-count"), "2");
  await page.$eval(byId("seed"), (e) => (e.value = ""));
  await page.type(byId("seed"), "77");
  await page.click(byId("create"));
  await page.waitForSelector(byId("map"));
  await page.click(byId("roll"));
  await page.waitForSelector(".answer");
  // A window of its own: a tab in the background would hold its timers back.
  const other = await context.newPage({ type: "window" });
  other.on("pageerror", (e) => errors.push(String(e)));
  await other.goto(page.url());
  await other.waitForSelector(".answer");
  const tab = (p) => ({ run: (fn, arg) => p.evaluate(fn, arg) });
  const warnings = await race(tab(page), tab(other), RACES);
  console.log(`# Firefox: ${RACES} races: ${warnings} moves refused and said, none lost silently`);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Resolves once `page`'s campaign log is `n` commands long. (Polled here: puppeteer's own
 *  wait took seconds to see it in Firefox after a navigation within the page.) */
async function stepsReach(page, n) {
  for (let waited = 0; ; waited += 50) {
    const now = await page.evaluate(() => document.querySelector("[data-testid=phase-bar]")?.dataset.steps);
    if (now === n) return;
    assert.ok(waited < 30000, `the log reached ${n} commands (it is ${now})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Plays setup on a host and the Orcs' phone, each question answered on its own device (a
 *  die rolled or a highlighted tile clicked), both pages puppeteer's; returns the log length. */
async function playSetupOnTwo(host, phone) {
  const steps = (p) => p.$eval(byId("phase-bar"), (e) => e.dataset.steps);
  for (let i = 0; i < 40 && (await phase(host)) === "Setup"; i++) {
    const before = await steps(host);
    const orcs = (await host.$eval(`${byId("decision")} h2`, (e) => e.textContent)).includes("Orcs");
    const device = orcs ? phone : host;
    if (await device.$(byId("roll"))) await device.click(byId("roll"));
    else {
      const tile = await device.evaluate(legalTileInPage);
      assert.ok(tile, "a highlighted tile to click");
      await device.mouse.click(tile.x, tile.y);
    }
    await host.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps !== n, { polling: 50 }, before);
    const now = await steps(host);
    await stepsReach(phone, now);
  }
  assert.equal(await phase(host), "Year 1, month 1 · A · Orders");
  return steps(host);
}

/** The host's phones panel invites the Orcs; `phone` opens the link and its code is pasted. */
async function joinOrcs(host, phone) {
  const seat = (id) => `${byId("seat-1")} ${byId(id)}`;
  await host.click(seat("invite"));
  const link = await (await host.waitForSelector(seat("invite-link"))).evaluate((e) => e.value);
  await phone.goto(link);
  const code = await (await phone.waitForSelector(byId("join-answer"))).evaluate((e) => e.value);
  await host.type(seat("answer-code"), code);
  await host.click(seat("connect"));
  await phone.waitForSelector(byId("map"));
}

test("Firefox ESR: a Firefox phone joins a Firefox host as the Orcs, setup is played from both, and the phone rejoins after a reload", async () => {
  const { context, page: host, errors } = await newPage();
  await host.goto(site.served.url);
  await host.waitForSelector(byId("new-campaign"));
  await host.type(byId("campaign-name"), "Fox table");
  await host.select(byId("kingdom-count"), "2");
  await host.click(byId("kingdom-name-1"), { clickCount: 3 });
  await host.type(byId("kingdom-name-1"), "Orcs");
  await host.click(byId("create"));
  await host.waitForSelector(byId("map"));
  await host.click(byId("phones"));
  // The phone is a Firefox of its own, in front as a phone's page is (a tab behind another
  // in one Firefox has its timers slowed and its frames stopped).
  const phoneFirefox = await launchFirefox();
  const { page: phone, errors: phoneErrors } = await newPage(phoneFirefox);
  await phone.setViewport({ width: 390, height: 844 });
  await joinOrcs(host, phone);
  const steps = await playSetupOnTwo(host, phone);
  await phone.screenshot({ path: `${OUT}/firefox-phone.png` });
  await phone.reload();
  await joinOrcs(host, phone);
  await stepsReach(phone, steps);
  // Firefox reports the reloaded phone's old connection failing, as it should.
  assert.deepEqual(errors.filter((e) => !/WebRTC: ICE failed/.test(e)), []);
  assert.deepEqual(phoneErrors, []);
  await phoneFirefox.close();
  await context.close();
});

test("Firefox ESR: a Firefox phone joins a Chromium host as the Orcs and answers for them", async () => {
  const chrome = await launch();
  const phoneFirefox = await launchFirefox();
  try {
    const { page: host, errors } = await playwrightPage(chrome.browser);
    await createCampaign(host, site.served.url, "Mixed table");
    await host.getByTestId("phones").click();
    const row = host.getByTestId("seat-1");
    await row.getByTestId("invite").click();
    const { page: phone, errors: phoneErrors } = await newPage(phoneFirefox);
    await phone.setViewport({ width: 390, height: 844 });
    await phone.goto(await row.getByTestId("invite-link").inputValue());
    await row.getByTestId("answer-code").fill(await (await phone.waitForSelector(byId("join-answer"))).evaluate((e) => e.value));
    await row.getByTestId("connect").click();
    await row.getByTestId("seat-status").filter({ hasText: "On a phone" }).waitFor();
    const steps = () => host.getByTestId("phase-bar").getAttribute("data-steps");
    await stepsReach(phone, await steps());
    // The table's roll at the host, then answers from whichever device decides, until the
    // phone has answered for the Orcs twice.
    for (let answered = 0; answered < 2; ) {
      const before = await steps();
      const orcs = (await host.locator("[data-testid=decision] h2").textContent()).includes("Orcs");
      if (!orcs && (await host.getByTestId("roll").count())) await host.getByTestId("roll").click();
      else if (!orcs) {
        const tile = await host.evaluate(legalTileInPage);
        await host.mouse.click(tile.x, tile.y);
      } else {
        const tile = await phone.evaluate(legalTileInPage);
        await phone.mouse.click(tile.x, tile.y);
        answered++;
      }
      await host.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps !== n, before);
      await stepsReach(phone, await steps());
    }
    assert.deepEqual(errors, []);
    assert.deepEqual(phoneErrors, []);
  } finally {
    await phoneFirefox.close();
    await chrome.close();
  }
});
