// End to end in WebKit (Safari's engine): Debian's WebKitGTK MiniBrowser on a virtual
// display, driven over classic W3C WebDriver by WebKitWebDriver through selenium-webdriver
// (pointed at that server, so it neither looks for nor downloads a browser). The core flow
// of firefox.test.mjs: a campaign is created and set up on the map; a month with a battle
// is played; the page reloads into the same moment; the campaign is exported and imported
// back; then, with the server gone, the app still opens from its service worker. Before
// that, two windows on one campaign race to answer, and no move is lost silently.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import net from "node:net";
import { Builder, By, Origin, until } from "selenium-webdriver";
import { serveDist, OUT, catchOffers, hexCentreInPage, hexClearInPage, legalTileInPage } from "./harness.mjs";
import { launch, newPage, createCampaign } from "./harness.mjs";
import { scenarioSave } from "./scenario-save.mjs";
import { racesWanted, race } from "./race.mjs";

const DRIVER = "/usr/bin/WebKitWebDriver";
const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
// WebKitGTK under xvfb is the slowest of the three browsers: on a loaded machine one step
// of the flow has taken more than 15 s.
const WAIT = 30_000;

async function freePort() {
  const s = net.createServer().listen(0, "127.0.0.1");
  await once(s, "listening");
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

const site = {};
before(async () => {
  site.served = await serveDist();
  // A display of its own: Xvfb picks a free one and writes its number to fd 3.
  site.xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1600x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  const [display] = await once(site.xvfb.stdio[3], "data");
  const port = await freePort();
  // A home of its own: the browser's caches and the downloads it saves go there.
  site.home = mkdtempSync(join(tmpdir(), "marchwarden-webkit-"));
  site.webdriver = spawn(DRIVER, [`--port=${port}`], {
    stdio: "ignore",
    env: { ...process.env, DISPLAY: `:${String(display).trim()}`, HOME: site.home },
  });
  const server = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const ready = await fetch(`${server}/status`).then((r) => r.json(), () => null);
    if (ready?.value?.ready) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  site.driver = await new Builder()
    .usingServer(server)
    .withCapabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
    })
    .build();
});
after(async () => {
  await site.driver?.quit();
  site.webdriver?.kill();
  site.xvfb?.kill();
  site.served?.close();
  if (site.home) rmSync(site.home, { recursive: true, force: true });
});

// Classic WebDriver reads no console: each page collects its own errors once loaded.
function collectErrors() {
  if (window.errors) return;
  window.errors = [];
  addEventListener("error", (e) => window.errors.push(String(e.message)));
  addEventListener("unhandledrejection", (e) => window.errors.push(String(e.reason)));
  const error = console.error;
  console.error = (...args) => {
    window.errors.push(args.map(String).join(" "));
    error.apply(console, args);
  };
}

const byId = (id) => `[data-testid="${id}"]`;
const find = (d, css) => d.wait(until.elementLocated(By.css(css)), WAIT);
const click = async (d, id) => (await find(d, byId(id))).click();
/** The text of the element `id`, once it is there: a read never races the page. */
const textOf = async (d, id) => {
  await find(d, byId(id));
  return d.executeScript((s) => document.querySelector(s).textContent.replace(/[\u2066-\u2069]/g, ""), byId(id));
};
const phase = async (d) => (await textOf(d, "phase")).replace(/ of \d+/g, "");
const clickAt = (d, { x, y }) =>
  d.actions().move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT }).press().release().perform();

/** Viewport centre of the hex `label` on the map. */
function hexCentre(d, label) {
  const col = label.charCodeAt(0) - 65, row = Number(label.slice(1)) - 1;
  return d.executeScript(hexCentreInPage, col - (row - (row & 1)) / 2, row);
}

const legalTile = (d) => d.executeScript(legalTileInPage);

async function typeDice(d, faces) {
  for (const [i, f] of faces.entries()) {
    const box = await find(d, byId(`face-${i}`));
    await box.sendKeys(String(f));
    // Each face in its box before the roll is entered: under a loaded machine a key can
    // land after the click that reads the boxes.
    await d.wait(async () => (await box.getAttribute("value")) === String(f), WAIT);
  }
  await click(d, "enter-roll");
}

const RACES = racesWanted(12);

