// node --test Tests/JS/ — the download writers of Templates/static/js/downloads.js against the
// Swift writers: Tests/Fixtures/vectors/downloads.json holds, per recipe, the export model and
// JSON-LD a page carries and the files `cookgen export` writes from them (DownloadVectorTests).
"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");
const writers = require("../../Templates/static/js/downloads.js");

const file = path.join(__dirname, "..", "Fixtures", "vectors", "downloads.json");
if (!fs.existsSync(file)) {
  throw new Error("Tests/Fixtures/vectors/downloads.json is missing; write it with "
    + "`COOKGEN_RECORD_VECTORS=1 swift test --filter DownloadVectorTests` and commit it");
}
const vectors = JSON.parse(fs.readFileSync(file, "utf8"));

test("the vectors cover the site's recipes and the random ones", () => {
  assert.ok(vectors.filter((v) => v.json).length >= 10, "recipes of the fixture site, with and without a base URL");
  assert.ok(vectors.filter((v) => v.name.startsWith("random")).length >= 40);
});

for (const vector of vectors) {
  test(`${vector.name}: Markdown, Cooklang and JSON-LD as the Swift writers`, () => {
    const model = JSON.parse(vector.model);
    assert.equal(writers.markdown(model), vector.markdown);
    assert.equal(writers.cooklang(model), vector.cooklang);
    if (vector.jsonLD) assert.equal(writers.prettyJSON(JSON.parse(vector.jsonLD)) + "\n", vector.json);
  });
}

test("exact amounts read back to the same numbers", () => {
  const cases = [[2, "2"], [0.5, "1/2"], [1.5, "1 1/2"], [1 / 3, "1/3"], [12.5, "12.5"], [0.15, "0.15"], [12.125, "12.1250"],
    [1e-5, "0.00001"], [1 / 65536, "0.000015258789062"], [1e15, "1000000000000000.0"], [1e16, "10000000000000000"],
    [-1, "0"], [NaN, "0"], [0.1 + 0.2, "0.30000000000000004"]];
  for (const [v, t] of cases) assert.equal(writers.exactNumber(v), t, String(v));
  assert.equal(writers.exactText([0.5, 1], false), "1/2 to 1");
  assert.equal(writers.exactText([0.5, 1], true), "1/2-1");
  assert.equal(writers.exactText([2, 3], false), "2-3");
});

test("YAML scalars stay what they were", () => {
  assert.equal(writers.yamlScalar("Pancakes"), "Pancakes");
  assert.equal(writers.yamlScalar("yes: no"), "\"yes: no\"");
  assert.equal(writers.yamlScalar("a  \u0301b"), "a  \u0301b", "two spaces that are not two Characters");
  assert.equal(writers.yamlScalar("\u2028"), "\"\\u2028\"");
  assert.equal(writers.yamlBlock("one\ntwo"), "|-\n  one\n  two");
  assert.equal(writers.yamlBlock("one\r\ntwo"), "\"one\\r\\ntwo\"");
});
