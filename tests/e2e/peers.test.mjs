// End to end: a second device joins the campaign hosted on the first, peer to peer in
// Chromium (WebRTC on this machine's own network, no server): the host invites the Orcs
// with a link, the device opens it and shows its answer's code, the host pastes it; the
// device then holds the campaign, gives the Orcs' answers to the host, and both end on
// the same campaign.
import { test } from "node:test";
import assert from "node:assert/strict";
import { servedApp, newPage, createCampaign, legalTileInPage, phase, OUT } from "./harness.mjs";

const app = servedApp();

/** The campaign's log length as the phase bar says it. */
const steps = (page) => page.getByTestId("phase-bar").getAttribute("data-steps");

test("a device joins as the Orcs by an invite link and a pasted code, gives the Orcs' answers, and both pages hold the same campaign", async () => {
  const { page: host, errors: hostErrors } = await newPage(app.chrome.browser);
  await createCampaign(host, app.site.url, "Joined");
  await host.getByTestId("phones").click();
  const orcs = host.getByTestId("seat-1");
  await orcs.getByTestId("invite").click();
  const link = await orcs.getByTestId("invite-link").inputValue();
  assert.match(link, /#join=[A-Za-z0-9_-]{80,200}$/);

  const { page: phone, errors: phoneErrors } = await newPage(app.chrome.browser, { viewport: { width: 390, height: 844 } });
  await phone.goto(link);
  const answer = phone.getByTestId("join-answer");
  await answer.waitFor();
  const code = await answer.inputValue();
  assert.equal(await answer.evaluate((e) => e.scrollHeight <= e.clientHeight + 1), true, "the whole code is shown");
  assert.match(code, /^[A-Za-z0-9_-]{60,200}$/);
  await phone.screenshot({ path: `${OUT}/peers-phone-code.png` });

  await orcs.getByTestId("answer-code").fill(code);
  await orcs.getByTestId("connect").click();
  await phone.getByTestId("map").waitFor();
  await orcs.getByTestId("seat-status").filter({ hasText: "On a phone" }).waitFor();
  await host.screenshot({ path: `${OUT}/peers-host.png` });
  assert.equal(await steps(phone), await steps(host));

  // Setup: each kingdom's answers from its own device, a tile clicked on its own map.
  for (let i = 0; i < 40 && (await phase(host)) === "Setup"; i++) {
    const before = await steps(host);
    const device = /Orcs/.test(await host.getByTestId("decision").textContent()) ? phone : host;
    if (await device.getByTestId("roll").count()) {
      await device.getByTestId("roll").click();
    } else {
      const tile = await device.evaluate(legalTileInPage);
      assert.ok(tile, "a highlighted tile to click");
      await device.mouse.click(tile.x, tile.y);
    }
    await host.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps !== n, before);
    const now = await steps(host);
    await phone.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]").dataset.steps === n, now);
  }
  assert.notEqual(await phase(host), "Setup");
  await phone.screenshot({ path: `${OUT}/peers-phone-joined.png` });
  assert.equal(await steps(phone), await steps(host));
  assert.deepEqual(hostErrors, []);
  assert.deepEqual(phoneErrors, []);
});
