/* cookgen default theme, recipe pages with a history: "Cook this version". Runs before recipe.js
   (both deferred, this one first): with #cook-<version> in the address, the page's ingredient list,
   steps and recipe data become that version's, so scaling, the shopping list and cook mode work on
   it. The page carries only what an older version has of its own; the rest is the current page's. */
(() => {
  "use strict";
  const doc = document, art = doc.querySelector("article.recipe"), C = window.cookgen;
  const box = doc.getElementById("cookgen-history"), dataBox = doc.getElementById("cookgen-recipe");
  if (!art || !box || !dataBox || !C) return;
  let H, D;
  try { H = JSON.parse(box.textContent); D = JSON.parse(dataBox.textContent); } catch (e) { return; }
  const { t, el, $, $$, K } = C;
  for (const a of $$("[data-cook-version]", art)) {
    a.hidden = false;
    a.onclick = (e) => { e.preventDefault(); location.hash = "cook-" + a.dataset.cookVersion; location.reload(); };
  }
  const wanted = /^#cook-([0-9a-f]{4,40})$/.exec(location.hash)?.[1];
  const v = wanted && (H.versions || []).find((x) => x.id === wanted);
  if (!v) return;

  // The version's data: a number is the current page's item at that index.
  const ings = v.ingredients ? v.ingredients.map((x, n) => ({ ...(typeof x === "number" ? D.ingredients[x] : x), id: n })) : D.ingredients;
  // A step the same as now keeps the page's own HTML (with its badges); the data keeps its ingredients.
  const shownSteps = $$("li.step .step-text", art).map((s) => s.innerHTML);
  const steps = v.steps ? v.steps.map((x, n) => typeof x === "number" ? { ...D.steps[x], n: n + 1, html: shownSteps[x] }
    : { n: n + 1, ingredients: [], html: x.html }) : D.steps;
  if (v.ingredients) { D.ingredients = ings; delete D.shopping; }
  // Timers belong to the current steps; an older version's steps show theirs in the text.
  if (v.steps) { D.steps = steps.map(({ html, ...step }) => step); D.timers = []; }
  dataBox.textContent = JSON.stringify(D);

  const list = $("[data-ingredients]", art);
  if (v.ingredients && list) {
    for (const g of $$(".ingredient-group", list)) g.remove();
    let group, ul;
    for (const i of ings) {
      if (!ul || i.group !== group) {
        group = i.group;
        const div = el("div", "ingredient-group");
        if (group) div.append(el("h3", null, group));
        ul = el("ul", "ingredient-list");
        div.append(ul);
        list.append(div);
      }
      const li = el("li", "ingredient p-ingredient"), label = el("label"), check = el("input", "ingredient-check");
      li.dataset.id = i.id;
      check.type = "checkbox";
      const amount = el("span", "ingredient-amount"), text = el("span", "ingredient-text");
      amount.append(el("span", "quantity", i.text || (i.low != null ? K.format(i) : "")), " ", el("span", "unit", i.unit || ""));
      text.append(el("span", "ingredient-name", i.name));
      if (i.note) text.append(el("span", "ingredient-note", ", " + i.note));
      label.append(check, amount, " ", text);
      li.append(label); // its "add" button comes from recipe.js, as on every recipe page
      ul.append(li);
    }
  }
  const method = $("[data-steps]", art);
  if (v.steps && method) {
    for (const s of $$(".step-section", method)) s.remove();
    const section = el("div", "step-section"), ol = el("ol", "steps");
    for (const s of steps) {
      const li = el("li", "step"), body = el("div", "step-body e-instructions"), text = el("div", "step-text");
      li.value = s.n;
      li.id = "step-" + s.n;
      li.dataset.step = s.n;
      const number = el("span", "step-number", String(s.n));
      number.setAttribute("aria-hidden", "true");
      text.innerHTML = s.html; // built by cookgen from the recipe file, escaped there
      body.append(text);
      li.append(number, body);
      ol.append(li);
    }
    section.append(ol);
    method.append(section);
  }
  const banner = el("p", "history-banner");
  const back = el("a", "button button-small", t("js_history_back"));
  back.href = location.pathname + location.search;
  back.onclick = (e) => { e.preventDefault(); history.replaceState(null, "", location.pathname + location.search); location.reload(); };
  banner.setAttribute("role", "status");
  banner.append(el("span", null, t("js_history_cooking", { date: v.date })), back);
  art.classList.add("cooking-version");
  (art.querySelector(".recipe-main") || art).before(banner);
  // #cook-<version> is also the version's entry in the timeline: show the recipe, not the entry.
  addEventListener("load", () => banner.scrollIntoView({ block: "start" }));
})();
