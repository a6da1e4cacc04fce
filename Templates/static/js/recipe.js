/* cookgen default theme, recipe pages: scaling (servings, "I have …", metric/US), the shopping
   list, cook mode and timers. The page is a complete recipe without it. */
(() => {
  "use strict";
  const C = window.cookgen, doc = document, html = doc.documentElement, art = doc.querySelector("article.recipe");
  let D;
  try { D = JSON.parse(doc.getElementById("cookgen-recipe").textContent); } catch (e) { return; }
  if (!C || !art) return;
  const { K, t, $, $$, el } = C, ings = D.ingredients || [], key = "scale." + D.slug;
  let state = C.store.get(key, null);
  if (!(state?.f > 0) || !isFinite(state.f)) state = { f: 1, sys: "" };

  // ---- Scaling: every ingredient's .quantity/.unit and every amount in the steps ----
  const rows = $$("li.ingredient", art).map((li, n) => {
    const id = li.dataset.id ? +li.dataset.id : n, q = $(".quantity", li), u = $(".unit", li);
    return { li, id, ing: ings[id], q, u, q0: q?.textContent, u0: u?.textContent };
  });
  const spans = $$("span.amount[data-low]", art).map((s) => {
    const d = s.dataset;
    return { li: s, q0: s.textContent, ing: { low: +d.low, high: d.high ? +d.high : null, u: d.u || null,
      fixed: !!d.fixed && d.fixed !== "false", unit: K.parse(s.textContent)?.unit || d.u } };
  });
  const value = $("[data-scale-value]", art), minus = $("[data-scale='-1']", art), reset = $("[data-scale-reset]", art);
  const servingsFact = $(".fact-servings dd", art), yieldFact = $("[data-yield]", art), yield0 = yieldFact?.textContent;
  const have = $("[data-have]", art), select = $("[data-have-key]", art), amount = $("[data-have-amount]", art);
  const choices = [...new Map(ings.filter((i) => i.low != null && i.key).map((i) => [i.key, i])).values()];

  // Nutrition: values per serving stay as they are; the whole recipe's follow the scale.
  const nutrients = $$("[data-nutrition-total] [data-n]", art).map((s) => ({ s, n: +s.dataset.n, t0: s.textContent }));
  const nutritionServings = $("[data-nutrition-servings]", art), decimal = window.cookgenKitchen?.decimal || ".";
  const nutritionNumber = (v) => {  // as NutritionNumber.text in the Swift core
    const d = v >= 10 ? 0 : v >= 1 ? 1 : 2, s = (Math.round(v * 10 ** d) / 10 ** d).toFixed(d);
    return (d ? s.replace(/0+$/, "").replace(/\.$/, "") : s).replace(".", decimal);
  };

  // The amount to show, or null to show it as written.
  const shown = (ing) => ing && ing.low != null && (state.f !== 1 || (state.sys && K.convert(ing, ing.u, state.sys)))
    ? K.display(ing, state.f, state.sys) : null;
  function apply() {
    const f = state.f, n = (D.servings || 1) * f;
    for (const r of [...rows, ...spans]) {
      const d = shown(r.ing);
      if (r.u) { r.q.textContent = d ? d.quantity : r.q0; r.u.textContent = d ? d.unit : r.u0; }
      else r.li.textContent = d ? (d.quantity + " " + d.unit).trim() : r.q0;
      r.li.classList.toggle("scaled", !!d);
    }
    if (value) value.textContent = D.servings ? (Math.abs(n - Math.round(n)) < 0.01 ? Math.round(n) : K.formatNumber(n)) : "×" + K.formatNumber(n);
    if (minus) minus.disabled = n <= (D.servings ? 1.001 : 0.25);
    if (servingsFact && D.servings) servingsFact.textContent = K.servingsAfter(D.servings, f);
    for (const x of nutrients) x.s.textContent = f === 1 ? x.t0 : nutritionNumber(x.n * f);
    if (nutritionServings && D.servings) nutritionServings.textContent = K.servingsAfter(D.servings, f);
    if (yieldFact && yield0) {
      const p = f !== 1 && K.parse(yield0);
      yieldFact.textContent = f === 1 ? yield0 : p ? [K.format({ low: p.low * f, high: p.high && p.high * f }), p.unit].filter(Boolean).join(" ")
        : "×" + K.formatNumber(f) + " " + yield0;
    }
    for (const r of $$("[name=units]", art)) r.checked = r.value === (state.sys || "");
    if (reset) reset.hidden = f === 1 && !state.sys;
    if (select && choices.length) {
      const i = choices[select.selectedIndex], d = i && (shown(i) || K.display(i, 1, ""));
      if (d) amount.placeholder = (d.quantity + " " + d.unit).trim();
    }
    C.store.set(key, f === 1 && !state.sys ? null : state);
  }
  const BATCHES = [0.25, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12];
  function step(dir) {
    const f = state.f;
    let n;
    if (D.servings) {
      n = dir > 0 ? Math.floor(f * D.servings + 1e-9) + 1 : Math.ceil(f * D.servings - 1e-9) - 1;
      if (n >= 1) state.f = n / D.servings;
    } else {
      n = dir > 0 ? BATCHES.find((b) => b > f + 1e-9) : BATCHES.filter((b) => b < f - 1e-9).pop();
      if (n) state.f = n;
    }
    apply();
  }
  for (const b of $$("[data-scale]", art)) b.onclick = () => step(+b.dataset.scale);
  for (const r of $$("[name=units]", art)) r.onchange = () => { state.sys = r.value; apply(); };
  if (reset) reset.onclick = () => { state = { f: 1, sys: "" }; message(""); apply(); };

  // "I have 400 g flour": the factor that makes one ingredient need what the cook has.
  function message(text, bad) {
    const m = $("[data-have-message]", art);
    if (m) { m.textContent = text; m.classList.toggle("bad", !!bad); }
  }
  if (select && choices.length) {
    for (const i of choices) select.appendChild(el("option", null, i.name)).value = i.key;
    select.onchange = apply;
    $("[data-have-form]", art).onsubmit = (e) => {
      e.preventDefault();
      const p = K.parse(amount.value), line = choices[select.selectedIndex];
      if (!p || p.high != null) return message(t("js_have_number"), true);
      let list = ings, u = p.unit ? p.u : line.u, f;
      const written = (p.unit || line.unit || "").toLowerCase();
      if (!u && written) {
        // A unit cookgen does not know ("2 balls") compares with lines that write it the same way.
        list = ings.map((i) => i.key === line.key && (i.unit || "").toLowerCase() === written ? { ...i, unit: null, u: null } : i);
        if (p.unit && !list.some((i) => i.key === line.key && !i.unit && i.low != null)) return message(t("js_have_unit", { unit: p.unit }), true);
      }
      try { f = K.haveFactor(list, line.key, p.low, u || null); } catch (err) {
        return message(t("js_have_" + (err.code || "no_amount"), { unit: err.unit || "", name: line.name }), true);
      }
      state.f = f;
      apply();
      message(t("js_have_done", { amount: amount.value.trim(), name: line.name }));
    };
  } else if (have) have.hidden = true;

  // ---- Shopping list: all of it, or one ingredient, at the current scale ----
  const all = $("[data-shop-all]", art);
  if (all) all.onclick = () => {
    const before = C.shop();
    C.addRecipe(D, state.f);
    C.status(t("js_added_recipe", { title: D.title }), () => C.saveShop(before));
  };
  // Each ingredient's "add" button: made here, since it needs this script to work.
  for (const r of rows) {
    if (!r.ing?.key) continue;
    const b = el("button", "ingredient-add");
    b.type = "button";
    b.dataset.add = "";
    b.innerHTML = '<svg class="icon" aria-hidden="true" viewBox="0 0 24 24"><path d="M12 5v14M5 12h14"/></svg>';
    b.append(el("span", "visually-hidden", t("js_add_to_list") + ": " + r.ing.name));
    r.li.append(b);
    b.onclick = () => { C.addIngredient(D, r.ing, state.f); b.classList.add("added"); C.status(t("js_added", { name: r.ing.name })); };
  }

  // ---- Timers: tappable durations that count down, then ring and vibrate ----
  const tray = $("[data-timers]", art), live = tray && $("[data-timer-live]", tray), running = [];
  let tick = null, audio = null;
  const clock = (s) => (s >= 3600 ? Math.floor(s / 3600) + ":" + String(Math.floor(s / 60) % 60).padStart(2, "0") : Math.floor(s / 60))
    + ":" + String(s % 60).padStart(2, "0");
  function timerButton(seconds, label) {
    const b = el("button", "timer");
    b.type = "button";
    b.dataset.seconds = seconds;
    b.innerHTML = '<svg class="icon" aria-hidden="true" viewBox="0 0 24 24"><circle cx="12" cy="13" r="8"/><path d="M12 9v4l2.5 2.5M9 2h6"/></svg>';
    b.append(el("span", null, label));
    b.setAttribute("aria-label", t("js_timer_start", { label }));
    return b;
  }
  for (const s of $$("span.timer[data-seconds]", art)) if (+s.dataset.seconds > 0) s.replaceWith(timerButton(s.dataset.seconds, s.textContent));
  doc.addEventListener("click", (e) => {
    const b = e.target.closest?.("button.timer[data-seconds]");
    if (b) start(+b.dataset.seconds, b.textContent.trim());
  });
  function ring() {
    try { navigator.vibrate?.([400, 200, 400, 200, 800]); } catch (e) {}
    try {
      for (let i = 0; i < 6; i++) { // two bursts of three beeps
        const o = audio.createOscillator(), g = audio.createGain(), at = audio.currentTime + i * 0.35 + (i > 2 ? 0.4 : 0);
        o.frequency.value = 880;
        g.gain.setValueAtTime(0.0001, at);
        g.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
        g.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
        o.connect(g).connect(audio.destination);
        o.start(at);
        o.stop(at + 0.27);
      }
    } catch (e) {}
  }
  function update() {
    for (const tm of running) {
      const left = Math.max(0, Math.ceil((tm.end - Date.now()) / 1000));
      tm.left.textContent = clock(left);
      if (!left && !tm.done) {
        tm.done = true;
        tm.li.classList.add("ringing");
        tm.stop.textContent = t("js_timer_dismiss");
        live.textContent = t("js_timer_done", { label: tm.label });
        ring();
      }
    }
    if (running.every((tm) => tm.done)) { clearInterval(tick); tick = null; }
  }
  function start(seconds, label) {
    if (!tray || !(seconds > 0)) return;
    try { audio ||= new (window.AudioContext || window.webkitAudioContext)(); audio.resume().catch(() => {}); } catch (e) {} // unlocked by this tap
    const tm = { end: Date.now() + seconds * 1000, label, li: el("li", "timer-item"), left: el("span", "timer-left"),
      stop: el("button", "button button-small", t("js_timer_stop")) };
    tm.left.setAttribute("role", "timer");
    tm.stop.type = "button";
    tm.stop.onclick = () => {
      running.splice(running.indexOf(tm), 1);
      tm.li.remove();
      tray.hidden = !running.length;
      if (!running.length) live.textContent = "";
    };
    tm.li.append(el("span", "timer-label", label), tm.left, tm.stop);
    running.push(tm);
    $(".timer-list", tray).append(tm.li);
    tray.hidden = false;
    live.textContent = t("js_timer_started", { label });
    update();
    tick ||= setInterval(update, 1000);
  }

  // ---- Cook mode: one step at a time in large type; swipe, arrow keys, Escape; the screen kept awake ----
  const dialog = $("[data-cook]", art), steps = $$("li.step", art), open = $("[data-cook-open]", art);
  if (dialog?.showModal && steps.length) {
    const [stepBox, progress, timers, ingBox, prev, next] = ["step", "progress", "timers", "ingredients", "prev", "next"].map((n) => $(`[data-cook-${n}]`, dialog));
    const nextLabel = next.innerHTML, home = tray?.parentNode;
    let cur = 0, lock = null;
    const show = (n, dir) => {
      cur = Math.max(0, Math.min(steps.length - 1, n));
      progress.textContent = t("js_step_of", { n: cur + 1, total: steps.length });
      const text = $(".step-text", steps[cur]), ul = $("ul", ingBox);
      stepBox.replaceChildren(...(text ? [text.cloneNode(true)] : []));
      stepBox.classList.remove("from-left", "from-right");
      if (dir) { void stepBox.offsetWidth; stepBox.classList.add(dir > 0 ? "from-right" : "from-left"); }
      const seen = new Set($$("button.timer", stepBox).map((b) => +b.dataset.seconds));
      timers.replaceChildren(...(D.timers || []).filter((x) => x.step === cur + 1 && !seen.has(x.seconds) && seen.add(x.seconds))
        .map((x) => timerButton(x.seconds, x.label)));
      ul.replaceChildren(...(D.steps?.[cur]?.ingredients || []).map((id) => rows.find((r) => r.id === id)).filter(Boolean).map((r) => {
        const li = el("li"), a = ((r.q?.textContent || "") + " " + (r.u?.textContent || "")).trim();
        if (a) li.append(el("b", null, a), " ");
        li.append($(".ingredient-text", r.li).textContent);
        return li;
      }));
      ingBox.hidden = !ul.children.length;
      prev.disabled = cur === 0;
      next.innerHTML = cur === steps.length - 1 ? t("js_cook_finish") : nextLabel;
      steps.forEach((s, i) => s.classList.toggle("current", i === cur));
    };
    const go = (dir) => { if (cur + dir >= 0 && cur + dir < steps.length) show(cur + dir, dir); };
    const wake = () => {
      if (dialog.open && !lock && doc.visibilityState === "visible" && navigator.wakeLock) {
        navigator.wakeLock.request("screen").then((l) => { lock = l; l.addEventListener("release", () => { lock = null; }); }, () => {});
      }
    };
    open.onclick = () => {
      dialog.showModal();
      html.classList.add("cooking");
      if (tray) $(".cook-inner", dialog).insertBefore(tray, $(".cook-nav", dialog));
      show(cur);
      wake();
      next.focus();
    };
    dialog.addEventListener("close", () => {
      html.classList.remove("cooking");
      if (tray) home.append(tray);
      lock?.release().catch(() => {});
      lock = null;
      steps[cur].scrollIntoView({ block: "center" });
    });
    $("[data-cook-close]", dialog).onclick = () => dialog.close();
    prev.onclick = () => go(-1);
    next.onclick = () => cur === steps.length - 1 ? dialog.close() : go(1);
    dialog.addEventListener("keydown", (e) => {
      const dir = { ArrowRight: 1, PageDown: 1, ArrowLeft: -1, PageUp: -1 }[e.key];
      if (dir && !/INPUT|SELECT|TEXTAREA/.test(e.target.tagName)) { e.preventDefault(); go(dir); }
    });
    let x0 = null, y0 = 0;
    dialog.addEventListener("touchstart", (e) => { x0 = e.touches[0].clientX; y0 = e.touches[0].clientY; }, { passive: true });
    dialog.addEventListener("touchend", (e) => {
      const dx = e.changedTouches[0].clientX - x0, dy = e.changedTouches[0].clientY - y0;
      if (x0 != null && Math.abs(dx) > 50 && Math.abs(dx) > 1.5 * Math.abs(dy)) go(dx < 0 ? 1 : -1);
      x0 = null;
    });
    doc.addEventListener("visibilitychange", wake);
  } else if (open) open.hidden = true;

  for (const s of $$("[data-scaler]", art)) s.hidden = false;
  apply();
})();
