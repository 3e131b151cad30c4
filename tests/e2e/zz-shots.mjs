import { serveDist, launch, newPage } from "./harness.mjs";
const site = await serveDist();
const chrome = await launch();
const sizes = { laptop: { width: 1366, height: 860 }, phone: { width: 390, height: 844 } };
const fixture = (n) => new URL(`../fixtures/${n}`, import.meta.url).pathname;
for (const [name, viewport] of Object.entries(sizes)) {
  const touch = name !== "laptop";
  const { page, context } = await newPage(chrome.browser, { viewport, hasTouch: touch, isMobile: touch });
  await page.goto(site.url);
  await page.getByTestId("import-file").setInputFiles(fixture("save-v2-loyalty-retreat.json"));
  await page.getByTestId("map").waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/tok-${name}.png` });
  const ring = page.getByTestId("battle-ring");
  const box = await ring.boundingBox();
  if (box) await page.screenshot({ path: `/tmp/tok-${name}-zoom.png`, clip: { x: Math.max(0, box.x - 40), y: Math.max(0, box.y - 40), width: box.width + 80, height: box.height + 80 } });
  await context.close();
}
await chrome.close();
site.close();
