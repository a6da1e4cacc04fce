// The offline app's pure logic: what "keep offline" fetches for each choice (offline-keep.js), and
// what a new version of the worker fetches again and drops (sw.js).
const test = require("node:test");
const assert = require("node:assert/strict");
const K = require("../../Templates/static/js/offline-keep.js");
const W = require("../../Templates/sw.js");

// An offline.json as the build writes it: files [path, digest, bytes]; groups point into files.
const list = {
  version: "v1",
  files: [["index.html", "a", 100], ["assets/css/style.css", "b", 50], ["search/meta.js", "c", 30],
    ["assets/data/cards.js", "d", 20], ["recipes/soup.html", "e", 1000], ["images/soup.svg", "f", 500],
    ["recipes/bread.html", "g", 2000], ["categories/soups.html", "h", 300], ["about.html", "i", 40], ["favourites.html", "j", 60]],
  shell: [0, 1, 9], search: [2], data: [3], pages: [8],
  recipes: [["bread", [6]], ["soup", [4, 5]]],
  sets: [{ kind: "category", name: "Soups", files: [7], recipes: [1] }],
};

test("the whole cookbook is every file, counted by recipe", () => {
  const p = K.plan(list, "all");
  assert.equal(p.count, 2);
  assert.equal(p.all, true);
  assert.equal(p.bytes, list.files.reduce((s, f) => s + f[2], 0));
  assert.deepEqual(p.groups.map((g) => g.map((f) => f[0])), [["recipes/bread.html"], ["recipes/soup.html", "images/soup.svg"]]);
  assert.ok(p.base.some((f) => f[0] === "search/meta.js") && p.base.some((f) => f[0] === "categories/soups.html"));
});

test("favourites keep their recipes, the shell and the cards; unknown slugs are skipped", () => {
  const p = K.plan(list, "favourites", ["soup", "gone-recipe"]);
  assert.equal(p.count, 1);
  assert.equal(p.all, false);
  assert.deepEqual(p.base.map((f) => f[0]).sort(), ["assets/css/style.css", "assets/data/cards.js", "favourites.html", "index.html"]);
  assert.ok(!p.base.some((f) => f[0].startsWith("search/")), "no search index for a part of the cookbook");
  assert.equal(K.plan(list, "favourites", []).count, 0);
});

test("a category keeps its page and its recipes; a set that does not exist is nothing", () => {
  const p = K.plan(list, "0");
  assert.deepEqual(p.groups.flat().map((f) => f[0]), ["recipes/soup.html", "images/soup.svg"]);
  assert.ok(p.base.some((f) => f[0] === "categories/soups.html"));
  assert.equal(K.plan(list, "7"), null);
});

test("sizes read like a person says them", () => {
  assert.equal(K.size(10, "en"), "1 KB");
  assert.equal(K.size(400 * 1024, "en"), "400 KB");
  assert.equal(K.size(6.5 * 1048576, "en"), "6.5 MB");
  assert.equal(K.size(6.5 * 1048576, "de"), "6,5 MB");
  assert.equal(K.size(1234 * 1048576, "en"), "1,234 MB");
});

test("a new version fetches only what changed, drops what is gone, and refreshes visited pages", () => {
  const have = new Map([["index.html", "a"], ["assets/css/style.css", "old"], ["recipes/soup.html", "e"],
    ["recipes/bread.html", "g"], ["recipes/gone.html", "x"], ["recipes/visited.html", ""]]);
  const shell = [["index.html", "a"], ["assets/css/style.css", "b2"], ["offline.html", "o"]];
  const listed = new Map([["index.html", "a"], ["recipes/soup.html", "e2"], ["recipes/bread.html", "g"], ["recipes/new.html", "n"]]);
  const { todo, gone } = W.changes(have, shell, listed, false);
  assert.deepEqual(todo, [["assets/css/style.css", "b2"], ["offline.html", "o"], ["recipes/soup.html", "e2"], ["recipes/visited.html", ""]]);
  assert.deepEqual(gone, ["recipes/gone.html"]);
  // Keeping everything: new recipes of the new version come too.
  assert.ok(W.changes(have, shell, listed, true).todo.some(([p]) => p === "recipes/new.html"));
  // Without the list (nothing kept from it), only the shell and visited pages.
  assert.deepEqual(W.changes(new Map([["recipes/visited.html", ""]]), shell, null, false),
    { todo: [["index.html", "a"], ["assets/css/style.css", "b2"], ["offline.html", "o"], ["recipes/visited.html", ""]], gone: [] });
});

test("a page's key has no query or fragment, and a folder is its index page", () => {
  assert.equal(W.key("https://x.org/cookbook/search.html?q=soup#top"), "https://x.org/cookbook/search.html");
  assert.equal(W.key("https://x.org/cookbook/"), "https://x.org/cookbook/index.html");
});
