// node --test Tests/JS/ — the kitchen logic of Templates/static/js/kitchen.js.
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");
const logic = require("../../Templates/static/js/kitchen.js");
const { SeededGenerator } = require("./seeded.js");

// Checked-in files made from the Swift side; a missing one fails the tests that need it, never skips them.
const HOW = {
  "kitchen-data.json": "swift build && python3 Tests/JS/make-vectors.py",
  "vectors.json": "swift build && python3 Tests/JS/make-vectors.py",
  "kitchen.json": "COOKGEN_RECORD_VECTORS=1 swift test --filter KitchenVectorTests",
};
function readVectors(...parts) {
  const file = path.join(__dirname, ...parts);
  if (!fs.existsSync(file)) {
    const name = path.basename(file);
    throw new Error(`${path.relative(path.join(__dirname, "..", ".."), file)} is missing; write it with \`${HOW[name]}\` and commit it`);
  }
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

const data = readVectors("kitchen-data.json");
const K = logic.make(data);
const comma = logic.make(Object.assign({}, data, { decimal: "," }));
const q = (low, high = null, fixed = false) => ({ low, high, fixed });

test("formats kitchen fractions below 10", () => {
  const cases = [[0, "0"], [0.5, "½"], [1.5, "1½"], [0.33, "⅓"], [0.3, "0.3"], [2.75, "2¾"], [0.125, "⅛"],
    [1 / 3, "⅓"], [2 / 3, "⅔"], [0.875, "⅞"], [1.2, "1.2"], [0.15, "0.15"], [1.996, "2"], [3.003, "3"],
    [9.999, "10"], [0.012, "0.012"], [0.0012, "0.0012"], [0.05, "0.05"], [0.004, "0.004"], [1.004, "1"], [0.996, "1"]];
  for (const [v, t] of cases) assert.equal(logic.formatNumber(v, "."), t, `${v}`);
});

test("formats one decimal from 10, whole numbers from 100, ranges and separators", () => {
  assert.equal(logic.formatNumber(12.5), "12.5");
  assert.equal(logic.formatNumber(12.04), "12");
  assert.equal(logic.formatNumber(99.96), "100");
  assert.equal(logic.formatNumber(236.6), "237");
  assert.equal(logic.formatNumber(1000), "1000");
  assert.equal(logic.formatNumber(-1.5), "-1½");
  assert.equal(logic.formatNumber(NaN), "?");
  assert.equal(logic.formatNumber(Infinity), "∞");
  assert.equal(K.format(q(2, 3)), "2–3");
  assert.equal(K.format(q(200, 250)), "200–250");
  assert.equal(comma.format(q(1.2)), "1,2");
  assert.equal(comma.format(q(12.5, 15.25)), "12,5–15,3");
  assert.equal(comma.format(q(1.5)), "1½");
});

test("rounds scaled amounts to what a cook measures", () => {
  assert.equal(K.rounded(q(7.4), "tbsp").low, 22 / 3, "⅓ is nearer than ½");
  assert.equal(K.rounded(q(7.45), "tbsp").low, 7.5);
  assert.equal(K.rounded(q(236.6), "ml").low, 235);
  assert.equal(K.rounded(q(5.333), null).low, 5.25);
  assert.equal(K.rounded(q(12.4), "g").low, 12);
  assert.equal(K.rounded(q(3.3), "g").low, 3.5);
  assert.equal(K.rounded(q(1.23), "kg").low, 1.2);
  assert.equal(K.rounded(q(0.123), "g").low, 0.12);
  assert.equal(K.rounded(q(0.3), "cup").low, 1 / 3);
  assert.equal(K.rounded(q(7.4, null, true), "tbsp").low, 7.4, "fixed amounts stay");
  assert.equal(K.roundedUp(q(1.6), "clove").low, 2);
  assert.equal(K.roundedUp(q(2.04), null).low, 2);
  assert.equal(K.roundedUp(q(0.2), null).low, 1);
  assert.equal(K.roundedUp(q(236.6), "ml").low, 235, "measured amounts are not rounded up");
});

test("converts between metric and US on the ladders", () => {
  const c = (low, u, sys, high = null) => { const r = K.toSystem(q(low, high), u, sys); return K.format(r) + " " + r.u; };
  assert.equal(c(236.6, "ml", "us"), "1 cup");
  assert.equal(c(1000, "g", "metric"), "1 kg");
  assert.equal(c(999.6, "g", "metric"), "1 kg");
  assert.equal(c(100, "ml", "us"), "7 tbsp");
  assert.equal(c(250, "g", "us"), "8¾ oz");
  assert.equal(c(500, "ml", "us"), "2⅛ cup");
  assert.equal(c(480, "ml", "us"), "2 cup");
  assert.equal(c(2, "cup", "metric"), "475 ml");
  assert.equal(c(1, "tbsp", "metric"), "1 tbsp", "a few spoons stay spoons");
  assert.equal(c(20, "tbsp", "metric"), "295 ml");
  assert.equal(c(200, "g", "us", 250), "7–8¾ oz");
  assert.equal(K.convert(q(2), "clove", "us"), null, "counts never convert");
  assert.equal(K.convert(q(200), "g", "metric"), null, "already metric");
});

test("parses what a person types", () => {
  const p = (t) => { const r = K.parse(t); return r && [r.low, r.high, r.u]; };
  assert.deepEqual(p("400 g"), [400, null, "g"]);
  assert.deepEqual(p("400g"), [400, null, "g"]);
  assert.deepEqual(p("1 1/2 cups"), [1.5, null, "cup"]);
  assert.deepEqual(p("1-1/2 cups"), [1.5, null, "cup"]);
  assert.deepEqual(p("½ TL"), [0.5, null, "tsp"]);
  assert.deepEqual(p("1½ EL"), [1.5, null, "tbsp"]);
  assert.deepEqual(p("1 ½ Tassen"), [1.5, null, "cup"]);
  assert.deepEqual(p("1,5 kg"), [1.5, null, "kg"]);
  assert.deepEqual(p("1,000 g"), [1000, null, "g"]);
  assert.deepEqual(p("0,125 l"), [0.125, null, "l"]);
  assert.deepEqual(p(".5 cup"), [0.5, null, "cup"]);
  assert.deepEqual(p("200-250 g"), [200, 250, "g"]);
  assert.deepEqual(p("2 to 3 cloves"), [2, 3, "clove"]);
  assert.deepEqual(p("2 bis 3 Zehen"), [2, 3, "clove"]);
  assert.deepEqual(p("3"), [3, null, null]);
  assert.deepEqual(p("３ tbsp."), [3, null, "tbsp"]);
  assert.deepEqual(p("2 c. à soupe"), [2, null, "tbsp"]);
  assert.deepEqual(p("1/2"), [0.5, null, null]);
  assert.equal(p("a pinch"), null);
  assert.equal(p(""), null);
  assert.equal(K.parse("2 handfuls").u, "handful");
  assert.equal(K.parse("2 balls").u, null);
  assert.equal(K.parse("2 balls").unit, "balls");
});

test("scales an ingredient; fixed amounts stay; words agree", () => {
  const flour = { low: 200, high: null, unit: "g", u: "g" };
  assert.deepEqual(K.display(flour, 1.5, ""), { quantity: "300", unit: "g", low: 300, high: null, u: "g" });
  assert.equal(K.display({ low: 1, unit: "cup", u: "cup" }, 2, "").unit, "cups");
  assert.equal(K.display({ low: 2, unit: "cups", u: "cup" }, 0.5, "").unit, "cup");
  assert.equal(K.display({ low: 2, unit: "EL", u: "tbsp" }, 0.5, "").unit, "EL");
  assert.equal(K.display({ low: 1, unit: "tsp", u: "tsp", fixed: true }, 3, "").quantity, "1");
  assert.equal(K.display({ low: 2, high: 3, unit: null, u: null }, 2, "").quantity, "4–6");
  assert.equal(K.display({ low: null, unit: null, u: null }, 2, ""), null);
  const us = K.display({ low: 480, unit: "ml", u: "ml" }, 1, "us");
  assert.equal(us.quantity + " " + us.unit, "2 cups");
  assert.equal(K.servingsAfter(4, 1.5), 6);
  assert.equal(K.servingsAfter(4, 0.1), 1);
});

test("finds the factor for 'I have 400 g flour'", () => {
  const ings = [
    { key: "flour", low: 300, unit: "g", u: "g" }, { key: "flour", low: 100, unit: "g", u: "g" },
    { key: "salt", low: 1, unit: "tsp", u: "tsp", fixed: true }, { key: "egg", low: 2, unit: null, u: null },
    { key: "milk", low: 1, unit: "cup", u: "cup" }, { key: "yeast", low: 7, unit: "g", u: "g", fixed: true },
    { key: "yeast", low: 3, unit: "g", u: "g" }, { key: "herbs", low: null, unit: null, u: null }];
  assert.equal(K.haveFactor(ings, "flour", 400, "g"), 1);
  assert.equal(K.haveFactor(ings, "flour", 0.2, "kg"), 0.5);
  assert.equal(K.haveFactor(ings, "egg", 3, null), 1.5);
  assert.ok(Math.abs(K.haveFactor(ings, "milk", 473.176473, "ml") - 2) < 1e-9);
  assert.equal(K.haveFactor(ings, "yeast", 13, "g"), 2, "fixed amounts are taken off first");
  const code = (f) => { try { f(); } catch (e) { return e.code; } return "none"; };
  assert.equal(code(() => K.haveFactor(ings, "flour", 2, "cup")), "incompatible");
  assert.equal(code(() => K.haveFactor(ings, "salt", 2, "tsp")), "only_fixed");
  assert.equal(code(() => K.haveFactor(ings, "yeast", 5, "g")), "not_enough");
  assert.equal(code(() => K.haveFactor(ings, "herbs", 5, "g")), "no_amount");
  assert.equal(code(() => K.haveFactor(ings, "flour", 0, "g")), "not_positive");
  const dense = [{ key: "flour", low: 1, unit: "cup", u: "cup", density: 0.53 }];
  assert.ok(Math.abs(K.haveFactor(dense, "flour", 125.39, "g") - 1) < 0.001, "through a density when the build gives one");
});

test("merges a shopping list: sums per dimension, keeps the rest side by side", () => {
  const line = (slug, key, low, unit, extra = {}) =>
    Object.assign({ slug, f: 1, i: 0, key, name: key, low, high: null, unit, u: unit && K.unitNamed(unit), aisle: "other" }, extra);
  const items = K.merge([
    line("a", "flour", 200, "g"), line("b", "flour", 0.3, "kg"), line("a", "flour", 1, "cup"),
    line("a", "garlic", 2, "cloves"), line("b", "garlic", 1, "clove"), line("b", "garlic", 10, "g"),
    line("a", "salt", null, null), line("b", "salt", 0.5, "tsp"), line("c", "salt", null, null),
    line("a", "egg", 1.6, null), line("a", "dough", 2, "balls"), line("b", "dough", 1, "ball"),
  ]);
  const text = items.map((i) => K.itemText(i)).join("\n");
  assert.equal(text, ["dough — 3 balls", "egg — 2", "flour — 500 g + 1 cup", "garlic — 3 cloves + 10 g",
    "salt — ½ tsp + as needed"].join("\n"));
  assert.deepEqual(items.find((i) => i.key === "salt").recipes, ["a", "b", "c"]);
  assert.equal(K.itemText({ name: "salt", amounts: [{ text: "" }] }), "salt", "no number: just the name");
});

test("never drops an item and does not depend on the order (property)", () => {
  const rng = new SeededGenerator(20240614);
  const keys = ["flour", "sugar", "milk", "egg", "garlic", "salt", "oil", "butter"];
  const units = ["g", "kg", "ml", "l", "cup", "cups", "tbsp", "tsp", "oz", "lb", "clove", "cloves", "pinch", null, "balls", "EL"];
  for (let round = 0; round < 300; round++) {
    const lines = [];
    const n = 1 + rng.int(12);
    for (let i = 0; i < n; i++) {
      const unit = rng.pick(units), low = rng.bool(0.1) ? null : rng.int(2000) / rng.pick([1, 4, 10, 100]);
      lines.push({ slug: rng.pick(["a", "b", "c"]), f: rng.pick([1, 0.5, 2]), i, key: rng.pick(keys), name: rng.pick(keys),
        low, high: low != null && rng.bool(0.2) ? low * 1.5 : null, unit, u: unit && K.unitNamed(unit), aisle: "other" });
    }
    const merged = K.merge(lines);
    const shuffled = K.merge(rng.shuffle(lines.slice()));
    assert.deepEqual(shuffled, merged, `round ${round}`);
    assert.deepEqual(merged.map((i) => i.key), [...new Set(lines.map((l) => l.key))].sort(), "every key is an item");
    for (const item of merged) assert.ok(item.amounts.length > 0);
  }
});

test("matches the Swift core: scale, round, convert and format (vectors from the CLI)", () => {
  const vectors = readVectors("vectors.json");
  let checked = 0;
  const failures = [];
  for (const [key, joined] of Object.entries(vectors.scale.outputs)) {
    const [factorText, system = ""] = key.split("/");
    const expected = joined.split("|");
    vectors.scale.inputs.forEach(([low, high, unit], i) => {
      const got = K.display({ low, high, unit, u: unit && K.unitNamed(unit) }, Number(factorText), system);
      const [qty, ...rest] = expected[i].split(" ");
      const unitOut = rest.join(" ");
      // The page makes English unit words agree with the number ("½ cup"); the CLI keeps them as written.
      const sameUnit = got.unit === unitOut || (K.unitNamed(got.unit) && K.unitNamed(got.unit) === K.unitNamed(unitOut));
      if (got.quantity !== qty || !sameUnit) failures.push(`${low}${high ? "-" + high : ""} ${unit} ×${key}: ${got.quantity} ${got.unit} ≠ ${expected[i]}`);
      checked++;
    });
  }
  assert.ok(checked > 5000);
  assert.deepEqual(failures.slice(0, 20), []);
});

test("matches the Swift core: shopping lists (vectors from the CLI)", () => {
  const vectors = readVectors("vectors.json");
  for (const list of vectors.shopping) {
    const lines = list.entries.flatMap((e) => K.scaleLines(vectors.recipes[e.slug].map((x) =>
      Object.assign({}, x, { u: x.unit && K.unitNamed(x.unit) })), e.factor, e.slug));
    const text = K.merge(lines).map((i) => K.itemText(i)).join("\n");
    assert.equal(text, list.text, JSON.stringify(list.entries));
  }
});

test("matches the Swift core's own vectors (Tests/Fixtures/vectors/kitchen.json)", () => {
  const v = readVectors("..", "Fixtures", "vectors", "kitchen.json");
  for (const key of ["format", "round", "convert"]) assert.ok(Array.isArray(v[key]) && v[key].length > 0, `kitchen.json has no ${key} vectors`);
  let n = 0;
  for (const c of v.format) { assert.equal(logic.format(q(c.value, c.high ?? null), c.decimal), c.text, JSON.stringify(c)); n++; }
  for (const c of v.round) {
    const u = c.unit && K.unitNamed(c.unit);
    assert.equal(K.rounded(q(c.value), u).low, c.rounded, "rounded " + JSON.stringify(c));
    assert.equal(K.roundedUp(q(c.value), u).low, c.roundedUp, "roundedUp " + JSON.stringify(c));
    n++;
  }
  for (const c of v.convert) {
    if (c.ingredient) continue; // through a density: the page has none
    const r = K.toSystem(q(c.value), K.unitNamed(c.unit), c.system);
    assert.deepEqual([r.low, r.u], [c.result, c.resultUnit], JSON.stringify(c)); n++;
  }
  assert.ok(n > 100, `${n} vectors`);
});
