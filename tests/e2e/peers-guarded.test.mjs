// End to end, peer to peer in Chromium: what a joined device cannot do, and what it can
// when the host's page is gone.
// - A hostile device, holding the real data channel to the host, sends what the app never
//   would: another kingdom's answer, answers for positions not reached or passed, a join
//   with an invented key, text that is no message, a message over the size limit and a
//   flood. The host refuses or hangs up on each, never stores anything of them, and plays
//   on; the host can also remove a device.
// - The host's page closed: a joined phone says so and carries on as the host, inviting
//   another device, which then plays with it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { servedApp, newPage, createCampaign, legalTileInPage, storedValuesInPage } from "./harness.mjs";
import { OUT } from "./harness.mjs";

const app = servedApp();

const steps = (page) => page.getByTestId("phase-bar").getAttribute("data-steps");
const stepsAre = (page, n) =>
  page.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]")?.dataset.steps === n, n);

/** Run in a device's page before its scripts: keeps every data channel the page sends on,
 *  so that the test can send through it what the app never would. */
function keepChannels() {
  window.channels = [];
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (...data) {
    if (!window.channels.includes(this)) window.channels.push(this);
    return send.apply(this, data);
  };
}

/** Sends `texts` through the device's channel to the host, as they are. */
const sendRaw = (device, texts) =>
  device.evaluate((texts) => {
    const channel = window.channels.at(-1);
    for (const t of texts) channel.send(t);
  }, texts);

/** The host (its phones panel open) invites `seat` and `device` joins by its link and code;
 *  resolves once the device shows the host's campaign. */
async function join(host, seat, device) {
  const row = host.getByTestId(seat);
  await row.getByTestId("invite").click();
  await device.goto(await row.getByTestId("invite-link").inputValue());
  await row.getByTestId("answer-code").fill(await device.getByTestId("join-answer").inputValue());
  await row.getByTestId("connect").click();
  await row.getByTestId("seat-status").filter({ hasText: "On a phone" }).waitFor();
  await stepsAre(device, await steps(host));
}

/** Answers the pending question on `page`: its die rolled, or a highlighted tile clicked. */
async function answer(page) {
  if (await page.getByTestId("roll").count()) return page.getByTestId("roll").click();
  const tile = await page.evaluate(legalTileInPage);
  assert.ok(tile, "a highlighted tile to click");
  await page.mouse.click(tile.x, tile.y);
}

const decider = async (host) => ((await host.getByTestId("decision").textContent()).includes("Orcs") ? "Orcs" : "table");

