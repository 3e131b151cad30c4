import { serveDist, launch, newPage, OUT } from "./harness.mjs";
const site = await serveDist();
const { browser } = await launch();
const sizes = { laptop: { viewport: { width: 1366, height: 860 } }, tablet: { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true }, phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } };
const fx = (n) => new URL(`../fixtures/${n}`, import.meta.url).pathname;
for (const [size, opts] of Object.entries(sizes)) {
  const { page } = await newPage(browser, opts);
  await page.goto(site.url);
  await page.getByTestId("import-file").setInputFiles(fx("save-v2-loyalty-retreat.json"));
  await page.getByTestId("map").waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/shot-retreat-${size}.png` });
  await page.getByTestId("import-file").setInputFiles(fx("save-v2-domain-march.json")).catch(() => {});
  await page.goto(site.url);
  await page.getByTestId("import-file").setInputFiles(fx("save-v2-domain-march.json"));
  await page.getByTestId("map").waitFor();
  await page.screenshot({ path: `${OUT}/shot-closed-${size}.png` });
  await page.locator(".legend summary").click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/shot-legend-${size}.png` });
  await page.locator(".legend ul").screenshot({ path: `${OUT}/shot-legend-list-${size}.png` });
}
await browser.close();
site.close?.();
process.exit(0);
