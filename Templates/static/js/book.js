/* cookgen default theme, book.html: the cookbook as a book, put together in the browser from the
   recipe data the site already has (each recipe through cookgen.ensureRecipe), so the page costs
   the build almost nothing. The same layout as `cookgen book` (BookHTML.swift), class for class.
   Selections: ?category=SLUG, ?tag=SLUG, ?plan=SLUG, ?favourites; ?paper=a4|letter|a5. */
(() => {
  "use strict";
  const C = window.cookgen, root = document.querySelector("[data-book-body]");
  let plan = null;
  try { plan = JSON.parse(document.getElementById("cookgen-book").textContent); } catch (e) {}
  if (!C || !root || !plan) return;
  const { el, $, $$, K } = C, L = plan.labels || {}, l = (k, d) => L[k] || d;
  const params = new URLSearchParams(location.search);
  const PAPER = { a4: ["A4", "18mm 18mm 20mm"], letter: ["letter", "18mm 18mm 20mm"], a5: ["A5", "14mm 12mm 16mm"] };

  // What goes in: positions in plan.slugs, in book order, and a subtitle for the cover.
  function choose() {
    let keep = null, subtitle = [];
    const pick = (list, key) => {
      const want = params.get(key);
      if (want == null) return;
      const term = (list || []).find((x) => x.slug === want || x.name.toLowerCase() === want.toLowerCase());
      const set = new Set(term ? term.r : []);
      keep = keep ? new Set([...keep].filter((i) => set.has(i))) : set;
      subtitle.push(term ? term.name : want);
    };
    pick(plan.categories, "category");
    pick(plan.tags, "tag");
    pick(plan.plans, "plan");
    if (params.has("favourites")) {
      const favs = new Set(C.store.get("favourites", []));
      const set = new Set(plan.slugs.map((s, i) => favs.has(s) ? i : -1).filter((i) => i >= 0));
      keep = keep ? new Set([...keep].filter((i) => set.has(i))) : set;
      subtitle.push($("[data-book-select] option[value=favourites]")?.textContent || "");
    }
    const chapters = plan.chapters.map((c) => ({ name: c.name, r: c.r.filter((i) => !keep || keep.has(i)) })).filter((c) => c.r.length);
    return { chapters, subtitle: subtitle.filter(Boolean).join(" · ") };
  }

  const link = (href, text, cls) => { const a = el("a", cls, text); a.href = href; return a; };
  const html = (tag, cls, markup) => { const e = el(tag, cls); e.innerHTML = markup; return e; }; // markup: the build's safe HTML

  function servings(d) {
    if (!d.servings) return null;
    const key = K && d.servings === 1 && L.js_servings_one ? "js_servings_one" : "js_servings";
    return l(key, "{n} servings").split("{n}").join(String(d.servings));
  }

  function recipe(d, n, numbers) {
    const art = el("article", "book-recipe"), head = el("header");
    art.id = "r-" + n;
    head.append(el("p", "book-no", String(n)), el("h3", null, d.title));
    if (d.description) head.append(el("p", "book-description", d.description));
    const facts = [servings(d), d.yield && l("yield", "Makes") + " " + d.yield, d.times].filter(Boolean);
    if (facts.length) head.append(el("p", "book-facts", facts.join(" · ")));
    art.append(head);
    if (d.image?.src) { const img = el("img", "book-image"); img.src = d.image.src; img.alt = d.image.alt || d.title; art.append(img); }
    const body = art.appendChild(el("div", "book-recipe-body"));
    if ((d.ingredients || []).length) {
      const sec = body.appendChild(el("section", "book-ingredients"));
      sec.append(el("h4", null, l("ingredients", "Ingredients")));
      let group, ul;
      for (const i of d.ingredients) {
        if (!ul || i.group !== group) {
          group = i.group;
          if (group) sec.append(el("h5", null, group));
          ul = sec.appendChild(el("ul"));
        }
        const li = ul.appendChild(el("li")), amount = [i.text || (i.low != null ? K.format(i) : ""), i.unit].filter(Boolean).join(" ");
        if (amount) li.append(el("b", null, amount), " ");
        const target = i.recipe && numbers[i.recipe.replace(/^recipes\//, "").replace(/\.html$/, "")];
        if (target) li.append(link("#r-" + target, i.name), " ", el("span", "book-ref", "(" + target + ")"));
        else li.append(i.name);
        if (i.note) li.append(", " + i.note);
      }
    }
    const steps = (d.steps || []).filter((s) => s.html);
    if (steps.length) {
      const sec = body.appendChild(el("section", "book-steps")), ol = el("ol");
      sec.append(el("h4", null, l("steps", "Method")), ol);
      steps.forEach((s, k) => {
        const li = ol.appendChild(html("li", null, s.html));
        if (s.adult) li.prepend(el("span", "adult", s.adult), " ");
        const src = d.stepImages?.[(s.n || k + 1) - 1];
        if (src) { const img = el("img", "book-step-image"); img.src = src; img.alt = ""; li.append(img); }
      });
    }
    if (d.notes) {
      const sec = art.appendChild(html("section", "book-notes", d.notes));
      sec.prepend(el("h4", null, l("notes", "Cook's notes")));
    }
    const per = d.nutrition?.perServing;
    if (per && Object.keys(per).length) {
      const values = Object.entries(per).map(([k, v]) => `${l("nutrient_" + k, k)} ${Math.round(v * 10) / 10} ${k === "energy" ? "kcal" : "g"}`);
      const p = art.appendChild(el("p", "book-nutrition"));
      p.append(el("b", null, `${l("nutrition", "Nutrition")}, ${l("nutrition_per_serving", "Per serving").toLowerCase()}:`), " " + values.join(" · "));
    }
    for (const [key, fallback, list] of [["uses", "Uses", d.uses], ["used_by", "Used in", d.usedBy]]) {
      const inBook = (list || []).filter((s) => numbers[s]);
      if (!inBook.length) continue;
      const p = art.appendChild(el("p", "book-uses"));
      p.append(el("b", null, l(key, fallback) + ":"), " ");
      inBook.forEach((s, k) => {
        if (k) p.append(", ");
        const a = p.appendChild(link("#r-" + numbers[s], (titles[s] || s) + " "));
        a.append(el("span", "book-ref", "(" + numbers[s] + ")"));
      });
    }
    return art;
  }

  const titles = {};
  function indexSection(title, entries) {
    const list = entries.filter((e) => e.numbers.length);
    if (!list.length) return [];
    const ul = el("ul");
    const fold = (s) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
    list.sort((a, b) => fold(a.name) < fold(b.name) ? -1 : fold(a.name) > fold(b.name) ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const e of list) {
      const li = ul.appendChild(el("li", null, e.name + " ")), refs = li.appendChild(el("span", "book-refs"));
      [...new Set(e.numbers)].sort((a, b) => a - b).forEach((n, k) => { if (k) refs.append(", "); refs.append(link("#r-" + n, String(n))); });
    }
    return [el("h3", null, title), ul];
  }

  function pageRules(chapters, paper) {
    const q = (s) => '"' + String(s).replace(/[\\"<>&\n\r]/g, (c) => "\\" + c.charCodeAt(0).toString(16) + " ") + '"';
    const [size, margin] = PAPER[paper] || PAPER.a4;
    let css = `@page{size:${size};margin:${margin};@bottom-center{content:${q(plan.title)};font:9pt Georgia,serif;color:#666}`
      + "@bottom-right{content:counter(page);font:9pt Georgia,serif;color:#666}}\n@page cover{@bottom-center{content:none}@bottom-right{content:none}}\n";
    chapters.forEach((c, k) => { css += `@page ch${k + 1}{@top-center{content:${q(c.name)};font:italic 9pt Georgia,serif;color:#666}}\n`; });
    return css;
  }

  let style = null;
  function setPaper(paper) {
    if (!PAPER[paper]) paper = "a4";
    style?.remove();
    style = document.head.appendChild(el("style"));
    style.textContent = pageRules(current.chapters, paper);
    const box = $("[data-book-paper]");
    if (box) box.value = paper;
  }

  let current = { chapters: [] };
  async function build() {
    current = choose();
    const status = $("[data-book-status]");
    const sub = $("[data-book-subtitle]");
    if (sub) { sub.textContent = current.subtitle; sub.hidden = !current.subtitle; }
    document.title = (current.subtitle ? current.subtitle + " — " : "") + plan.title;
    const order = current.chapters.flatMap((c) => c.r), numbers = {};
    order.forEach((i, k) => { numbers[plan.slugs[i]] = k + 1; });
    if (status) status.textContent = C.t("js_loading");
    const data = await Promise.all(order.map((i) => C.ensureRecipe(plan.slugs[i]).catch(() => null)));
    data.forEach((d) => { if (d) titles[d.slug] = d.title; });
    if (status) status.textContent = data.some((d) => !d) ? C.t("js_load_failed") : "";
    root.replaceChildren();
    if (!order.length) { root.append(el("p", "empty", l("book_empty", "No recipes for this book."))); setPaper(params.get("paper")); return; }
    const nav = root.appendChild(el("nav", "book-contents")), toc = el("ol", "book-toc");
    nav.id = "book-contents";
    nav.append(el("h2", null, l("book_contents", "Contents")), toc);
    let k = 0;
    current.chapters.forEach((c, ci) => {
      const item = toc.appendChild(el("li")), ol = el("ol"), sec = el("section", "book-chapter");
      item.append(link("#ch-" + (ci + 1), c.name), ol);
      sec.id = "ch-" + (ci + 1);
      sec.style.page = "ch" + (ci + 1);
      const opener = el("ul", "book-chapter-list");
      sec.append(el("h2", "book-chapter-title", c.name), opener);
      for (const i of c.r) {
        const d = data[k++], n = k;
        if (!d) continue;
        const a = link("#r-" + n, " " + d.title);
        a.prepend(el("span", "book-no", String(n)));
        ol.appendChild(el("li")).append(a);
        const li = opener.appendChild(el("li"));
        li.append(el("span", "book-no", String(n)), " " + d.title);
        sec.append(recipe(d, n, numbers));
      }
      root.append(sec);
    });
    // The index: ingredients from the recipes, diets and seasons from the build's terms.
    const ingredients = {};
    data.forEach((d, k) => {
      for (const i of d?.ingredients || []) {
        if (i.recipe || !i.key) continue;
        (ingredients[i.key] ||= { name: i.name, numbers: [] }).numbers.push(k + 1);
      }
    });
    const byTerm = (terms) => (terms || []).map((t) => ({ name: t.name, numbers: t.r.map((i) => numbers[plan.slugs[i]]).filter(Boolean) }));
    const parts = [...indexSection(l("ingredients", "Ingredients"), Object.values(ingredients)),
      ...indexSection(l("tax_diets", "Diets"), byTerm(plan.diets)), ...indexSection(l("tax_seasons", "Seasons"), byTerm(plan.seasons))];
    if (parts.length) {
      toc.appendChild(el("li")).append(link("#book-index", l("book_index", "Index")));
      const sec = root.appendChild(el("section", "book-index"));
      sec.id = "book-index";
      sec.append(el("h2", null, l("book_index", "Index")), ...parts);
    }
    setPaper(params.get("paper") || C.store.get("bookPaper", "a4"));
    root.dataset.ready = String(order.length);
    if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  }

  // The choices: everything, the favourites, each category, tag and plan.
  const select = $("[data-book-select]");
  if (select) {
    for (const [key, list] of [["category", plan.categories], ["plan", plan.plans], ["tag", plan.tags]]) {
      for (const t of list || []) { const o = select.appendChild(el("option", null, t.name)); o.value = key + "=" + t.slug; }
    }
    const now = [...params.entries()].map(([k, v]) => k === "favourites" ? "favourites" : k + "=" + v).find((v) => [...select.options].some((o) => o.value === v));
    select.value = now || "";
    select.onchange = () => { location.search = select.value; };
  }
  const paperBox = $("[data-book-paper]");
  if (paperBox) paperBox.onchange = () => { C.store.set("bookPaper", paperBox.value); setPaper(paperBox.value); };
  for (const b of $$("[data-book-print]")) b.onclick = () => window.print();
  document.documentElement.classList.add("book-printing");
  build();
})();