test("a hostile device's forged, stale, invented, malformed, oversized and flooding messages are refused or hung up on; the host stores nothing of them, plays on, and can remove a device", async () => {
  const { page: host, errors: hostErrors } = await newPage(app.chrome.browser);
  await createCampaign(host, app.site.url, "Guarded");
  await host.getByTestId("phones").click();
  const orcs = host.getByTestId("seat-1");
  const { page: phone, context } = await newPage(app.chrome.browser, { viewport: { width: 390, height: 844 } });
  await context.addInitScript(keepChannels);
  await join(host, "seat-1", phone);

  // Played on to a question that is not the Orcs', with a position behind it.
  while ((await steps(host)) === "0" || (await decider(host)) === "Orcs") {
    const before = await steps(host);
    await answer((await decider(host)) === "Orcs" ? phone : host);
    await host.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps !== n, before);
    await stepsAre(phone, await steps(host));
  }
  const at = Number(await steps(host));
  const stored = await host.evaluate(storedValuesInPage);
  // Each refusal is said on the phone's card; the forgeries alternate, so that each is
  // seen to change what it says.
  const refused = (text) => phone.getByTestId("refusal").filter({ hasText: text }).waitFor();
  const give = (at) => sendRaw(phone, [JSON.stringify({ give: { at, command: { Roll: {} } } })]);
  // Another kingdom's (or the table's) question, answered from the Orcs' phone; then a
  // position the campaign has passed; the question again; a position not reached.
  await give(at);
  await refused("not your kingdom's");
  await give(at - 1);
  await refused("answered already");
  await give(at);
  await refused("not your kingdom's");
  await give(at + 7);
  await refused("answered already");
  assert.equal(await steps(host), String(at), "nothing was played");
  assert.equal(await orcs.getByTestId("seat-status").textContent(), "On a phone", "refused answers do not close the device");

  // Each of these closes the device's connection; it rejoins with a new invite after each.
  const closings = [
    ["a join with a key the host never gave", [JSON.stringify({ join: { key: "0123456789abcdef", held: null } })]],
    ["text that is no message", ['{"give": {"at": "soon"}}']],
    ["a message over the size limit", [JSON.stringify({ since: { held: { at: 0, log: "x".repeat(70 * 1024) } } })]],
    ["a flood", Array.from({ length: 200 }, () => JSON.stringify({ since: { held: null } }))],
  ];
  for (const [what, texts] of closings) {
    await sendRaw(phone, texts);
    await orcs.getByTestId("seat-status").filter({ hasText: "Phone away" }).waitFor();
    await phone.getByTestId("host-gone").filter({ hasText: /host (does not know|closed)/ }).waitFor();
    assert.deepEqual(await host.evaluate(storedValuesInPage), stored, `nothing stored after ${what}`);
    await join(host, "seat-1", phone);
  }
  await phone.screenshot({ path: `${OUT}/peers-hostile-phone.png` });

  // The host plays on, and its devices follow.
  await answer(host);
  await stepsAre(host, String(at + 1));
  await stepsAre(phone, String(at + 1));

  // The host removes the device: it is told so, and only a new invite lets it back in.
  await orcs.getByTestId("remove-device").click();
  await phone.getByTestId("host-gone").filter({ hasText: "removed this device" }).waitFor();
  assert.equal(await phone.getByTestId("carry-on").count(), 0, "a device removed is not offered to carry on as host");
  await orcs.getByTestId("seat-status").filter({ hasText: "Played at this screen" }).waitFor();
  assert.equal(await orcs.getByTestId("remove-device").count(), 0);
  await host.screenshot({ path: `${OUT}/peers-removed-host.png` });
  assert.deepEqual(hostErrors, []);
});

test("the host's page closed, a joined phone carries on as the host: it invites another device, and the two play on", async () => {
  const { page: host } = await newPage(app.chrome.browser);
  await createCampaign(host, app.site.url, "Carried on");
  await host.getByTestId("phones").click();
  const { page: phone, errors: phoneErrors } = await newPage(app.chrome.browser, { viewport: { width: 390, height: 844 } });
  await join(host, "seat-1", phone);
  const at = await steps(host);
  await host.close();

  // The phone says the host is gone, and plays nothing of its own meanwhile.
  await phone.getByTestId("host-gone").waitFor();
  await phone.screenshot({ path: `${OUT}/peers-host-gone.png` });
  await phone.getByTestId("carry-on").click();
  await phone.getByTestId("phones-panel").waitFor();
  assert.equal(await phone.getByTestId("host-gone").count(), 0);
  assert.equal(await steps(phone), at);

  // A laptop joins the new host as Basilea; each device answers its own kingdom's questions.
  const { page: laptop, errors: laptopErrors } = await newPage(app.chrome.browser);
  await join(phone, "seat-0", laptop);
  await phone.screenshot({ path: `${OUT}/peers-carried-on.png` });
  await phone.getByTestId("close-phones").click();
  for (let i = 0; i < 6; i++) {
    const before = await steps(phone);
    const basilea = (await phone.getByTestId("decision").textContent()).includes("Basilea");
    await answer(basilea ? laptop : phone);
    await phone.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps !== n, before);
    await stepsAre(laptop, await steps(phone));
  }
  assert.deepEqual(phoneErrors, []);
  assert.deepEqual(laptopErrors, []);
});
