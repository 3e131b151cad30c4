import { serveDist, launch, newPage, legalTileInPage } from "./harness.mjs";
const site = await serveDist();
const chrome = await launch();
const sizes = { laptop: { width: 1366, height: 860 }, tablet: { width: 820, height: 1180 }, phone: { width: 390, height: 844 } };
const fixture = (n) => new URL(`../fixtures/${n}`, import.meta.url).pathname;
for (const [name, viewport] of Object.entries(sizes)) {
  const touch = name !== "laptop";
  const { page, context } = await newPage(chrome.browser, { viewport, hasTouch: touch, isMobile: touch });
  await page.goto(site.url);
  await page.getByTestId("import-file").setInputFiles(fixture("save-v2-loyalty-retreat.json"));
  await page.getByTestId("map").waitFor();
  await page.getByTestId("dismiss-notice").click().catch(() => {});
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/s-${name}-battle.png` });
  await page.getByTestId("home").click();
  await page.getByTestId("delete").first().click();
  await page.waitForTimeout(200);
  await page.screenshot({ path: `/tmp/s-${name}-ask.png` });
  await context.close();
}
await chrome.close();
site.close();
