// Two tabs on one campaign racing to answer, whatever drives the browser: Playwright
// (Chromium), puppeteer over WebDriver BiDi (Firefox) or classic WebDriver (WebKit). A tab
// here is `{ run(fn, arg) }`, which runs `fn(arg)` in its page and gives back the value;
// every wait polls through it, so no read races the page.
import assert from "node:assert/strict";
import { storedValuesInPage, unpackStored } from "./harness.mjs";

/** `RACES=1000 node --test tests/e2e/<browser>.test.mjs` runs the long race. */
export const racesWanted = (fallback) => Number(process.env.RACES ?? fallback);

const WAIT_MS = 30_000;
/** How long a tab may take to settle after a race: its save written and read back, or its
 *  refusal said. Far beyond a quiet machine's 100 ms: a bound, not a wait. */
const SETTLE_MS = 10_000;

/** Waits until `fn(arg)` in the tab's page is true. */
export async function until(tab, fn, arg, what = "the page") {
  const end = Date.now() + WAIT_MS;
  while (!(await tab.run(fn, arg))) {
    if (Date.now() > end) throw new Error(`waited ${WAIT_MS} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const steps = (tab) => tab.run(() => Number(document.querySelector("[data-testid=phase-bar]").dataset.steps));
const lastStep = (tab) => tab.run(() => document.querySelector("[data-testid=phase-bar]").dataset.lastStep);
const saveError = (tab) => tab.run(() => document.querySelectorAll("[data-testid=save-error]").length);
const press = (tab, id) => tab.run((id) => document.querySelector(`[data-testid=${id}]`).click(), id);
export const stored = async (tab) => unpackStored(await tab.run(storedValuesInPage));

/** Both tabs answer at one shared instant `lead` ms ahead, each by its own timer: the first
 *  tab the first answer offered, the second the last. With `again`, one of them (0 or 1)
 *  answers once more `after` ms later, as a player pressing on. */
export async function atOnce(a, b, again, lead = 60) {
  const at = Date.now() + lead;
  const schedule = ([last, when, after]) => {
    const answer = () => {
      const answers = document.querySelectorAll(".answer");
      answers[last ? answers.length - 1 : 0]?.click();
    };
    setTimeout(answer, when - Date.now());
    if (after) setTimeout(answer, when + after - Date.now());
  };
  const after = (tab) => (again && again.tab === tab ? again.after : 0);
  await Promise.all([a.run(schedule, [false, at, after(0)]), b.run(schedule, [true, at, after(1)])]);
  // Past the moment each tab reads its last write back (`saving::READ_BACK_MS` after it).
  await new Promise((r) => setTimeout(r, Math.max(0, at + (again?.after ?? 0) + 400 - Date.now())));
}

/** Races two tabs `races` times on one campaign; after each, every tab that shows no save
 *  warning holds exactly the stored campaign (within `SETTLE_MS`): its steps and its last
 *  step. A tab whose move is not stored says so. Gives the number of warnings said. The races are counted
 *  from `first`, whose kind they take in turn. */
export async function race(a, b, races, { lead = 60, first = 0 } = {}) {
  const start = await steps(a);
  let warnings = 0;
  for (let i = first; i < first + races; i++) {
    // Of every kind in turn: at one instant; then one tab or the other pressing again
    // 10–100 ms later (the winner's second write once hid the loser's loss).
    const again = i % 3 === 0 ? undefined : { tab: (i % 3) - 1, after: 10 + ((i * 37) % 91) };
    await atOnce(a, b, again, lead);
    // Each tab settles: it says its move was refused, or holds the campaign stored, its
    // steps and its last step. On a busy machine a save may still be on its way.
    let commands;
    for (const tab of [a, b]) {
      const end = Date.now() + SETTLE_MS;
      for (;;) {
        commands = (await stored(a))[0].commands;
        if (await saveError(tab)) break;
        const [held, last] = [await steps(tab), await lastStep(tab)];
        if (held === commands.length && last === JSON.stringify(commands.at(-1))) break;
        if (Date.now() > end) {
          assert.equal(held, commands.length, `race ${i}: a tab without a warning holds the steps stored`);
          assert.equal(last, JSON.stringify(commands.at(-1)), `race ${i}: and the last step stored`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const count = commands.length;
    warnings += (await saveError(a)) + (await saveError(b));
    // The warned tab takes up the stored campaign; then one undo at a time takes both back.
    for (const tab of [a, b]) if (await saveError(tab)) await press(tab, "reload-campaign");
    for (let n = count; n > start; n--) {
      await until(a, () => !document.querySelector("[data-testid=undo]").disabled, undefined, "undo");
      await press(a, "undo");
      await until(a, (n) => document.querySelector("[data-testid=phase-bar]").dataset.steps === String(n), n - 1, `step ${n - 1}`);
    }
    await until(b, (s) => document.querySelector("[data-testid=phase-bar]")?.dataset.steps === String(s), start, "the other tab back").catch(
      async (e) => {
        const said = await b.run(() => document.querySelector("[data-testid=save-error]")?.textContent ?? "no warning");
        throw new Error(`race ${i} (${JSON.stringify(again)}): ${e.message}; it holds ${await steps(b)} steps, ${said}`);
      },
    );
  }
  return warnings;
}
