import { writeFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveDist, launch, newPage, hexCentre, OUT } from "./harness.mjs";
import { scenarioSave } from "./scenario-save.mjs";
const site = await serveDist(); const chrome = await launch();
const SIZES = { laptop: { viewport: { width: 1366, height: 860 } }, tablet: { viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true }, phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } };
const ruList = readFileSync("tests/army-lists/builder-ru.txt", "utf8").split("--- list\n")[1].split("--- read")[0];
const enList = readFileSync("tests/army-lists/mantic-builder-en.txt", "utf8").split("--- list\n")[1].split("--- read")[0];
for (const lang of (process.argv[2] ?? "en,ru").split(",")) {
  // A: a tabletop battle of the app's armies.
  {
    const { page, errors, context } = await newPage(chrome.browser, SIZES.laptop);
    await page.goto(site.url);
    await page.evaluate((lang) => { localStorage.setItem("marchwarden/language", lang); localStorage.setItem("marchwarden/stand-in-pace", "at-once"); localStorage.setItem("marchwarden/roll-at-once", "off"); }, lang);
    await page.reload();
    await page.getByTestId("kingdom-count").selectOption("2");
    await page.getByTestId("resolver").selectOption("tabletop");
    for (const i of [0, 1]) await page.getByTestId(`played-by-app-${i}`).check();
    await page.getByTestId("seed").fill("1");
    await page.getByTestId("create").click();
    await page.getByTestId("map").waitFor();
    const offer = page.getByTestId("stand-in-simple");
    for (let i = 0; i < 400 && !(await offer.count()); i++) {
      const roll = page.getByTestId("roll");
      if ((await roll.count()) && (await roll.isVisible())) await roll.click({ timeout: 1000 }).catch(() => {});
      await page.waitForTimeout(60);
    }
    await page.waitForTimeout(3000);
    for (const [n, s] of Object.entries(SIZES)) {
      await page.setViewportSize(s.viewport);
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${OUT}/zz-tab-${lang}-${n}.png` });
      await page.locator(".battle-sheet").first().scrollIntoViewIfNeeded().catch(() => {});
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/zz-tab-${lang}-${n}-sheet.png` });
    }
    console.log(lang, "A errors", errors);
    await context.close();
  }
  // B: a pasted army list.
  for (const [n, s] of Object.entries(SIZES)) {
    const { page, errors, context } = await newPage(chrome.browser, s);
    const file = join(OUT, "zz-paste.json");
    writeFileSync(file, JSON.stringify(scenarioSave(18, "tabletop")));
    await page.goto(site.url);
    await page.evaluate((lang) => localStorage.setItem("marchwarden/language", lang), lang);
    await page.reload();
    await page.getByTestId("import-file").setInputFiles(file);
    await page.getByTestId("map").waitFor();
    await page.waitForTimeout(800);
    const d2 = await hexCentre(page, "D2");
    await page.mouse.click(d2.x, d2.y);
    await page.locator("[data-testid=roster-2] > summary").click();
    await page.getByTestId("roster-2").locator("details summary, button").filter({ hasText: lang === "ru" ? /Вставить|список/ : /Paste/ }).first().click();
    await page.getByTestId("army-list-2").fill(lang === "ru" ? ruList : enList);
    await page.waitForTimeout(300);
    await page.getByTestId("army-list-2").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/zz-paste-${lang}-${n}.png` });
    await page.getByTestId("add-list-2").click();
    await page.waitForTimeout(500);
    await page.getByTestId("roster-2").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/zz-paste-${lang}-${n}-added.png` });
    console.log(lang, n, "B errors", errors);
    await context.close();
  }
}
process.exit(0);
