/* cookgen default theme, every page: the diet profile.

   A person picks diet forms and what to leave out (allergens, other ingredients) once, on profile.html;
   the choice is kept in localStorage ("cookgen.profile": {diets, allergens, words}) and the search page
   uses the same exclusions. Lists, the home page and plans then hide the recipes that do not fit, with a
   note that says how many and a button to show everything; a recipe page that does not fit says why.
   Without JavaScript nothing is filtered. What each recipe has comes from assets/data/cards.js: diet keys
   with what they imply (a vegan recipe is also vegetarian), allergens, and ingredient keys.

   The first half is pure logic (node requires this file: Tests/JS/profile.test.js). */
((root) => {
  "use strict";

  const list = (x) => Array.isArray(x) ? x.filter((v) => typeof v === "string" && v.trim()) : [];
  /** A stored profile made safe: {diets, allergens, words}, lists of strings. */
  function normalise(p) {
    return { diets: list(p?.diets), allergens: list(p?.allergens), words: list(p?.words) };
  }
  /** How many choices a profile has. */
  const size = (p) => p.diets.length + p.allergens.length + p.words.length;
  /** Why a recipe ({diets, allergens, keys}) does not fit a profile: [{kind: "diet"|"allergen"|"word", value}],
      empty when it fits. `keyHas(key, words)` and `wordsOf(text)` are search.js's ingredient matching. */
  function misfits(card, p, keyHas, wordsOf) {
    const out = [], diets = card.diets || [], allergens = card.allergens || [], keys = card.keys || [];
    for (const d of p.diets) if (!diets.includes(d)) out.push({ kind: "diet", value: d });
    for (const a of p.allergens) if (allergens.includes(a)) out.push({ kind: "allergen", value: a });
    if (keyHas && wordsOf) {
      for (const w of p.words) {
        const item = wordsOf(w);
        if (item.length && keys.some((k) => keyHas(k, item))) out.push({ kind: "word", value: w });
      }
    }
    return out;
  }
  /** Words a person typed ("mushrooms, coriander") added to a profile's words, without repeats. */
  function addWords(p, text) {
    const words = p.words.slice();
    for (const part of String(text || "").split(/[,;，；、\n]+/)) {
      const w = part.trim();
      if (w && !words.some((x) => x.toLowerCase() === w.toLowerCase())) words.push(w);
    }
    return { ...p, words };
  }

  const logic = { normalise, size, misfits, addWords };
  if (typeof module === "object" && module.exports) { module.exports = logic; return; }
  root.cookgenProfileLogic = logic;

  // ======================================= The page =======================================
  const doc = root.document, site = root.cookgen;
  if (!site) return;
  const { t, store, el, $, $$ } = site;
  const src = doc.currentScript?.getAttribute("src") || "", rootPath = src.slice(0, src.indexOf("assets/js/profile.js"));
  const label = (m) => m.kind === "diet" ? t("js_profile_not_diet", { diet: t("diet_" + m.value.replace(/-/g, "_")) })
    : t("js_profile_contains", { name: m.kind === "allergen" ? t("js_allergen_" + m.value) : m.value });

  function profile() {
    const p = store.get("profile", null);
    if (p) return normalise(p);
    // Exclusions chosen on the search page before there was a profile become the profile.
    return normalise(store.get("search.exclude", null));
  }
  function save(p) { store.set("profile", normalise(p)); update(); }

  // search.js has the ingredient matching (folding, singulars); it is loaded only when words need it.
  let matching = null;
  function wordMatching(p) {
    if (!p.words.length) return Promise.resolve(null);
    if (root.cookgenSearchLogic) return Promise.resolve(root.cookgenSearchLogic);
    return matching ||= site.load("assets/js/search.js").then(() => root.cookgenSearchLogic, () => null);
  }
  function check(p) {
    return Promise.all([site.allCards(), wordMatching(p)]).then(([cards, m]) => {
      const bySlug = Object.fromEntries(cards.map((c) => [c.slug, c]));
      return (slug) => bySlug[slug] ? misfits(bySlug[slug], p, m?.keyHas, m?.ingredientWords) : [];
    });
  }

  // Lists: every card on the page but the favourites (a person's own picks stay).
  let showAll = false, note = null;
  function filterLists(p, fits) {
    const cards = $$("ul.cards > li.card[data-slug]").filter((li) => !li.closest("[data-fav-list]"));
    if (!cards.length) return;
    const hidden = new Set();
    for (const li of cards) {
      const off = size(p) > 0 && fits(li.dataset.slug).length > 0;
      if (off) hidden.add(li.dataset.slug);
      li.classList.toggle("profile-hidden", off && !showAll);
    }
    if (!note) {
      note = el("div", "profile-note");
      note.setAttribute("role", "status");
      note.dataset.profileNote = "";
      const first = cards[0].closest("ul.cards");
      (first.closest(".listing, .plan-days, .home-section") || first).before(note);
    }
    note.hidden = !hidden.size;
    note.textContent = "";
    if (!hidden.size) return;
    note.append(el("span", "profile-note-text", showAll ? t("js_profile_showing_all", { n: hidden.size }) : t("js_profile_note", { n: hidden.size })), " ");
    const toggle = el("button", "link-button", showAll ? t("js_profile_filter_again") : t("js_profile_show_all"));
    toggle.type = "button";
    toggle.dataset.profileToggle = "";
    toggle.onclick = () => { showAll = !showAll; update(); };
    const edit = el("a", null, t("js_profile_edit"));
    edit.href = rootPath + "profile.html";
    note.append(toggle, " · ", edit);
    for (const empty of $$(".plan-meal")) empty.classList.toggle("profile-all-hidden", !showAll && !$$("li.card", empty).some((li) => !li.classList.contains("profile-hidden")));
  }

  // A recipe page that does not fit says why, gently; the recipe is still all there.
  function noteRecipe(fits) {
    let data = null;
    try { data = JSON.parse($("#cookgen-recipe")?.textContent || "null"); } catch (e) {}
    const title = $(".recipe-title");
    if (!data?.slug || !title) return;
    let box = $("[data-profile-misfit]");
    const reasons = fits(data.slug);
    if (!reasons.length) { box?.remove(); return; }
    if (!box) {
      box = el("p", "profile-misfit");
      box.dataset.profileMisfit = "";
      title.after(box);
    }
    box.textContent = t("js_profile_misfit", { reasons: reasons.map(label).join(", ") }) + " ";
    const edit = el("a", null, t("js_profile_edit"));
    edit.href = rootPath + "profile.html";
    box.append(edit);
  }

  // The profile page.
  const form = $("[data-profile-form]");
  function renderForm(p, fits, total) {
    for (const box of $$("input[name=diet]", form)) box.checked = p.diets.includes(box.value);
    for (const box of $$("input[name=allergen]", form)) box.checked = p.allergens.includes(box.value);
    const words = $("[data-profile-words]", form);
    words.textContent = "";
    for (const w of p.words) {
      const li = el("li"), b = el("button", "chip chip-remove");
      b.type = "button";
      b.append(el("span", null, t("js_search_without", { name: w })), el("span", "chip-x", "×"));
      b.setAttribute("aria-label", t("js_remove", { name: w }));
      b.onclick = () => { const q = profile(); q.words = q.words.filter((x) => x !== w); save(q); };
      li.append(b);
      words.append(li);
    }
    const hidden = total.filter((c) => fits(c.slug).length).length;
    $("[data-profile-summary]").textContent = size(p) ? t("js_profile_summary", { n: hidden, total: total.length }) : t("js_profile_empty");
  }
  if (form) {
    form.hidden = false;
    form.addEventListener("change", (e) => {
      const box = e.target;
      if (box.name !== "diet" && box.name !== "allergen") return;
      const p = profile(), key = box.name === "diet" ? "diets" : "allergens";
      p[key] = p[key].filter((x) => x !== box.value).concat(box.checked ? [box.value] : []);
      save(p);
    });
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const input = $("#profile-word");
      save(addWords(profile(), input.value));
      input.value = "";
    });
    $("[data-profile-clear]").onclick = () => {
      const before = profile();
      save({ diets: [], allergens: [], words: [] });
      site.status(t("js_profile_cleared"), () => save(before));
    };
  }

  let run = 0;
  function update() {
    const p = profile(), mine = ++run;
    for (const b of $$("[data-badge=profile]")) { b.textContent = size(p); b.classList.toggle("badge-zero", !size(p)); }
    // The search page filters with the same profile itself (search.js).
    if ($("[data-search-ui]")) return;
    check(p).then((fits) => {
      if (mine !== run) return;
      filterLists(p, fits);
      noteRecipe(fits);
      if (form) site.allCards().then((all) => renderForm(p, fits, all));
    }).catch(() => {});
  }
  addEventListener("storage", (e) => { if (!e.key || e.key === "cookgen.profile") update(); });
  update();
})(this);
