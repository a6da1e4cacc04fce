/* cookgen default theme, every page: favourites, the shopping list, cards to print, filtering.
   Without it every page is complete: the controls it needs are rendered `hidden` and shown here.
   Data comes in <script> elements and data files, never fetch, so file:// works too. */
(() => {
  "use strict";
  const doc = document, html = doc.documentElement;
  const $ = (s, root = doc) => root.querySelector(s), $$ = (s, root = doc) => [...root.querySelectorAll(s)];
  const el = (tag, cls, text) => {
    const e = doc.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  };
  const store = {
    get(k, d) { try { const v = localStorage.getItem("cookgen." + k); return v == null ? d : JSON.parse(v); } catch (e) { return d; } },
    set(k, v) { try { v == null ? localStorage.removeItem("cookgen." + k) : localStorage.setItem("cookgen." + k, JSON.stringify(v)); } catch (e) {} }
  };
  // UI strings: kitchen-data.js, loaded before every page script.
  const strings = window.cookgenStrings || {};
  const t = (key, vars = {}) => Object.keys(vars).reduce((s, k) => s.split("{" + k + "}").join(vars[k]), strings[key] || key);
  // PluralRule (Swift): `key_one` for "1 serving", French also below 2, Chinese never; else `key`.
  const lang = (html.lang || "en").split(/[-_]/)[0].toLowerCase();
  const isOne = (n) => ["fr", "pt"].includes(lang) ? n >= 0 && n < 2 : ["zh", "ja", "ko"].includes(lang) ? false : n === 1;
  const tn = (key, n) => t(isOne(n) && strings[key + "_one"] ? key + "_one" : key, { n });
  const K = window.cookgenKitchenLogic.make(window.cookgenKitchen);
  // The site root relative to this page, from this script's own src ("../assets/js/site.js").
  const src = doc.currentScript?.getAttribute("src") || "", rootPath = src.slice(0, src.indexOf("assets/js/site.js"));

  // Data files: recipes-<n>.js call cookgenRegister for the recipes whose slug hashes to n
  // (32-bit FNV-1a of its UTF-8 bytes, modulo window.cookgenDataFiles, as RecipeDataFiles in
  // Swift); cards.js calls cookgenCards.
  const registry = {};
  let cards = null;
  window.cookgenRegister = (d) => { if (d?.slug) registry[d.slug] = d; };
  window.cookgenCards = (list) => { cards = list || []; };
  const load = (path) => new Promise((ok, fail) => {
    const s = el("script");
    s.src = rootPath + path;
    s.onload = () => { s.remove(); ok(); };
    s.onerror = () => { s.remove(); fail(new Error(path)); };
    doc.head.append(s);
  });
  const dataFile = (slug) => {
    let h = 0x811c9dc5;
    for (const byte of new TextEncoder().encode(slug)) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
    return h % Math.max(1, window.cookgenDataFiles || 1);
  };
  const loading = {};
  const recipeData = (slug) => {
    if (registry[slug]) return Promise.resolve(registry[slug]);
    const n = dataFile(slug);
    loading[n] ||= load("assets/data/recipes-" + n + ".js").catch((e) => { delete loading[n]; throw e; });
    return loading[n].then(() => registry[slug]);
  };
  // A recipe's data, loaded once: the one way the pages' scripts get it (book.js too).
  const ensureRecipe = recipeData;
  const allCards = () => cards ? Promise.resolve(cards) : load("assets/data/cards.js").then(() => cards || []);

  // A status line with an optional undo.
  let statusTimer;
  function status(text, undo) {
    const box = $("[data-status]");
    if (!box) return;
    clearTimeout(statusTimer);
    box.textContent = text;
    if (undo) {
      const b = el("button", "link-button", t("js_undo"));
      b.type = "button";
      b.onclick = () => { undo(); box.textContent = ""; };
      box.append(" ", b);
    }
    statusTimer = setTimeout(() => { box.textContent = ""; }, undo ? 10000 : 6000);
  }

  // Favourites: slugs. The shopping list: lines as added; kitchen.js merges them for display.
  const favourites = () => { const f = store.get("favourites", []); return Array.isArray(f) ? f : []; };
  function toggleFavourite(slug) {
    const f = favourites(), i = f.indexOf(slug);
    i >= 0 ? f.splice(i, 1) : f.push(slug);
    store.set("favourites", f);
    refresh();
  }
  function shop() {
    const s = store.get("shopping", null);
    return s && Array.isArray(s.lines) ? { checked: {}, recipes: {}, sort: "aisle", ...s } : { lines: [], checked: {}, recipes: {}, sort: "aisle" };
  }
  function saveShop(s) {
    const keys = new Set(s.lines.map((l) => l.key)), slugs = new Set(s.lines.map((l) => l.slug));
    for (const k in s.checked) if (!keys.has(k)) delete s.checked[k];
    for (const k in s.recipes) if (!slugs.has(k)) delete s.recipes[k];
    store.set("shopping", s);
    refresh();
  }
  const scaleOf = (slug) => store.get("scale." + slug, null) || { f: 1, sys: "" };
  // A recipe's shopping data (components expanded) at `factor` replaces what the list had from it.
  function addRecipe(d, factor, s) {
    const own = !s;
    s = s || shop();
    s.lines = s.lines.filter((l) => l.slug !== d.slug).concat(K.scaleLines(d.shopping || d.ingredients, factor, d.slug));
    s.recipes[d.slug] = { title: d.title, url: d.url };
    if (own) saveShop(s);
    return s;
  }
  function addIngredient(d, ing, factor) {
    const s = shop(), line = { ...K.scaleLines([ing], factor, d.slug)[0], one: 1 };
    s.lines = s.lines.filter((l) => !(l.slug === d.slug && l.one && l.i === line.i)).concat([line]);
    s.recipes[d.slug] = { title: d.title, url: d.url };
    saveShop(s);
  }

  // Each listed recipe's heart: made here, since it needs this script to work.
  const HEART = '<svg class="icon icon-heart" aria-hidden="true" viewBox="0 0 24 24"><path d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 4.5 6.8 4.5c2.2 0 3.6 1.2 5.2 3 1.6-1.8 3-3 5.2-3 3.8 0 5.8 3.9 4.4 7.2C19.5 16.4 12 21 12 21z"/></svg>';
  function heart(slug, title) {
    const fav = el("button", "fav fav-card");
    fav.type = "button";
    fav.dataset.fav = slug;
    fav.setAttribute("aria-pressed", "false");
    fav.innerHTML = HEART;
    fav.append(el("span", "visually-hidden", t("js_favourite") + ": " + title));
    return fav;
  }
  for (const li of $$("li.card[data-slug]")) {
    if ($("[data-fav]", li)) continue;
    const body = $(".card-body", li);
    body?.before(heart(li.dataset.slug, $(".card-title", li)?.textContent.trim() || ""));
  }

  // Badges, hearts, and the pages that list favourites and the shopping list.
  function refresh() {
    const f = favourites(), items = K.merge(shop().lines);
    for (const [which, n] of [["favourites", f.length], ["shopping", items.length]]) {
      for (const b of $$(`[data-badge=${which}]`)) { b.textContent = n; b.classList.toggle("badge-zero", !n); }
    }
    for (const b of $$("[data-fav]")) {
      b.hidden = false;
      b.setAttribute("aria-pressed", f.includes(b.dataset.fav));
    }
    renderFavourites(f);
    renderShop(items);
  }

  const favList = $("[data-fav-list]");
  function card(c) {
    const li = el("li", "card"), art = el("article", "card-inner"), media = el("div", "card-media"), body = el("div", "card-body");
    const h = el("h3", "card-title"), a = el("a", "card-link", c.title), fav = heart(c.slug, c.title);
    li.dataset.slug = c.slug;
    if (c.image) {
      const img = el("img");
      Object.assign(img, { src: (/^https?:\/\//i.test(c.image.src) ? "" : rootPath) + c.image.src, alt: c.image.alt || "", loading: "lazy" });
      media.append(img);
    }
    a.href = rootPath + c.url;
    h.append(a);
    body.append(h);
    if (c.description) body.append(el("p", "card-description", c.description));
    if (c.totalTime) body.appendChild(el("ul", "card-meta")).append(el("li", "card-time", c.totalTime));
    art.append(media, fav, body);
    li.append(art);
    return li;
  }
  function renderFavourites(f) {
    if (!favList) return;
    allCards().then((list) => {
      const bySlug = Object.fromEntries(list.map((c) => [c.slug, c]));
      // A card unfavourited here stays (so a slip can be undone) until the page is opened again.
      for (const slug of f) if (bySlug[slug] && !$(`[data-slug="${CSS.escape(slug)}"]`, favList)) favList.append(card(bySlug[slug]));
      const shown = $$("li[data-slug]", favList).length, counter = $("[data-fav-count]");
      $("[data-fav-empty]").hidden = shown > 0;
      for (const x of $$(".list-tools")) x.hidden = !shown;
      if (counter) { counter.textContent = f.filter((s) => bySlug[s]).length; counter.hidden = !shown; }
      for (const b of $$("[data-fav]", favList)) { b.hidden = false; b.setAttribute("aria-pressed", f.includes(b.dataset.fav)); }
    });
  }

  const shopList = $("[data-shop-list]");
  function removeLines(keep, name) {
    const before = shop(), s = shop();
    s.lines = s.lines.filter(keep);
    saveShop(s);
    status(t("js_removed", { name }), () => saveShop(before));
  }
  function renderShop(items) {
    if (!shopList) return;
    const s = shop(), byName = (a, b) => a.name.localeCompare(b.name, html.lang), groups = [];
    $("[data-shop-empty]").hidden = items.length > 0;
    $("[data-shop-tools]").hidden = !items.length;
    for (const r of $$("[name=shop-sort]")) r.checked = r.value === (s.sort || "aisle");
    if (s.sort === "az") groups.push([null, items.slice().sort(byName)]);
    else {
      const byAisle = {};
      for (const i of items) (byAisle[i.aisle] ||= []).push(i);
      for (const a of Object.keys(byAisle).sort((a, b) => K.aisleOrder(a) - K.aisleOrder(b) || (a < b ? -1 : 1))) groups.push([a, byAisle[a].sort(byName)]);
    }
    shopList.textContent = "";
    for (const [aisle, list] of groups) {
      const sec = shopList.appendChild(el("section", "shop-group")), ul = el("ul", "shop-items");
      if (aisle) sec.append(el("h2", "shop-aisle", t("aisle_" + aisle)));
      for (const item of list) {
        const li = el("li", "shop-item"), label = el("label"), box = el("input"), text = el("span", "shop-text"), rm = el("button", "shop-remove");
        const amounts = item.amounts.some((a) => a.text) ? item.amounts.map((a) => a.text || t("js_as_needed")).join(" + ") : "";
        const from = item.recipes.map((r) => s.recipes[r]?.title || r).join(" · ");
        box.type = "checkbox";
        box.checked = !!s.checked[item.key];
        li.classList.toggle("done", box.checked);
        box.onchange = () => {
          const x = shop();
          if (box.checked) x.checked[item.key] = true; else delete x.checked[item.key];
          saveShop(x);
        };
        text.append(el("span", "shop-name", item.name));
        if (amounts) text.append(el("span", "shop-amount", amounts));
        if (from) text.append(el("span", "shop-from", from));
        label.append(box, text);
        rm.type = "button";
        rm.innerHTML = '<span aria-hidden="true">×</span>';
        rm.append(el("span", "visually-hidden", t("js_remove", { name: item.name })));
        rm.onclick = () => removeLines((l) => l.key !== item.key, item.name);
        li.append(label, rm);
        ul.append(li);
      }
      sec.append(ul);
    }
    const box = $("[data-shop-recipes]"), ul = $("ul", box), slugs = Object.keys(s.recipes);
    box.hidden = !slugs.length;
    ul.textContent = "";
    for (const slug of slugs.sort((a, b) => s.recipes[a].title.localeCompare(s.recipes[b].title, html.lang))) {
      const r = s.recipes[slug], li = el("li"), a = el("a", null, r.title), rm = el("button", "link-button", t("js_remove_recipe"));
      a.href = rootPath + r.url;
      rm.type = "button";
      rm.setAttribute("aria-label", t("js_remove", { name: r.title }));
      rm.onclick = () => removeLines((l) => l.slug !== slug, r.title);
      li.append(a, " ", rm);
      ul.append(li);
    }
  }
  if (shopList) {
    for (const r of $$("[name=shop-sort]")) r.onchange = () => saveShop({ ...shop(), sort: r.value });
    $("[data-shop-clear]").onclick = () => {
      const before = shop();
      saveShop({ lines: [], checked: {}, recipes: {}, sort: before.sort });
      status(t("js_cleared"), () => saveShop(before));
    };
    $("[data-shop-share]").onclick = () => {
      const s = shop(), items = K.merge(s.lines), open = items.filter((i) => !s.checked[i.key]), fb = $("[data-share-fallback]");
      const text = t("js_list_title") + "\n" + (open.length ? open : items).map((i) => "• " + K.itemText(i, t("js_as_needed"))).join("\n");
      const fallback = () => { fb.hidden = false; const ta = $("textarea", fb); ta.value = text; ta.focus(); ta.select(); };
      if (navigator.share) navigator.share({ title: t("js_list_title"), text }).catch(() => {});
      else if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(() => status(t("js_copied")), fallback);
      else fallback();
    };
  }

  // Printing: the chosen card size is a class on <html> and an @page size.
  const FORMATS = { a6: "105mm 148mm;margin:6mm", "4x6": "4in 6in;margin:6mm", a5: "148mm 210mm;margin:9mm", full: "auto;margin:12mm" };
  const pageStyle = doc.head.appendChild(el("style"));
  function setFormat(f) {
    if (!FORMATS[f]) f = "full";
    for (const k in FORMATS) html.classList.toggle("print-" + k, k === f);
    pageStyle.textContent = `@page{size:${FORMATS[f]}}`;
    for (const r of $$("[name=print-format]")) r.checked = r.value === f;
    store.set("print", f);
  }
  setFormat(store.get("print", "full"));
  for (const r of $$("[name=print-format]")) r.onchange = () => setFormat(r.value);
  for (const b of $$("[data-print]")) b.onclick = () => { html.classList.remove("stacking"); window.print(); };
  addEventListener("afterprint", () => html.classList.remove("stacking"));

  // One recipe as a card, at the scale the cook chose for it; a category, a tag or the favourites
  // print as a stack of them.
  function printCard(d, factor) {
    const own = scaleOf(d.slug), sc = factor > 0 ? { f: factor, sys: own.sys } : own, art = el("article", "print-card"), body = el("div", "print-card-body"), ings = el("section", "print-card-ingredients");
    const meta = [d.servings && tn("js_servings", K.servingsAfter(d.servings, sc.f)), d.yield].filter(Boolean);
    let group, ul;
    art.append(el("h2", null, d.title));
    if (meta.length) art.append(el("p", "print-card-meta", meta.join(" · ")));
    ings.append(el("h3", null, t("js_ingredients")));
    for (const i of d.ingredients || []) {
      if (!ul || i.group !== group) {
        group = i.group;
        if (group) ings.append(el("h4", null, group));
        ul = ings.appendChild(el("ul"));
      }
      const li = ul.appendChild(el("li")), x = sc.f === 1 && !sc.sys ? null : K.display(i, sc.f, sc.sys);
      const amount = x ? (x.quantity + " " + x.unit).trim() : [i.text || (i.low != null ? K.format(i) : ""), i.unit].filter(Boolean).join(" ");
      if (amount) li.append(el("b", null, amount), " ");
      li.append(i.name + (i.note ? ", " + i.note : ""));
    }
    body.append(ings);
    const steps = (d.steps || []).filter((s) => s.html || s.text);
    if (steps.length) {
      const sec = body.appendChild(el("section", "print-card-steps")), ol = el("ol");
      sec.append(el("h3", null, t("js_steps")), ol);
      for (const s of steps) {
        const li = ol.appendChild(el("li"));
        if (s.html) li.innerHTML = s.html; else li.textContent = s.text; // html: the build's safe step HTML
        if (s.adult) li.prepend(el("span", "adult", s.adult), " ");
      }
    }
    art.append(body);
    return art;
  }
  // The cards a person sees (not filtered out by text or by the diet profile), each recipe once.
  const shownCards = () => {
    const seen = new Set();
    return $$("[data-cards] > li[data-slug]").filter((li) => !li.hidden && !li.classList.contains("profile-hidden")
      && !seen.has(li.dataset.slug) && seen.add(li.dataset.slug));
  };
  const shownSlugs = () => shownCards().map((li) => li.dataset.slug);
  const loadAll = (slugs) => Promise.all(slugs.map((s) => recipeData(s).catch(() => null))).then((list) => {
    const ok = list.filter(Boolean);
    if (ok.length < slugs.length) status(t("js_load_failed"));
    return ok;
  });
  for (const b of $$("[data-print-cards]")) b.onclick = () => {
    status(t("js_loading"));
    // A plan's cards print at the plan's scale (data-factor), others at the one the cook chose.
    const factors = Object.fromEntries(shownCards().map((li) => [li.dataset.slug, +li.dataset.factor || 0]));
    loadAll(shownSlugs()).then((list) => {
      $(".print-stack")?.remove();
      doc.body.appendChild(el("div", "print-stack")).append(...list.map((d) => printCard(d, factors[d.slug])));
      html.classList.add("stacking");
      status("");
      window.print();
    });
  };
  for (const b of $$("[data-shop-cards]")) b.onclick = () => loadAll(shownSlugs()).then((list) => {
    const before = shop(), s = shop();
    for (const d of list) addRecipe(d, scaleOf(d.slug).f, s);
    saveShop(s);
    status(t("js_added_recipes", { n: list.length }), () => saveShop(before));
  });

  // A meal plan: every recipe at the plan's scale (a recipe planned twice comes with its batches added
  // up), and the plan's extras, onto the list in one go. Recipes the diet profile hides stay off.
  for (const b of $$("[data-plan-shop]")) b.onclick = () => {
    const want = b.dataset.planEntries.split(/\s+/).filter(Boolean).map((x) => {
      const i = x.lastIndexOf("*");
      return { slug: x.slice(0, i), f: +x.slice(i + 1) || 1 };
    }).filter((x) => $$(`li[data-slug="${CSS.escape(x.slug)}"]`).some((li) => !li.classList.contains("profile-hidden")));
    let extras = null;
    try { extras = JSON.parse($("#cookgen-plan-extras")?.textContent || "null"); } catch (e) {}
    status(t("js_loading"));
    loadAll(want.map((x) => x.slug)).then((list) => {
      const before = shop(), s = shop(), factor = Object.fromEntries(want.map((x) => [x.slug, x.f]));
      for (const d of list) addRecipe(d, factor[d.slug], s);
      if (extras?.shopping?.length) addRecipe(extras, 1, s);
      saveShop(s);
      status(t("js_plan_added", { n: list.length }), () => saveShop(before));
    });
  };

  doc.addEventListener("click", (e) => {
    const b = e.target.closest?.("[data-fav]");
    if (b) { e.preventDefault(); toggleFavourite(b.dataset.fav); }
    for (const d of $$(".print-menu[open]")) if (!d.contains(e.target)) d.open = false;
  });
  addEventListener("storage", (e) => { if (!e.key || e.key.startsWith("cookgen.")) refresh(); });
  for (const x of $$("[data-needs-js]")) x.hidden = false;
  for (const a of $$(".site-tool")) if (a.href === location.href.split("#")[0]) a.setAttribute("aria-current", "page");

  // "Surprise me": a random recipe; without JS the link opens all recipes.
  for (const a of $$("[data-surprise]")) {
    const urls = a.dataset.surprise.split(/\s+/).filter(Boolean);
    if (urls.length) a.onclick = (e) => { e.preventDefault(); location.href = (a.dataset.root || "") + urls[Math.floor(Math.random() * urls.length)]; };
  }
  // The list/grid choice is pure CSS; remember it.
  const view = store.get("view", null);
  for (const input of $$(".view-toggle input")) {
    if (input.value === view) input.checked = true;
    input.onchange = () => store.set("view", input.value);
  }
  // Filter cards by text.
  for (const box of $$("[data-filter]")) {
    const listing = box.closest(".listing"), none = listing && $("[data-filter-empty]", listing), items = listing ? $$("[data-cards] > li", listing) : [];
    if (!items.length) continue;
    box.hidden = false;
    $("input", box).oninput = (e) => {
      const q = e.target.value.trim().toLowerCase();
      let shown = 0;
      for (const li of items) { li.hidden = !!q && !li.textContent.toLowerCase().includes(q); shown += !li.hidden && !li.classList.contains("profile-hidden"); }
      if (none) none.hidden = shown > 0;
    };
  }

  window.cookgen = { t, K, store, status, refresh, scaleOf, addRecipe, addIngredient, shop, saveShop, el, $, $$, allCards, load, ensureRecipe };
  refresh();
})();