/** A window of the one WebDriver session as the race drives a tab. The session drives one
 *  window at a time, so each run waits for the one before it. */
function windowTab(d, handle, queue) {
  return {
    run(fn, arg) {
      const result = queue.last.then(async () => {
        await d.switchTo().window(handle);
        return d.executeScript(fn, arg);
      });
      queue.last = result.catch(() => {});
      return result;
    },
  };
}

test(`WebKit: two windows answering at the same instant, ${RACES} times: no move is lost silently`, async () => {
  const d = site.driver;
  try {
    await d.get(site.served.url);
    await find(d, byId("new-campaign"));
    await d.executeScript(collectErrors);
    await (await find(d, byId("campaign-name"))).sendKeys("Two Windows");
    await (await find(d, `${byId("kingdom-count")} option[value="2"]`)).click();
    const seed = await find(d, byId("seed"));
    await seed.clear();
    await seed.sendKeys("77");
    await click(d, "create");
    await click(d, "roll");
    await find(d, ".answer");
    const url = await d.getCurrentUrl();
    const first = await d.getWindowHandle();
    await d.switchTo().newWindow("window");
    const second = await d.getWindowHandle();
    await d.get(url);
    await find(d, ".answer");
    await d.executeScript(collectErrors);
    const queue = { last: Promise.resolve() };
    // Each timer set a moment ahead: setting it in the other window takes the session a while.
    const warnings = await race(windowTab(d, first, queue), windowTab(d, second, queue), RACES, { lead: 400 });
    console.log(`# WebKit: ${RACES} races: ${warnings} moves refused and said, none lost silently`);
    const errors = [];
    for (const handle of [second, first]) {
      await d.switchTo().window(handle);
      errors.push(...(await d.executeScript(() => window.errors ?? [])));
    }
    await d.switchTo().window(second);
    await d.close();
    await d.switchTo().window(first);
    assert.deepEqual(errors, []);
  } catch (e) {
    writeFileSync(join(OUT, "webkit-race-failure.png"), await d.takeScreenshot(), "base64");
    throw e;
  }
});

