// A save made from tests/scenarios/battle-simple-defended-city.json: its setup and first
// commands, with its scripted dice typed into the rolls, so end-to-end tests start where
// the scenario stands and click the rest.
import { readFileSync } from "node:fs";
import { axial } from "./harness.mjs";

function withHexes(v, key) {
  if (Array.isArray(v)) return v.map((x) => withHexes(x, key));
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withHexes(x, k)]));
  return typeof v === "string" && ["hex", "to", "from"].includes(key) ? axial(v) : v;
}

/** The scenario's first `steps` commands as a save; the campaign resolves battles by
 * `resolver` and takes its dice typed in. */
export function scenarioSave(steps, resolver = "simple") {
  const sc = JSON.parse(readFileSync(new URL("../scenarios/battle-simple-defended-city.json", import.meta.url), "utf8"));
  const dice = [...sc.dice];
  const rolls = [2, 2, 2]; // setup order, exploration, reform tie
  const commands = sc.steps.slice(0, steps).map((s) => s.do).map((c) => (c.Roll ? { Roll: { faces: dice.splice(0, rolls.shift()) } } : withHexes(c)));
  const options = { resolver, years: 6, months: 6, max_armies: 6, loyalty: false, domain: false, score: "might", dice: "table", first_player_brakes: false, concede: false, city_roads: false };
  return { format: 1, created_with: "e2e", options, seed: 7, setup: withHexes(sc.setup), commands, redo: [], undone: [] };
}

/** Types `faces` into the table-dice boxes and enters them. */
export async function typeDice(page, faces) {
  for (const [i, f] of faces.entries()) await page.getByTestId(`face-${i}`).fill(String(f));
  await page.getByTestId("enter-roll").click();
}
