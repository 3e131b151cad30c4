// Prints how long the release app takes to draw maps of growing size in Chromium.
import { serveDist, launch, newPage } from "./harness.mjs";

const site = await serveDist();
const chrome = await launch();
try {
  for (const [w, h] of [[12, 10], [40, 30], [100, 100]]) {
    const { page, context } = await newPage(chrome.browser);
    await page.goto(site.url);
    await page.getByTestId("map-generated").check();
    await page.getByTestId("map-width").fill(String(w));
    await page.getByTestId("map-height").fill(String(h));
    const t0 = Date.now();
    await page.getByTestId("create").click();
    await page.locator(".layer-terrain path.terrain-land").waitFor({ state: "attached", timeout: 120000 });
    const created = Date.now() - t0;
    const t1 = Date.now();
    await page.getByTestId("roll").click();
    await page.getByTestId("roll").or(page.locator(".answer").first()).first().waitFor();
    const command = Date.now() - t1;
    console.log(`map ${w}×${h} (${w * h} hexes): create and draw ${created} ms; one command and redraw ${command} ms`);
    await context.close();
  }
} finally {
  await chrome.close();
  site.close();
}
