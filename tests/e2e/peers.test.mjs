// End to end: a second device joins the campaign hosted on the first, peer to peer in
// Chromium (WebRTC on this machine's own network, no server): the host invites the Orcs
// with a link, the device opens it and shows its answer's code, the host pastes it; the
// device then holds the campaign, gives the Orcs' answers to the host, and both end on
// the same campaign.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { servedApp, launch, newPage, createCampaign, legalTileInPage, phase, storedSaves, OUT } from "./harness.mjs";

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

  // Hot-seat on at the host: it covers itself for the kingdoms played there, never for
  // the Orcs on their phone.
  await host.getByTestId("hand-over-toggle").click();
  // Setup: each kingdom's answers from its own device, a tile clicked on its own map.
  for (let i = 0; i < 40 && (await phase(host)) === "Setup"; i++) {
    const before = await steps(host);
    const device = /Orcs/.test(await host.getByTestId("decision").textContent()) ? phone : host;
    if (device === phone) {
      // The host's screen neither answers for the Orcs nor covers itself for them.
      await host.getByTestId("on-a-device").waitFor();
      assert.equal(await host.getByTestId("hand-over").count(), 0);
      // Nor does it offer the Orcs' tiles, which a click there could not take.
      assert.equal(await host.evaluate(() => document.querySelector("svg path.legal").getAttribute("d")), "");
    } else if (await host.getByTestId("hand-over").count()) {
      await host.getByTestId("take-device").click();
    }
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

  // The phone is closed and comes back: invited anew, it rejoins with the copy it kept
  // and holds the host's campaign again.
  await phone.goto("about:blank");
  await orcs.getByTestId("seat-status").filter({ hasText: "Phone away" }).waitFor();
  if (await host.getByTestId("hand-over").count()) await host.getByTestId("take-device").click();
  await orcs.getByTestId("invite").click();
  await phone.goto(await orcs.getByTestId("invite-link").inputValue());
  await orcs.getByTestId("answer-code").fill(await phone.getByTestId("join-answer").inputValue());
  await orcs.getByTestId("connect").click();
  await phone.getByTestId("map").waitFor();
  await orcs.getByTestId("seat-status").filter({ hasText: "On a phone" }).waitFor();
  await phone.waitForFunction((n) => document.querySelector("[data-testid=phase-bar]")?.dataset.steps === n, await steps(host));
  // Each browser stores the same campaign: the same commands, the same state's hash.
  const [[held], [hosted]] = [await storedSaves(phone), await storedSaves(host)];
  assert.deepEqual(held.commands, hosted.commands);
  assert.equal(held.state_hash, hosted.state_hash);
  assert.deepEqual(hostErrors, []);
  assert.deepEqual(phoneErrors, []);
});

// The host reads the device's code with its camera: Chromium's fake camera is fed a
// picture of the square code the device shows, and the host's page (with no decoder of
// its own on Linux) fetches jsQR to read it; pasting is not needed.
test("the host scans the code a device shows with its camera, and the device joins (a camera fed the code's picture)", async () => {
  const dir = mkdtempSync(join(tmpdir(), "marchwarden-camera-"));
  const camera = join(dir, "code.y4m");
  const chrome = await launch([
    "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${camera}`,
  ]);
  try {
    const { page: host, errors: hostErrors } = await newPage(chrome.browser);
    await createCampaign(host, app.site.url, "Scanned");
    await host.getByTestId("phones").click();
    const orcs = host.getByTestId("seat-1");
    await orcs.getByTestId("invite").click();
    await orcs.getByTestId("invite-qr").waitFor();
    await host.screenshot({ path: `${OUT}/peers-host-invite.png` });
    const link = await orcs.getByTestId("invite-link").inputValue();

    const { page: phone } = await newPage(app.chrome.browser, { viewport: { width: 390, height: 844 } });
    await phone.goto(link);
    await phone.getByTestId("join-qr").waitFor();
    await phone.screenshot({ path: `${OUT}/peers-phone-qr.png` });
    writeFileSync(camera, y4m(await phone.getByTestId("join-qr").evaluate(codeAsLuma)));

    await orcs.getByTestId("scan").click();
    await orcs.getByTestId("seat-status").filter({ hasText: "On a phone" }).waitFor({ timeout: 30000 });
    assert.equal(await host.evaluate(() => typeof window.jsQR), "function", "jsQR was fetched to read it");
    assert.equal(await orcs.getByTestId("scan-video").count(), 0, "the camera is let go once the code is read");
    assert.equal(await orcs.getByTestId("invite-qr").count(), 0, "the spent invite is no longer shown");
    await phone.getByTestId("map").waitFor();
    await host.screenshot({ path: `${OUT}/peers-host-scanned.png` });
    assert.deepEqual(hostErrors, []);
  } finally {
    await chrome.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** In the page: the square code's path drawn dark on light, 640×480, as a camera would see
 *  it held up, returned as its luma plane. */
function codeAsLuma(svg) {
  const [x, y, side] = svg.getAttribute("viewBox").split(" ").map(Number);
  const canvas = document.createElement("canvas");
  canvas.width = 640;
  canvas.height = 480;
  const g = canvas.getContext("2d");
  g.fillStyle = "#fff";
  g.fillRect(0, 0, 640, 480);
  const scale = 420 / side;
  g.translate(320 - 210 - x * scale, 240 - 210 - y * scale);
  g.scale(scale, scale);
  g.fillStyle = "#000";
  g.fill(new Path2D(svg.querySelector("path").getAttribute("d")));
  const rgba = g.getImageData(0, 0, 640, 480).data;
  const luma = new Array(640 * 480);
  for (let i = 0; i < luma.length; i++) luma[i] = rgba[i * 4];
  return luma;
}

/** A one-frame YUV4MPEG2 video of a 640×480 luma plane, in grey. */
function y4m(luma) {
  const header = Buffer.from("YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\nFRAME\n");
  return Buffer.concat([header, Buffer.from(luma), Buffer.alloc(2 * 320 * 240, 128)]);
}
