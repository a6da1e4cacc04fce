// The diet profile's pure logic (Templates/static/js/profile.js), with search.js's ingredient matching.
const test = require("node:test");
const assert = require("node:assert/strict");
const P = require("../../Templates/static/js/profile.js");
const S = require("../../Templates/static/js/search.js");

const pizza = { diets: ["vegetarian", "pescatarian"], allergens: ["gluten", "milk"], keys: ["flour", "mozzarella", "tomato", "basil leaf"] };
const curry = { diets: ["vegan", "vegetarian", "pescatarian", "dairy-free", "lactose-free", "egg-free"], allergens: [], keys: ["chickpea", "coconut milk", "spinach"] };
const match = (card, p) => P.misfits(card, P.normalise(p), S.keyHas, S.ingredientWords);

test("a stored profile is made safe: lists of strings, nothing else", () => {
  assert.deepEqual(P.normalise(null), { diets: [], allergens: [], words: [] });
  assert.deepEqual(P.normalise({ diets: ["vegan", 3, ""], allergens: "nuts", words: ["mushrooms"] }),
    { diets: ["vegan"], allergens: [], words: ["mushrooms"] });
  assert.equal(P.size(P.normalise({ diets: ["vegan"], allergens: ["nuts"], words: ["a", "b"] })), 4);
});

test("a recipe lacking a chosen diet form does not fit; one that implies it does", () => {
  assert.deepEqual(match(pizza, { diets: ["vegan"] }), [{ kind: "diet", value: "vegan" }]);
  assert.deepEqual(match(curry, { diets: ["vegan", "vegetarian"] }), []);
  assert.deepEqual(match(pizza, { diets: ["vegetarian"] }), []);
});

test("allergens and words leave recipes out; words match ingredient keys like the search page does", () => {
  assert.deepEqual(match(pizza, { allergens: ["milk", "nuts"] }), [{ kind: "allergen", value: "milk" }]);
  assert.deepEqual(match(pizza, { words: ["Tomatoes"] }), [{ kind: "word", value: "Tomatoes" }]);
  assert.deepEqual(match(pizza, { words: ["basil leaves"] }), [{ kind: "word", value: "basil leaves" }]);
  assert.deepEqual(match(curry, { words: ["milk"] }), [{ kind: "word", value: "milk" }]);
  assert.deepEqual(match(curry, { words: ["tomato"], allergens: ["gluten"] }), []);
  // Without the matching functions (search.js not loaded yet) words are not judged.
  assert.deepEqual(P.misfits(pizza, P.normalise({ words: ["tomato"] })), []);
});

test("typed words are added once each, split at commas", () => {
  const p = P.addWords(P.normalise({ words: ["Mushrooms"] }), "mushrooms, coriander; ,olives");
  assert.deepEqual(p.words, ["Mushrooms", "coriander", "olives"]);
});

test("the search page leaves out what the profile's diet forms exclude", () => {
  const row = { keys: pizza.keys, allergens: pizza.allergens, diets: pizza.diets };
  assert.equal(S.excluded(row, { allergens: [], words: [], diets: ["vegan"] }), true);
  assert.equal(S.excluded(row, { allergens: [], words: [], diets: ["vegetarian"] }), false);
  assert.equal(S.excluded({ keys: [], allergens: [] }, { allergens: [], words: [], diets: ["vegan"] }), true);
});
