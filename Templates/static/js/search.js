/* cookgen default theme, the search page: words, facets, exclusions, "I have …", "Surprise me".

   The build writes the index as script files under search/ (SearchIndex+Files.swift), each calling
   cookgenSearch.<kind>(…): meta.js, facets.js (facet values and minutes per recipe), docs-<n>.js (what a
   result shows), ingredients-<n>.js (ingredient keys and allergens, for "I have" and exclusions) and
   terms/<hex of a 2-letter prefix>.js (postings). A query loads only the shards of its words and the
   chunks of the results it shows. Everything comes in <script> elements, so file:// works too.

   The first half is pure logic (node requires this file: Tests/JS/search.test.js); the second half is
   the page. Results are written with textContent only, never as HTML. */
((root) => {
  "use strict";

  // ---- Folding and tokenising, as SearchTokenizer.swift does ----
  // SearchTokenizer.fold replaces ß, æ, œ, ø (whole characters only: "ø" with a mark after it stays), then
  // Foundation folds case, width and diacritics (CFStringFold on Linux) and Swift lowercases. Foundation works
  // on a base scalar and the marks after it:
  // - the base is width-folded (ｶ → カ), decomposed when it decomposes to a Latin, Greek or Cyrillic letter
  //   (é → e, but が and ऩ stay), and case-folded (µ → μ, ﬁ → fi);
  // - after a base that ends up below U+0510 (Latin, Greek, Cyrillic) the marks are dropped;
  // - after any other base that folding left alone, a first mark below U+0510 (U+0300–036F) is dropped and
  //   the rest kept; after one it changed (ｶ → カ, Ա → ա) every mark is kept; kept marks are decomposed and
  //   put in canonical order.
  // Checked scalar by scalar and on fuzzed text against Foundation (Tests/JS/search.test.js has the cases).
  const EXTEND = /\p{Grapheme_Extend}/u, LETTER = /[\p{Alphabetic}\p{N}]/u;
  // Grapheme extenders (in the browser's Unicode) that Foundation's tables do not have yet; Foundation
  // also drops skin-tone modifiers and U+1171E after a letter.
  const NEW_EXTEND = [[0x897, 0x897], [0xCC0, 0xCC0], [0xCC7, 0xCC8], [0xCCA, 0xCCB], [0x1715, 0x1715], [0x1734, 0x1734],
    [0x1ACF, 0x1ADD], [0x1AE0, 0x1AEB], [0x1B3B, 0x1B3B], [0x1B3D, 0x1B3D], [0x1B43, 0x1B44], [0x1BAA, 0x1BAA], [0x1BF2, 0x1BF3],
    [0xA953, 0xA953], [0xA9C0, 0xA9C0], [0x10D69, 0x10D6D], [0x10EFA, 0x10EFC], [0x111C0, 0x111C0], [0x11235, 0x11235],
    [0x1134D, 0x1134D], [0x113B8, 0x113B8], [0x113BB, 0x113C0], [0x113C2, 0x113C2], [0x113C5, 0x113C5], [0x113C7, 0x113C9],
    [0x113CE, 0x113D0], [0x113D2, 0x113D2], [0x113E1, 0x113E2], [0x116B6, 0x116B6], [0x1193D, 0x1193D], [0x11B60, 0x11B60],
    [0x11B62, 0x11B64], [0x11B66, 0x11B66], [0x11F41, 0x11F41], [0x11F5A, 0x11F5A], [0x1611E, 0x16129], [0x1612D, 0x1612F],
    [0x16FF0, 0x16FF1], [0x1D166, 0x1D166], [0x1D16D, 0x1D16D], [0x1E5EE, 0x1E5EF], [0x1E6E3, 0x1E6E3], [0x1E6E6, 0x1E6E6],
    [0x1E6EE, 0x1E6EF], [0x1E6F5, 0x1E6F5]];
  const isMark = (c, cp) => (EXTEND.test(c) && !NEW_EXTEND.some(([a, b]) => cp >= a && cp <= b)) ||
    (cp >= 0x1F3FB && cp <= 0x1F3FF) || cp === 0x1171E;
  // Letters whose case Foundation's tables do not fold (newer Unicode, or folded only by decomposing).
  const keepsCase = (cp) => cp === 0x131 || (cp >= 0x1C80 && cp <= 0x1C88) || (cp >= 0x1F80 && cp < 0x2000);
  const A = 0, B = 1, C = 2, EXPAND = { æ: "ae", Æ: "ae", œ: "oe", Œ: "oe", ø: "o", Ø: "o" };

  /** One base scalar folded: {text, kind} — A: Latin, Greek or Cyrillic (marks after it go), B: left alone,
      C: changed into another script's letter. */
  function foldBase(c) {
    let w = c, cp = c.codePointAt(0);
    if (cp >= 0xFF00 && cp <= 0xFFEF) {
      const k = c.normalize("NFKD");
      if (Array.from(k).length === 1) w = k;
    }
    const d = w.normalize("NFD");
    if (d !== w && d.codePointAt(0) < 0x510) w = String.fromCodePoint(d.codePointAt(0));
    const wc = w.codePointAt(0), lower = w.toLowerCase();
    const folded = lower === w && !keepsCase(wc) ? w.toUpperCase().toLowerCase() : lower;
    let text = w, last = wc;
    if (folded !== w) {
      const scalars = Array.from(folded);
      last = scalars[scalars.length - 1].codePointAt(0);
      text = wc < 0x510 ? scalars.filter((x) => !isMark(x, x.codePointAt(0))).join("") : folded;
    }
    return { text, kind: last < 0x510 ? A : text !== c || (cp >= 0xFF00 && cp <= 0xFFEF) ? C : B };
  }
  // Canonical combining class order, as normalisation sees it (enough to sort a few kept marks).
  const cccZero = (x) => x !== "\u0345" && ("a\u0345" + x).normalize("NFD") === "a\u0345" + x.normalize("NFD");
  const cccAfter = (x, y) => !cccZero(x) && (cccZero(y) || ("a" + x + y).normalize("NFD") === ("a" + y + x).normalize("NFD") && x !== y &&
    ("a" + x + y).normalize("NFD").startsWith("a" + y.normalize("NFD")));
  function sortMarks(list) {
    for (let i = 1; i < list.length; i++) {
      for (let j = i; j > 0 && isMark(list[j - 1], list[j - 1].codePointAt(0)) && cccAfter(list[j - 1], list[j]); j--) {
        [list[j - 1], list[j]] = [list[j], list[j - 1]];
      }
    }
    return list;
  }

  /** Lower case without diacritics; ß → ss, æ → ae, œ → oe, ø → o (SearchTokenizer.fold). */
  function fold(text) {
    // Swift replaces a whole character only: not when a mark follows.
    const s = Array.from(String(text).replace(/[ßẞ]/g, "ss").replace(/[æÆœŒøØ](?=(.?))/gsu, (x, next) => next && isMark(next, next.codePointAt(0)) ? x : EXPAND[x]));
    let out = "";
    for (let i = 0; i < s.length;) {
      const base = foldBase(s[i++]);
      if (base.kind === A) {
        out += base.text;
        while (i < s.length && isMark(s[i], s[i].codePointAt(0))) i++;
        continue;
      }
      const cluster = Array.from(base.text);
      let first = true, kept = false;
      while (i < s.length && isMark(s[i], s[i].codePointAt(0))) {
        const m = s[i++];
        if (first && base.kind === B && m.codePointAt(0) <= 0x50F) { first = false; continue; }
        first = false;
        kept = true;
        cluster.push(...Array.from(m.normalize("NFD")));
      }
      out += (kept ? sortMarks(cluster) : cluster).join("");
    }
    return out.toLowerCase();
  }

  /** Han, Hiragana, Katakana: written without spaces between words. */
  const isIdeograph = (cp) => (cp >= 0x3040 && cp <= 0x30FF) || (cp >= 0x3400 && cp <= 0x4DBF) || (cp >= 0x4E00 && cp <= 0x9FFF) ||
    (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0x20000 && cp <= 0x2FA1F);

  /** The terms of `text`, in order, with repeats (SearchTokenizer.terms). */
  function terms(text) {
    const out = [];
    let word = "", ideographs = [];
    const flushWord = () => { if (word) out.push(word); word = ""; };
    const flushIdeographs = () => {
      if (ideographs.length === 1) out.push(ideographs[0]);
      for (let i = 0; i + 1 < ideographs.length; i++) out.push(ideographs[i] + ideographs[i + 1]);
      ideographs = [];
    };
    for (const c of fold(text)) {
      if (isIdeograph(c.codePointAt(0))) { flushWord(); ideographs.push(c); }
      else if (LETTER.test(c)) { flushIdeographs(); word += c; }
      else { flushWord(); flushIdeographs(); }
    }
    flushWord();
    flushIdeographs();
    return out;
  }

  /** The shard of a term: its first two scalars, one when it starts with an ideograph. */
  function shardOf(term) {
    const s = Array.from(term);
    return s.slice(0, s.length && isIdeograph(s[0].codePointAt(0)) ? 1 : 2).join("");
  }
  /** A shard's file name: the hex of its UTF-8 bytes. */
  const shardFile = (shard) => Array.from(new TextEncoder().encode(shard), (b) => b.toString(16).padStart(2, "0")).join("");

  /** The words of a query: its terms without repeats; a lone letter is too short (the index has none). */
  function queryWords(q) {
    const seen = new Set();
    return terms(q).filter((t) => {
      const ok = !seen.has(t) && (Array.from(t).length > 1 || isIdeograph(t.codePointAt(0)));
      seen.add(t);
      return ok;
    });
  }

  // ---- Matching and ranking ----
  /** How much a match counts: the word itself, a term it starts, a term one typo away. */
  const EXACT = 1, PREFIX = 0.7, TYPO = 0.4, TYPO_MIN = 5;

  /** Whether `a` and `b` (arrays of scalars) are at most one edit apart: one letter replaced,
      added, removed, or two neighbours swapped. */
  function withinOneEdit(a, b) {
    if (a.length < b.length) [a, b] = [b, a];
    if (a.length - b.length > 1) return false;
    let i = 0;
    while (i < b.length && a[i] === b[i]) i++;
    if (i === a.length) return true;
    const rest = (x, y) => { for (; x < a.length && y < b.length; x++, y++) if (a[x] !== b[y]) return false; return x === a.length && y === b.length; };
    if (a.length > b.length) return rest(i + 1, i);
    return rest(i + 1, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(i + 2, i + 2));
  }

  /** How `word` matches `term`: EXACT, PREFIX, TYPO (words of 5 letters or more) or 0. */
  function matchFactor(word, term, wordScalars = Array.from(word)) {
    if (term === word) return EXACT;
    if (term.startsWith(word)) return PREFIX;
    if (wordScalars.length >= TYPO_MIN && Math.abs(term.length - word.length) <= 2) {
      const t = Array.from(term);
      if (Math.abs(t.length - wordScalars.length) <= 1 && withinOneEdit(wordScalars, t)) return TYPO;
    }
    return 0;
  }

  /** The terms of a shard that `word` matches, best first: [[term, factor]]. */
  function matchingTerms(word, shard) {
    const scalars = Array.from(word), out = [];
    for (const term in shard || {}) {
      const f = matchFactor(word, term, scalars);
      if (f) out.push([term, f]);
    }
    return out.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  }

  /** Documents matching every word, each scored by the sum over words of its best matching term's
      posting score × match factor; best first, ties in title order (`place[doc]`, each document's
      place in title order; without it, the document number).
      `shards` maps a shard name to {term: [doc, score, doc, score, …]}. Returns [{doc, score}]. */
  function rank(words, shards, documents, place) {
    if (!words.length) return [];
    let total = null;
    for (const word of words) {
      const best = new Float64Array(documents);
      for (const [term, factor] of matchingTerms(word, shards[shardOf(word)])) {
        const p = shards[shardOf(word)][term];
        for (let i = 0; i < p.length; i += 2) {
          const s = p[i + 1] * factor;
          if (s > best[p[i]]) best[p[i]] = s;
        }
      }
      if (total) { for (let d = 0; d < documents; d++) total[d] = total[d] && best[d] ? total[d] + best[d] : 0; }
      else total = best;
    }
    const out = [];
    for (let d = 0; d < documents; d++) if (total[d] > 0) out.push({ doc: d, score: Math.round(total[d] * 1000) / 1000 });
    const tie = byTitle(place);
    return out.sort((a, b) => b.score - a.score || tie(a, b));
  }

  /** Compares two results by their documents' places in title order (`place`), else by number. */
  function byTitle(place) {
    return place ? (a, b) => place[a.doc] - place[b.doc] : (a, b) => a.doc - b.doc;
  }

  /** Each document's place in title order, from the documents' numbers in title order. */
  function placesOf(order) {
    const place = new Int32Array(order.length);
    order.forEach((doc, i) => { place[doc] = i; });
    return place;
  }

  // ---- Compact index files ----
  /** A term's postings as [doc, score, doc, score, …]: as written, or from the compact form
      [[first doc, gap, gap, …], "scores, one base-36 digit each"]. */
  function decodePostings(v) {
    if (!Array.isArray(v[0])) return v;
    const [gaps, scores] = v, out = new Array(gaps.length * 2);
    for (let i = 0, doc = 0; i < gaps.length; i++) {
      doc += gaps[i];
      out[2 * i] = doc;
      out[2 * i + 1] = parseInt(scores[i], 36);
    }
    return out;
  }
  /** Facet rows ([[values] per facet…, minutes] per recipe) from columns: one per facet, each a value
      per recipe (a number, a list, or -1 for none), then the minutes. */
  function rowsFromColumns(columns) {
    const facetColumns = columns.slice(0, -1), minutes = columns[columns.length - 1];
    return minutes.map((m, d) => facetColumns.map((c) => {
      const v = c[d];
      return Array.isArray(v) ? v : v == null || v < 0 ? [] : [v];
    }).concat([m]));
  }

  // ---- Ingredients: "I have …" and "without …" ----
  // IngredientKey.singular: the key's last word is made singular by English rules.
  const IRREGULAR = { leaves: "leaf", loaves: "loaf", halves: "half", calves: "calf", knives: "knife", geese: "goose",
    chillies: "chilli", chilies: "chili", chilis: "chili", kiwis: "kiwi", rotis: "roti", chapatis: "chapati", salamis: "salami", blinis: "blini" };
  const INVARIANT = new Set(("couscous hummus houmous asparagus molasses swiss species series haggis pastis cassis anis gras ananas " +
    "citrus octopus hibiscus jus mais reis kurbis ijs kaas schnapps lees").split(" "));
  const IE = new Set("cookies brownies veggies smoothies pies calories hoagies ties goodies".split(" "));
  const OE = new Set("sloes shoes toes floes hoes".split(" "));
  const CHE = new Set("brioches quiches ganaches niches cliches creches pistaches panaches douches".split(" "));
  function singular(w) {
    if (IRREGULAR[w]) return IRREGULAR[w];
    if (w.length < 4 || !/^[a-z']+$/.test(w) || INVARIANT.has(w) || !w.endsWith("s")) return w;
    if (["ss", "us", "is", "aas", "oos", "uus"].some((x) => w.endsWith(x))) return w;
    if (w.endsWith("ies")) return IE.has(w) ? w.slice(0, -1) : w.slice(0, -3) + "y";
    if (w.endsWith("oes")) return OE.has(w) ? w.slice(0, -1) : w.slice(0, -2);
    if (["ches", "shes", "sses", "xes", "zzes"].some((x) => w.endsWith(x))) return CHE.has(w) ? w.slice(0, -1) : w.slice(0, -2);
    return w.slice(0, -1);
  }
  /** What a person typed as an ingredient, as words comparable with ingredient keys: "Eggs" → ["egg"]. */
  function ingredientWords(text) {
    const words = fold(text).replace(/\u2019/g, "'").split(/[\s\-_‐–]+/).map((w) => w.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, "")).filter(Boolean);
    return words.map(singular);
  }
  /** A list a person typed ("eggs, flour; milk"): items as word lists, without repeats. */
  function parseList(text) {
    const seen = new Set(), out = [];
    for (const part of String(text || "").split(/[,;，；、\n]+/)) {
      const words = ingredientWords(part);
      if (words.length && !seen.has(words.join(" "))) { seen.add(words.join(" ")); out.push(words); }
    }
    return out;
  }
  /** Whether an ingredient key ("plain flour") is `item` (["flour"], as ingredientWords gives it): the
      item's words appear in the key in order, a key's word also in its singular. */
  const keyWordCache = new Map();
  function keyWords(key) {
    let words = keyWordCache.get(key);
    if (!words) {
      words = key.split(" ").map((w) => [w, singular(w)]);
      keyWordCache.set(key, words);
    }
    return words;
  }
  function keyHas(key, item) {
    const words = keyWords(key);
    outer: for (let i = 0; i + item.length <= words.length; i++) {
      for (let j = 0; j < item.length; j++) {
        const kw = words[i + j], w = item[j];
        if (kw[0] !== w && kw[1] !== w) continue outer;
      }
      return true;
    }
    return false;
  }
  /** How much of a recipe `pantry` covers: {have, missing (keys), share}. */
  function coverage(keys, pantry) {
    const have = [], missing = [];
    for (const k of keys) (pantry.some((item) => keyHas(k, item)) ? have : missing).push(k);
    return { have, missing, share: keys.length ? have.length / keys.length : 0 };
  }
  /** Whether a recipe ({keys, allergens, diets}) has something to leave out: {allergens: [...], words: [[...]],
      diets: [...]} (words as ingredientWords gives them; a recipe lacking one of the diets is left out too). */
  function excluded(row, exclude) {
    if (!exclude) return false;
    if ((exclude.allergens || []).some((a) => row.allergens.includes(a))) return true;
    if ((exclude.diets || []).some((d) => !(row.diets || []).includes(d))) return true;
    return (exclude.words || []).some((item) => row.keys.some((k) => keyHas(k, item)));
  }

  // ---- Facets and the whole search ----
  /** A facet value as it appears in the URL: "Gluten-free" → "gluten-free". */
  const slug = (name) => fold(name).replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "");
  /** Choices for the longest total time, in minutes. */
  const TIMES = [15, 30, 45, 60, 90, 120, 180];

  /** An empty search state: text, one chosen value per facet (-1 for any), longest time, pantry, exclusions. */
  const emptyState = (facetCount) => ({ q: "", facets: new Array(facetCount).fill(-1), time: null, have: "", exclude: { allergens: [], words: [] } });

  /** The search state in `params` (URLSearchParams): q, one parameter per facet (by value slug), time, have. */
  function stateFromParams(params, meta) {
    const state = emptyState(meta.facetNames.length);
    state.q = params.get("q") || "";
    meta.facetNames.forEach((name, i) => {
      const v = params.get(name);
      if (v) state.facets[i] = meta.facets[i].findIndex((x) => slug(x) === slug(v));
    });
    const time = parseInt(params.get("time"), 10);
    state.time = time > 0 ? time : null;
    state.have = params.get("have") || "";
    return state;
  }
  /** The query string of a state (without exclusions, which stay in the browser). */
  function paramsOf(state, meta) {
    const p = new URLSearchParams();
    if (state.q.trim()) p.set("q", state.q.trim());
    meta.facetNames.forEach((name, i) => { if (state.facets[i] >= 0) p.set(name, slug(meta.facets[i][state.facets[i]])); });
    if (state.time) p.set("time", String(state.time));
    if (state.have.trim()) p.set("have", state.have.trim());
    return p.toString();
  }

  /** Runs a search over loaded data:
      data = {meta, facets: rows from facets.js, shards: {shard: terms}, ingredients: [{keys, allergens}] by document,
      order: the documents' numbers in title order (facets.js; without it, they are numbered in title order)}.
      Returns {results: [{doc, score, have?, missing?, share?}], counts: [[n per value] per facet], timeCounts,
      hidden (recipes left out by the exclusions), need: [chunks of ingredients still to load]}. */
  function search(data, state) {
    const meta = data.meta, n = meta.documents, rows = data.facets, nf = meta.facetNames.length;
    const words = queryWords(state.q);
    // Documents are numbered in an order that a recipe's new title leaves be (so an edit changes
    // few index files); `data.order` lists them in title order, the order results are shown in.
    const order = data.order || null, place = order ? data.place ||= placesOf(order) : null;
    let candidates = words.length ? rank(words, data.shards, n, place)
      : order ? order.map((doc) => ({ doc, score: 0 })) : Array.from({ length: n }, (_, doc) => ({ doc, score: 0 }));
    const pantry = parseList(state.have);
    const x = state.exclude || {};
    let exclude = { allergens: x.allergens || [], diets: x.diets || [], words: (x.words || []).map(ingredientWords).filter((w) => w.length) };
    if (!exclude.allergens.length && !exclude.words.length && !exclude.diets.length) exclude = null;
    const counts = meta.facets.map((values) => new Array(values.length).fill(0)), timeCounts = TIMES.map(() => 0);
    if (pantry.length || exclude) {
      const need = new Set();
      for (const c of candidates) if (!data.ingredients[c.doc]) need.add(Math.floor(c.doc / meta.chunk));
      if (need.size) return { results: [], counts, timeCounts, hidden: 0, need: [...need].sort((a, b) => a - b) };
    }
    let hidden = 0;
    if (exclude) {
      candidates = candidates.filter((c) => !excluded(data.ingredients[c.doc], exclude) || (hidden++, false));
    }
    if (pantry.length) {
      candidates = candidates.map((c) => Object.assign(c, coverage(data.ingredients[c.doc].keys, pantry))).filter((c) => c.share > 0);
      const tie = byTitle(place);
      candidates.sort((a, b) => b.share - a.share || b.score - a.score || tie(a, b));
    }
    const wants = state.facets, time = state.time, results = [], nt = TIMES.length;
    // A recipe counts towards a facet's values when it passes every other filter (so counts say what choosing gives).
    for (let k = 0; k < candidates.length; k++) {
      const c = candidates[k], row = rows[c.doc], minutes = row[nf];
      let failed = -1, fails = 0;
      for (let f = 0; f < nf; f++) {
        if (wants[f] >= 0 && row[f].indexOf(wants[f]) < 0) { failed = f; fails++; }
      }
      if (time && !(minutes != null && minutes <= time)) { failed = nf; fails++; }
      if (fails > 1) continue;
      for (let f = 0; f < nf; f++) {
        if (fails && failed !== f) continue;
        const values = row[f], cf = counts[f];
        for (let j = 0; j < values.length; j++) cf[values[j]]++;
      }
      if ((!fails || failed === nf) && minutes != null) for (let i = 0; i < nt; i++) if (minutes <= TIMES[i]) timeCounts[i]++;
      if (!fails) results.push(c);
    }
    return { results, counts, timeCounts, hidden, need: [] };
  }

  const logic = { fold, terms, shardOf, shardFile, queryWords, withinOneEdit, matchFactor, matchingTerms, rank, decodePostings, rowsFromColumns,
    singular, ingredientWords, parseList, keyHas, coverage, excluded, slug, TIMES, emptyState, stateFromParams, paramsOf, search,
    EXACT, PREFIX, TYPO };
  if (typeof module === "object" && module.exports) { module.exports = logic; return; }
  root.cookgenSearchLogic = logic;

  // ======================================= The page =======================================
  const doc = root.document, ui = doc.querySelector("[data-search-ui]");
  if (!ui) return;
  const $ = (s, r = doc) => r.querySelector(s), $$ = (s, r = doc) => [...r.querySelectorAll(s)];
  const el = (tag, cls, text) => {
    const e = doc.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  };
  // UI strings: kitchen-data.js, loaded before every page script.
  const strings = window.cookgenStrings || {};
  const t = (key, vars = {}) => Object.keys(vars).reduce((s, k) => s.split("{" + k + "}").join(vars[k]), strings[key] || key);
  const store = {
    get(k, d) { try { const v = localStorage.getItem("cookgen." + k); return v == null ? d : JSON.parse(v); } catch (e) { return d; } },
    set(k, v) { try { localStorage.setItem("cookgen." + k, JSON.stringify(v)); } catch (e) {} }
  };
  const src = doc.currentScript?.getAttribute("src") || "", rootPath = src.slice(0, src.indexOf("assets/js/search.js"));
  const PAGE = 20;

  // Data files call these.
  const data = { meta: null, facets: null, docs: [], ingredients: [], shards: {} };
  root.cookgenSearch = {
    meta(m) { data.meta = m; },
    facets(rows) { data.facets = rows; },
    facetColumns(columns, order) {
      data.facets = rowsFromColumns(columns);
      data.order = order || null;
      data.place = null;
    },
    docs(n, rows) { rows.forEach((r, i) => { data.docs[n * data.meta.chunk + i] = { slug: r[0], title: r[1], url: r[2], image: r[3], minutes: r[4] }; }); },
    ingredients(n, rows) { rows.forEach((r, i) => { data.ingredients[n * data.meta.chunk + i] = { keys: r[0], allergens: r[1], diets: r[2] || [] }; }); },
    terms(shard, list) {
      for (const term in list) list[term] = decodePostings(list[term]);
      data.shards[shard] = list;
    }
  };
  const loading = {};
  function load(path) {
    return loading[path] ||= new Promise((ok, fail) => {
      const s = el("script");
      s.src = rootPath + "search/" + path;
      s.onload = () => { s.remove(); ok(); };
      s.onerror = () => { s.remove(); delete loading[path]; fail(new Error(path)); };
      doc.head.append(s);
    });
  }
  const chunks = (docs) => [...new Set(docs.map((d) => Math.floor(d / data.meta.chunk)))];
  const loadDocs = (docs) => Promise.all(chunks(docs.filter((d) => !data.docs[d])).map((n) => load(`docs-${n}.js`)));

  // The controls.
  const form = $("[data-search-form]"), input = $("#search-q"), statusLine = $("[data-search-status]"), list = $("[data-search-results]");
  const more = $("[data-search-more]"), facetSelects = $$("select[data-facet]"), timeSelect = $("select[data-time]");
  const pantryForm = $("[data-pantry-form]"), pantryInput = $("#search-have"), excludeForm = $("[data-exclude-form]"), excludeInput = $("#search-exclude");
  const chipList = $("[data-exclude-chips]"), allergenBox = $("[data-allergens]");
  let state = null, result = null, shown = 0, run = 0;

  // The exclusions are the diet profile's (profile.js, "cookgen.profile"): leaving something out here
  // leaves it out of every list too. Older exclusions of this page ("cookgen.search.exclude") are read once.
  let ignoreProfile = false;
  const strs = (x) => Array.isArray(x) ? x.filter((v) => typeof v === "string") : [];
  const exclusions = () => {
    const x = store.get("profile", null) || store.get("search.exclude", null);
    return { allergens: strs(x?.allergens), words: strs(x?.words), diets: strs(x?.diets) };
  };
  const saveExclusions = (x) => store.set("profile", x);
  const allergenLabel = (a) => strings["js_allergen_" + a] || a;
  // A typed word that names an allergen ("nuts", "Nüsse", "lactose") becomes that allergen: its label, its
  // name, or a word js_allergen_words maps to it ("lactose=milk; dairy=milk").
  const allergenWords = {};
  for (const pair of (strings.js_allergen_words || "").split(";")) {
    const [w, a] = pair.split("=");
    if (w && a) allergenWords[ingredientWords(w).join(" ")] = a.trim();
  }
  function allergenOf(text) {
    const w = ingredientWords(text).join(" "), known = data.meta?.allergens || [];
    const a = known.find((a) => w === a || w === singular(a) || w === ingredientWords(allergenLabel(a)).join(" ")) || allergenWords[w];
    return a && known.includes(a) ? a : null;
  }
  function addExclusions(text) {
    const x = exclusions();
    for (const part of String(text).split(/[,;，；、\n]+/)) {
      const words = ingredientWords(part);
      if (!words.length) continue;
      const a = allergenOf(part);
      if (a) { if (!x.allergens.includes(a)) x.allergens.push(a); }
      else if (!x.words.includes(part.trim())) x.words.push(part.trim());
    }
    saveExclusions(x);
  }
  function toggleAllergen(a) {
    const x = exclusions(), i = x.allergens.indexOf(a);
    i >= 0 ? x.allergens.splice(i, 1) : x.allergens.push(a);
    saveExclusions(x);
    go(true);
  }
  function renderExclusions() {
    const x = exclusions();
    for (const b of $$("button[data-allergen]", allergenBox)) b.setAttribute("aria-pressed", x.allergens.includes(b.dataset.allergen));
    chipList.textContent = "";
    const chips = x.diets.map((d) => [t("diet_" + d.replace(/-/g, "_")), () => { const y = exclusions(); y.diets = y.diets.filter((v) => v !== d); saveExclusions(y); go(true); }, "js_search_only"])
      .concat(x.allergens.map((a) => [allergenLabel(a), () => toggleAllergen(a)]))
      .concat(x.words.map((w) => [w, () => { const y = exclusions(); y.words = y.words.filter((v) => v !== w); saveExclusions(y); go(true); }]));
    for (const [label, remove, key] of chips) {
      const li = el("li"), b = el("button", "chip chip-remove");
      b.type = "button";
      b.append(el("span", null, t(key || "js_search_without", { name: label })), el("span", "chip-x", "×"));
      b.setAttribute("aria-label", t("js_remove", { name: label }));
      b.onclick = remove;
      li.append(b);
      chipList.append(li);
    }
    chipList.hidden = !chips.length;
    const count = $("[data-exclude-count]");
    if (count) { count.textContent = chips.length; count.hidden = !chips.length; }
  }
  function buildAllergens() {
    allergenBox.textContent = "";
    for (const a of data.meta.allergens || []) {
      const b = el("button", "chip chip-toggle", allergenLabel(a));
      b.type = "button";
      b.dataset.allergen = a;
      b.setAttribute("aria-pressed", "false");
      b.onclick = () => toggleAllergen(a);
      allergenBox.append(b);
    }
  }

  // State ↔ controls ↔ URL.
  function readControls() {
    const s = emptyState(data.meta.facetNames.length);
    s.q = input.value;
    facetSelects.forEach((sel) => { if (+sel.dataset.facet >= 0) s.facets[+sel.dataset.facet] = sel.value === "" ? -1 : +sel.value; });
    s.time = timeSelect.value ? +timeSelect.value : null;
    s.have = pantryInput.value;
    s.exclude = ignoreProfile ? null : exclusions();
    return s;
  }
  function writeControls(s) {
    input.value = s.q;
    for (const box of $$("input[name=q]")) if (box !== input) box.value = s.q;
    pantryInput.value = s.have;
    if (s.have) $("[data-pantry]").open = true;
    fillSelects(s, null);
  }
  function fillSelects(s, r) {
    const active = s.facets.filter((v) => v >= 0).length + (s.time ? 1 : 0), filters = $("[data-filters]");
    if (active || matchMedia("(min-width: 60rem)").matches) filters.open = true;
    $("[data-filter-count]").textContent = active;
    $("[data-filter-count]").hidden = !active;
    facetSelects.forEach((sel) => {
      const f = +sel.dataset.facet, values = (f >= 0 && data.meta.facets[f]) || [];
      sel.closest("[data-facet-box]").hidden = !values.length;
      sel.textContent = "";
      sel.append(new Option(t("js_search_any"), ""));
      values.forEach((name, i) => {
        const n = r ? r.counts[f][i] : null, o = new Option(n == null ? name : `${name} (${n})`, String(i));
        o.disabled = n === 0 && s.facets[f] !== i;
        sel.append(o);
      });
      sel.value = f >= 0 && s.facets[f] >= 0 ? String(s.facets[f]) : "";
    });
    timeSelect.textContent = "";
    timeSelect.append(new Option(t("js_search_any"), ""));
    TIMES.forEach((m, i) => {
      const n = r ? r.timeCounts[i] : null, label = t("js_search_up_to", { n: m });
      const o = new Option(n == null ? label : `${label} (${n})`, String(m));
      o.disabled = n === 0 && s.time !== m;
      timeSelect.append(o);
    });
    if (s.time && !TIMES.includes(s.time)) timeSelect.append(new Option(t("js_search_up_to", { n: s.time }), String(s.time)));
    timeSelect.value = s.time ? String(s.time) : "";
  }
  function updateURL(s, push) {
    const query = paramsOf(s, data.meta), url = location.pathname + (query ? "?" + query : "");
    if (url === location.pathname + location.search) return;
    try { history[push ? "pushState" : "replaceState"](null, "", url); } catch (e) {}
  }

  // Searching and showing.
  function busy(on) { ui.setAttribute("aria-busy", on ? "true" : "false"); }
  async function go(push, fromURL) {
    if (!data.meta) return;
    const mine = ++run;
    state = fromURL ? fromURL : readControls();
    state.exclude = ignoreProfile ? null : exclusions();
    if (!fromURL) updateURL(state, push);
    renderExclusions();
    busy(true);
    try {
      const words = queryWords(state.q);
      await Promise.all(words.map(shardOf).filter((s) => !data.shards[s] && data.meta.shards.includes(s)).map((s) => load(`terms/${shardFile(s)}.js`)));
      let r = search(data, state);
      while (r.need.length) {
        if (mine === run) statusLine.textContent = t("js_loading");
        await Promise.all(r.need.map((n) => load(`ingredients-${n}.js`)));
        r = search(data, state);
      }
      if (mine !== run) return;
      result = r;
      shown = 0;
      fillSelects(state, r);
      list.textContent = "";
      await showMore(mine);
    } catch (e) {
      if (mine === run) statusLine.textContent = t("js_search_failed");
    } finally {
      if (mine === run) busy(false);
    }
  }
  async function showMore(mine = run) {
    const next = result.results.slice(shown, shown + PAGE);
    await loadDocs(next.map((c) => c.doc));
    if (mine !== run) return;
    for (const c of next) list.append(item(c));
    shown += next.length;
    more.hidden = shown >= result.results.length;
    const n = result.results.length;
    let text = n === 0 ? t("js_search_none") : t(n === 1 ? "js_search_count_one" : "js_search_count", { n });
    if (result.hidden) text += " " + t("js_search_hidden", { n: result.hidden });
    statusLine.textContent = text;
    // Everything, for once, when the profile (or this page's exclusions) left something out.
    if (result.hidden || ignoreProfile) {
      const b = el("button", "link-button", ignoreProfile ? t("js_profile_filter_again") : t("js_profile_show_all"));
      b.type = "button";
      b.dataset.profileToggle = "";
      b.onclick = () => { ignoreProfile = !ignoreProfile; go(false); };
      statusLine.append(" ", b);
    }
  }
  function item(c) {
    const d = data.docs[c.doc], row = data.facets[c.doc], li = el("li", "result"), body = el("div", "result-body");
    const a = el("a", "result-title", d.title);
    a.href = rootPath + d.url;
    li.dataset.slug = d.slug;
    const media = el("div", "result-media");
    if (d.image) {
      const img = el("img");
      img.src = (/^https?:\/\//i.test(d.image) ? "" : rootPath) + d.image; // a remote picture is used as written
      img.alt = "";
      img.loading = "lazy";
      media.append(img);
    }
    body.append(a);
    const meta = [];
    if (d.minutes != null) meta.push(t("js_search_minutes", { n: d.minutes }));
    for (const name of ["category", "diet", "level"]) {
      const f = data.meta.facetNames.indexOf(name);
      if (f >= 0) for (const v of row[f] || []) meta.push(data.meta.facets[f][v]);
    }
    if (meta.length) body.append(el("p", "result-meta", meta.join(" · ")));
    if (c.share != null) {
      const p = el("p", "result-pantry");
      p.append(el("span", "result-have", t("js_search_have", { n: c.have.length, total: c.have.length + c.missing.length })));
      if (c.missing.length) p.append(" · ", el("span", "result-missing", t("js_search_missing", { list: c.missing.join(", ") })));
      else p.append(" · ", el("span", "result-missing", t("js_search_have_all")));
      body.append(p);
    }
    li.append(media, body);
    return li;
  }

  // Wiring.
  let typing;
  let ready = false, typed = false;
  input.addEventListener("input", () => {
    typed = true;
    clearTimeout(typing);
    if (ready) typing = setTimeout(() => go(false), 120);
  });
  form.addEventListener("submit", (e) => { e.preventDefault(); clearTimeout(typing); if (ready) go(true); });
  // This page has its own box: the header's is for the other pages.
  for (const f of $$("form[role=search]")) if (f !== form && !ui.contains(f)) f.hidden = true;
  for (const sel of [...facetSelects, timeSelect]) sel.addEventListener("change", () => go(true));
  pantryForm.addEventListener("submit", (e) => { e.preventDefault(); go(true); });
  $("[data-pantry-clear]").onclick = () => { pantryInput.value = ""; go(true); };
  excludeForm.addEventListener("submit", (e) => { e.preventDefault(); addExclusions(excludeInput.value); excludeInput.value = ""; go(true); });
  $("[data-clear-filters]").onclick = () => {
    facetSelects.forEach((s) => { s.value = ""; });
    timeSelect.value = "";
    go(true);
  };
  more.onclick = () => showMore();
  $("[data-search-surprise]").onclick = async () => {
    if (!result || !result.results.length) { statusLine.textContent = t("js_search_surprise_none"); return; }
    const pick = result.results[Math.floor(Math.random() * result.results.length)].doc;
    await loadDocs([pick]);
    location.href = rootPath + data.docs[pick].url;
  };
  addEventListener("popstate", () => {
    const s = stateFromParams(new URLSearchParams(location.search), data.meta);
    writeControls(s);
    go(false, s);
  });
  addEventListener("storage", (e) => { if (e.key === "cookgen.profile") go(false); });

  // Start: the index's table of contents and the facet values, then the query in the URL.
  ui.hidden = false;
  busy(true);
  statusLine.textContent = t("js_loading");
  Promise.all([load("meta.js"), load("facets.js")]).then(() => {
    // Each select is the facet of its name; a facet the index does not have stays hidden.
    for (const sel of facetSelects) sel.dataset.facet = data.meta.facetNames.indexOf(sel.name);
    buildAllergens();
    const s = stateFromParams(new URLSearchParams(location.search), data.meta);
    if (typed) s.q = input.value; // typed while the index was loading
    writeControls(s);
    ready = true;
    root.cookgenSearchPage = { data, logic, search: (q) => search(data, Object.assign(readControls(), q)), go };
    return go(false, s);
  }).catch(() => { statusLine.textContent = t("js_search_failed"); busy(false); });
})(this);