test("WebKit: create and set up a campaign on the map, a month with a battle, reload, export, import, offline", async () => {
  const d = site.driver;
  const errors = [];
  // Before the page goes: its errors; after a load: the collector again.
  const leave = async () => errors.push(...(await d.executeScript(() => window.errors ?? [])));
  const arrive = (id) => find(d, byId(id)).then(() => d.executeScript(collectErrors));
  try {
    // A 1366 × 900 viewport, whatever the window's frame takes.
    await d.manage().window().setRect({ width: 1366, height: 900 });
    const inner = await d.executeScript(() => innerHeight);
    await d.manage().window().setRect({ width: 1366, height: 1800 - inner });

    await d.get(site.served.url);
    await arrive("new-campaign");
    await (await find(d, byId("campaign-name"))).sendKeys("Marches of Ash");
    await (await find(d, `${byId("kingdom-count")} option[value="2"]`)).click();
    await click(d, "create");
    await find(d, byId("map"));
    // Setup (SET-2…SET-5): the player order rolled, then every capital, settlement and army
    // placed by clicking a highlighted tile on the map.
    while ((await d.findElements(By.css(byId("roll")))).length) await click(d, "roll");
    for (let i = 0; i < 40 && (await phase(d)) === "Setup"; i++) {
      const before = await textOf(d, "chronicle");
      const tile = await legalTile(d);
      assert.ok(tile, "a highlighted tile to click");
      await clickAt(d, tile);
      await d.wait(async () => (await textOf(d, "chronicle")) !== before, WAIT);
    }
    assert.equal(await phase(d), "Year 1, month 1 · A · Orders");

    // A month with a battle: the scenario of battle.test.mjs, its setup imported.
    const file = join(OUT, "webkit-battle.json");
    writeFileSync(file, JSON.stringify(scenarioSave(18)));
    await click(d, "home");
    await (await find(d, byId("import-file"))).sendKeys(file);
    await find(d, byId("map"));
    assert.equal(await phase(d), "Year 1, month 2 · A · Orders");
    await click(d, "order-1-defend");
    const [c2, d2] = [await hexCentre(d, "C2"), await hexCentre(d, "D2")];
    await clickAt(d, d2);
    await find(d, "path.move-target[d^=M]");
    await clickAt(d, c2);
    await click(d, "resolve-1");
    await click(d, "resolve-2");
    await clickAt(d, c2);
    await find(d, byId("battle"));
    assert.match(await textOf(d, "odds"), /Basilea wins 27\.8% · draw 61\.1% · Orcs wins 11\.1%/);
    await typeDice(d, [2, 6]);
    await click(d, "allocate-2-2");
    await click(d, "allocate-for-me");
    assert.match(await textOf(d, "battle-result"), /Orcs wins at C2/);
    // The retreat's tile, moved clear of the result card if it lay under it.
    await d.wait(() => d.executeScript(hexClearInPage, 1, 1, "battle-result"), WAIT);
    await clickAt(d, await hexCentre(d, "B2"));
    await click(d, "stay");
    await click(d, "dismiss-battle");
    await typeDice(d, [4, 3]);
    assert.equal(await phase(d), "Year 1, month 3 · A · Orders");

    // Reload: the same moment, from this browser's storage.
    const chronicle = await textOf(d, "chronicle");
    await leave();
    await d.navigate().refresh();
    await arrive("map");
    assert.equal(await phase(d), "Year 1, month 3 · A · Orders");
    assert.equal(await textOf(d, "chronicle"), chronicle);

    // Export, then the exported file imported back over it.
    await d.executeScript(catchOffers);
    await click(d, "export");
    const offered = await d.executeAsyncScript((done) => {
      const { name, blob } = window.offered.at(-1);
      blob.text().then((text) => done({ name, text }));
    });
    assert.match(offered.name, /\.marchwarden\.json$/);
    const exported = join(OUT, "webkit-export.json");
    writeFileSync(exported, offered.text);
    await click(d, "home");
    await (await find(d, byId("import-file"))).sendKeys(exported);
    await find(d, byId("map"));
    assert.equal(await phase(d), "Year 1, month 3 · A · Orders");
    assert.equal(await textOf(d, "chronicle"), chronicle, "the import replays to the same story");

    // Offline: the server gone, the page reloads from the service worker's copy.
    await d.wait(() => d.executeScript(() => navigator.serviceWorker?.controller != null), WAIT);
    await click(d, "home");
    const list = await textOf(d, "saved-campaigns");
    site.served.close();
    const reached = await d.executeAsyncScript((done) => fetch(`not-kept?${Date.now()}`).then(() => done("online"), () => done("offline")));
    assert.equal(reached, "offline");
    await leave();
    await d.navigate().refresh();
    await arrive("saved-campaigns");
    assert.equal(await textOf(d, "saved-campaigns"), list);
    const open = By.xpath(`//li[div[@class="campaign-name"]="Battle at the city"]//button[@data-testid="open"]`);
    await (await d.wait(until.elementLocated(open), WAIT)).click();
    await find(d, byId("map"));
    assert.equal(await phase(d), "Year 1, month 3 · A · Orders");
    assert.equal(await textOf(d, "chronicle"), chronicle);
    await leave();
    assert.deepEqual(errors, []);
  } catch (e) {
    writeFileSync(join(OUT, "webkit-failure.png"), await d.takeScreenshot(), "base64");
    throw e;
  }
});

// Debian's WebKitGTK is built without WebRTC (no `RTCPeerConnection`), so no phone test can
// join from it here; an invite opened in it must say so plainly rather than wait forever.
// (Last, with a server of its own: the flow before it ends with the site's server gone.)
test("WebKit without WebRTC: an invite link opened says that this browser cannot connect to other devices", async () => {
  const chrome = await launch();
  const served = await serveDist();
  try {
    const { page: host } = await newPage(chrome.browser);
    await createCampaign(host, served.url, "No WebRTC here");
    await host.getByTestId("phones").click();
    await host.getByTestId("seat-1").getByTestId("invite").click();
    const link = await host.getByTestId("seat-1").getByTestId("invite-link").inputValue();
    const d = site.driver;
    assert.equal(await d.executeScript(() => typeof RTCPeerConnection), "undefined", "this WebKit has no WebRTC");
    await d.get(link);
    assert.match(await textOf(d, "join-failed"), /cannot connect to other devices/);
  } finally {
    await chrome.close();
    served.close();
  }
});
