/* cookgen kitchen logic, ported from the Swift core so the page computes what `cookgen` prints:
   Quantity formatting and rounding, UnitLadder/UnitConversion, QuantityParser, scaling factors,
   ShoppingList merging. No DOM: node requires this file; the page calls
   cookgenKitchenLogic.make(window.cookgenKitchen). */
((root) => {
  "use strict";
  const SNAP = 0.004, QUARTERS = [.25, .5, .75], SPOON = [1 / 8, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];
  const GLYPHS = [[1 / 8, "⅛"], [1 / 4, "¼"], [1 / 3, "⅓"], [3 / 8, "⅜"], [1 / 2, "½"], [5 / 8, "⅝"], [2 / 3, "⅔"], [3 / 4, "¾"], [7 / 8, "⅞"]];
  const VULGAR = { "½": 1 / 2, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 1 / 4, "¾": 3 / 4, "⅕": .2, "⅖": .4, "⅗": .6, "⅘": .8, "⅙": 1 / 6,
    "⅚": 5 / 6, "⅐": 1 / 7, "⅛": 1 / 8, "⅜": 3 / 8, "⅝": 5 / 8, "⅞": 7 / 8, "⅑": 1 / 9, "⅒": .1 };
  const rnd = (x) => x < 0 ? -Math.round(-x) : Math.round(x); // Swift's rounded(): halves away from zero
  const whole = (x) => String(Math.trunc(x));
  const mapQ = (q, f) => ({ low: f(q.low), high: q.high == null ? null : f(q.high), fixed: !!q.fixed });

  // Quantity.format: fractions below 10 (within 0.004), one decimal to 100, whole numbers above.
  function decimal(v, places, sep) {
    const scale = 10 ** places, units = rnd(v * scale), w = Math.floor(units / scale);
    const digits = whole(units - w * scale);
    return digits === "0" ? whole(w) : whole(w) + sep + digits.padStart(places, "0").replace(/0+$/, "");
  }
  function formatNumber(v, sep = ".") {
    if (!isFinite(v)) return isNaN(v) ? "?" : "∞";
    if (v < 0) return "-" + formatNumber(-v, sep);
    if (v >= 100) return whole(rnd(v));
    if (v >= 10) return decimal(v, 1, sep);
    const w = Math.floor(v), f = v - w;
    if (v === 0) return "0";
    if (f <= SNAP && w >= 1) return whole(w);
    if (f >= 1 - SNAP) return whole(w + 1);
    const g = GLYPHS.find(([x]) => Math.abs(f - x) <= SNAP);
    if (g) return (w >= 1 ? whole(w) : "") + g[1];
    if (v >= 0.1) return decimal(v, 2, sep);
    let places = 2;
    for (let s = v * 100; s < 10 && places < 9 && v > 0; s *= 10) places++;
    return decimal(v, places, sep);
  }
  const format = (q, sep) => formatNumber(q.low, sep) + (q.high == null ? "" : "–" + formatNumber(q.high, sep));

  // UnitLadder rounding.
  function significant(v) {
    if (!(v > 0) || !isFinite(v)) return v;
    if (v >= 10) return rnd(v);
    let scale = 1;
    while (v * scale < 10 && scale < 1e9) scale *= 10;
    return rnd(v * scale) / scale;
  }
  function metricRound(v, factor) {
    if (v >= 100) return rnd(v / 5) * 5;
    if (v >= 10) return rnd(v);
    if (v >= 1) { const per = (factor || 1) >= 1000 ? 10 : 2; return rnd(v * per) / per; }
    return significant(v);
  }
  function kitchenRound(v, steps) {
    if (v >= 10) return rnd(v);
    const w = Math.floor(v);
    let best = w; // the first of equally near candidates wins, as Swift's min(by:)
    for (const c of [w + 1, ...steps.map((s) => w + s)]) if (Math.abs(c - v) < Math.abs(best - v)) best = c;
    return best;
  }

  function make(data = {}) {
    const units = data.units || {}, aliases = data.aliases || {}, sep = data.decimal || ".", aisles = data.aisles || [];
    const tolerance = data.tolerance || 0.07, spoonLimit = data.spoonLimit || 59.15;
    const unit = (u) => u != null && units[u] || null;
    const fac = (r) => units[r.u].f || 1;
    let folded;

    function rounded(q, u) {
      if (q.fixed) return q;
      const k = unit(u);
      return mapQ(q, !k || k.f == null ? (v) => kitchenRound(v, QUARTERS)
        : k.s === "metric" ? (v) => metricRound(v, k.f) : (v) => kitchenRound(v, SPOON));
    }
    // For buying: counted things up to whole ones, measured amounts as rounded().
    const roundedUp = (q, u) => unit(u)?.f != null ? rounded(q, u) : mapQ(q, (v) => Math.max(1, Math.ceil(v - 0.05)));

    // UnitLadder.place: the unit a cook would use for an amount in g or ml, and its rounded value.
    function place(base, ladder) {
      const small = ladder[ladder.length - 1];
      let i = 0;
      if (!(base > 0) || !isFinite(base)) return [base / fac(small), small];
      if (small.steps == null) {
        while (i < ladder.length - 1 && !(base >= ladder[i].min)) i++;
        let v = metricRound(base / fac(ladder[i]), fac(ladder[i]));
        if (i > 0 && v * fac(ladder[i]) >= ladder[i - 1].min) v = metricRound(base / fac(ladder[--i]), fac(ladder[i]));
        return [v, ladder[i]];
      }
      while (i < ladder.length - 1 && !(base >= ladder[i].min * (1 - tolerance))) i++;
      for (const r of ladder.slice(i)) {
        const exact = base / fac(r), v = kitchenRound(exact, r.steps || []);
        if (v > 0 && Math.abs(v - exact) <= tolerance * exact) return [v, r];
      }
      return [significant(base / fac(small)), small];
    }
    function roundIn(base, r) {
      const exact = base / fac(r);
      if (r.steps == null) return metricRound(exact, fac(r));
      const v = kitchenRound(exact, r.steps);
      return v > 0 ? v : significant(exact);
    }
    // UnitConversion.convert(_:_:to:): {low, high, fixed, u} in "metric" or "us".
    function toSystem(q, u, system) {
      const k = unit(u), same = { low: q.low, high: q.high, fixed: q.fixed, u };
      if (!k || k.f == null || (k.s === "neutral" && q.low * k.f < spoonLimit)) return same;
      const ladder = data.ladders?.[system]?.[k.d === "mass" ? "mass" : "volume"];
      if (!ladder?.length) return same;
      const [low, r] = place(q.low * k.f, ladder);
      return { low, high: q.high == null ? null : roundIn(q.high * k.f, r), fixed: !!q.fixed, u: r.u };
    }
    // Recipe.convert: null when nothing changes (already in that system, or not convertible).
    function convert(q, u, system) {
      const k = unit(u);
      if (!q || q.low == null || !k || !system || k.s === system) return null;
      const c = toSystem(q, u, system);
      return c.u === u && c.low === q.low && c.high == q.high ? null : c;
    }

    // Units as a person types them: aliases exactly, then in any letter case.
    const lookupKey = (s) => String(s).replace(/\u2019/g, "'").trim().replace(/\s+/g, " ").replace(/\. /g, ".").replace(/\.$/, "");
    function unitNamed(text) {
      const key = lookupKey(text || "");
      if (!key) return null;
      if (aliases[key] || units[key]) return aliases[key] || key;
      if (!folded) {
        folded = {};
        for (const a in units) folded[a.toLowerCase()] = a;
        for (const a in aliases) folded[lookupKey(a).toLowerCase()] = aliases[a];
      }
      return folded[key.toLowerCase()] || null;
    }

    // QuantityParser: "1 1/2", "1-1/2", "1½", "1,5", "1,000", ".5", "½", "2-3", "2 to 3".
    const isD = (c) => c >= "0" && c <= "9";
    function readNumber(s, i) {
      let j = i, k, group = null;
      while (isD(s[j])) j++;
      if (j === i) {
        if (s[i] !== "." || !isD(s[i + 1])) return null;
        for (k = i + 1; isD(s[k]); k++);
        return { v: +("0." + s.slice(i + 1, k)), end: k };
      }
      if (j - i > 9) return null;
      let v = +s.slice(i, j), end = j;
      while (j - i <= 3 && v > 0 && v < 1e6 && /[.,]/.test(s[end]) && (!group || s[end] === group) &&
        /^\d{3}$/.test(s.slice(end + 1, end + 4)) && !isD(s[end + 4])) { group = s[end]; v = v * 1000 + +s.slice(end + 1, end + 4); end += 4; }
      if (/[.,]/.test(s[end]) && s[end] !== group && isD(s[end + 1])) {
        for (k = end + 1; isD(s[k]); k++);
        return { v: v + +("0." + s.slice(end + 1, k)), end: k };
      }
      return { v, end, int: true };
    }
    function fractionTail(s, num, i) {
      const d = (s[i] === "/" || s[i] === "⁄") && readNumber(s, i + 1);
      return d && d.int && d.v > 0 ? { v: num / d.v, end: d.end } : null;
    }
    function readAmount(s, i) {
      if (VULGAR[s[i]]) return { v: VULGAR[s[i]], end: i + 1 };
      const n = readNumber(s, i);
      if (!n || !n.int) return n;
      let f = fractionTail(s, n.v, n.end), j = n.end;
      if (f) return f;
      if (VULGAR[s[j]]) return { v: n.v + VULGAR[s[j]], end: j + 1 };
      while (/\s/.test(s[j] || "")) j++;
      if (j === n.end) { if (s[j] !== "-") return n; j++; }
      else if (VULGAR[s[j]]) return { v: n.v + VULGAR[s[j]], end: j + 1 };
      const m = readNumber(s, j);
      f = m && m.int && fractionTail(s, m.v, m.end);
      return f && f.v < 1 ? { v: n.v + f.v, end: f.end } : n;
    }
    // "1 1/2 cups", "200-250 g", "½ TL" → {low, high, unit, u}; null without a number.
    function parse(text) {
      const s = String(text ?? "").normalize("NFC").replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xFEE0)).trimStart();
      const a = readAmount(s, 0);
      if (!a) return null;
      let rest = s.slice(a.end), b = null;
      const r = /^\s*[-–—‐‑−~～〜至到]\s*|^\s+(?:to|bis|tot|à|a|o|or|oder|ou)\s+/i.exec(rest);
      if (r && (b = readAmount(rest, r[0].length))) rest = rest.slice(b.end);
      rest = rest.trim();
      return { low: a.v, high: b ? b.v : null, unit: rest || null, u: rest ? unitNamed(rest) : null };
    }

    // Scaling: the amount and unit text of an ingredient at `factor`, in `system` ("", "metric", "us").
    const many = (q) => (q.high ?? q.low) > 1;
    const unitLabel = (u, q) => { const k = unit(u); return k ? (many(q) ? k.other : k.one) || u : u; };
    function agree(text, u, q) { // "1 cup" → "2 cups": only the unit's own English words change
      const k = unit(u), l = text.toLowerCase();
      return k && k.one !== k.other && (l === k.one.toLowerCase() || l === k.other.toLowerCase()) ? unitLabel(u, q) : text;
    }
    function display(ing, factor, system) {
      if (ing.low == null) return null;
      let q = { low: ing.low, high: ing.high ?? null, fixed: !!ing.fixed }, u = ing.u, text = ing.unit || "";
      if (!q.fixed && factor !== 1 && factor > 0 && isFinite(factor)) q = mapQ(q, (v) => v * factor);
      const c = system && convert(q, u, system);
      if (c) { u = c.u; q = rounded(c, u); text = unitLabel(u, q); } else { q = rounded(q, u); if (text) text = agree(text, u, q); }
      return { quantity: format(q, sep), unit: text, low: q.low, high: q.high, u };
    }
    const servingsAfter = (servings, factor) => Math.max(1, rnd(servings * factor));

    // Recipe.scalingFactor(toHave:): every line of the key counts, fixed amounts first; throws {code}.
    function ratioOf(line, u) {
      const from = unit(line.u), to = unit(u);
      if (u == null) return line.unit ? null : 1;
      if (line.u === u) return 1;
      if (from?.f == null || to?.f == null) return null;
      if (from.d === to.d) return from.f / to.f;
      const g = line.density; // g per ml, when the build gives one
      return g > 0 ? (from.d === "volume" ? from.f * g / to.f : from.f / g / to.f) : null;
    }
    function haveFactor(ingredients, key, have, u) {
      const lines = ingredients.filter((i) => i.key === key && i.low != null);
      let scalable = 0, fixed = 0, compared = false;
      if (!(have > 0) || !isFinite(have)) throw { code: "not_positive" };
      if (!lines.length) throw { code: "no_amount" };
      for (const line of lines) {
        const ratio = ratioOf(line, u);
        if (ratio == null) continue;
        compared = true;
        if (line.fixed) fixed += (line.high ?? line.low) * ratio; else scalable += (line.high ?? line.low) * ratio;
      }
      if (!compared) throw { code: "incompatible", unit: lines[0].unit || "" };
      if (!(scalable > 0)) throw { code: fixed > 0 ? "only_fixed" : "no_amount" };
      if (!(have > fixed)) throw { code: "not_enough" };
      return (have - fixed) / scalable;
    }

    // Shopping list (ShoppingList+Merge, +Measured, UnitSpelling). A line:
    // {slug, f, i, key, name, low, high, unit, u, aisle}, its amount already scaled.
    const scaleLines = (list, factor, slug) => (list || []).map((x, i) => {
      const s = !x.fixed && x.low != null && factor !== 1;
      return { slug, f: factor, i: x.id ?? i, key: x.key, name: x.name, low: s ? x.low * factor : x.low,
        high: s && x.high != null ? x.high * factor : x.high ?? null, unit: x.unit || null, u: x.u || null, aisle: x.aisle || "other" };
    });
    const capitals = (s) => [...s].filter((c) => c !== c.toLowerCase() && c === c.toUpperCase()).length;
    function mostCommon(list) { // most used; then fewest capitals; then alphabetical
      const n = {};
      for (const s of list) n[s] = (n[s] || 0) + 1;
      return Object.keys(n).sort((a, b) => n[b] - n[a] || capitals(a) - capitals(b) || (a < b ? -1 : a > b ? 1 : 0))[0] ?? null;
    }
    const singular = (w) => w.length < 4 || !/^[a-z']+s$/.test(w) || /(ss|us|is)$/.test(w) ? w
      : /ies$/.test(w) ? w.slice(0, -3) + "y" : /(ch|sh|ss|x|zz|o)es$/.test(w) ? w.slice(0, -2) : w.slice(0, -1);
    const textKey = (s) => s.trim().toLowerCase().replace(/\S+$/, singular);
    // Buckets sort as Swift's: plain, counted, mass, volume, vague, unknown unit, no number.
    function bucket(x) {
      const k = unit(x.u), written = (x.unit || "").trim();
      if (x.low == null) return "7" + written.toLowerCase();
      if (!written) return "0";
      if (!k) return "6" + textKey(written);
      return { count: "1" + x.u, mass: "2", volume: "3" }[k.d] || "5" + x.u;
    }
    function sum(list) {
      const range = list.some((q) => q.high != null);
      return { low: list.reduce((a, q) => a + q.low, 0), high: range ? list.reduce((a, q) => a + (q.high ?? q.low), 0) : null };
    }
    function spelling(id, written, total) {
      const chosen = mostCommon(written.map((s) => s.trim())) || id, k = unit(id), l = chosen.toLowerCase();
      if (!k || k.one === k.other) return chosen;
      if (l === k.one.toLowerCase()) return many(total) ? k.other : chosen;
      return l === k.other.toLowerCase() && !many(total) ? k.one : chosen;
    }
    function measured(parts) { // weights or volumes: summed in g/ml, shown in the unit most used
      const total = sum(parts.map((m) => mapQ(m, (v) => v * units[m.u].f))), n = {};
      for (const m of parts) n[m.u] = (n[m.u] || 0) + 1;
      const ranked = Object.keys(n).sort((a, b) => n[b] - n[a]), sys = parts.find((m) => units[m.u].s !== "neutral");
      let u = ranked[0], q;
      if (ranked.length === 1 || n[ranked[1]] < n[u]) q = mapQ(total, (v) => v / units[u].f);
      else if (sys) { q = toSystem(total, units[parts[0].u].d === "mass" ? "g" : "ml", units[sys.u].s); u = q.u; }
      else { u = total.low >= units.tbsp.f ? "tbsp" : "tsp"; q = mapQ(total, (v) => v / units[u].f); }
      return { low: q.low, high: q.high, u, unit: spelling(u, parts.filter((m) => m.u === u).map((m) => m.unit), q) };
    }
    function amountsOf(members) {
      const buckets = {};
      for (const m of members) (buckets[bucket(m)] ||= []).push(m);
      return Object.keys(buckets).sort().map((b) => {
        const ms = buckets[b], t = b[0], total = sum(ms);
        if (t === "2" || t === "3") return measured(ms);
        if (t === "7") return { low: null, high: null, unit: mostCommon(ms.map((m) => (m.unit || "").trim()).filter(Boolean)) };
        if (t === "0") return { ...total, u: null, unit: null };
        if (t !== "6") return { ...total, u: ms[0].u, unit: spelling(ms[0].u, ms.map((m) => m.unit), total) };
        const written = ms.map((m) => m.unit.trim()), agreeing = written.filter((s) => (textKey(s) !== s.toLowerCase()) === many(total));
        return { ...total, u: null, unit: mostCommon(agreeing.length ? agreeing : written) };
      });
    }
    // One merged amount as text, counted things rounded up for buying; "" when there is no number.
    const amountText = (a) => a.low == null ? a.unit || "" : [format(roundedUp(a, a.u), sep), a.unit].filter(Boolean).join(" ");
    function merge(lines) {
      const groups = {};
      // Canonical order first (slug, factor, position), so sums are the same for any order of adding.
      const sorted = lines.slice().sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0) || a.f - b.f || a.i - b.i);
      for (const l of sorted) if (l.key) (groups[l.key] ||= []).push(l);
      return Object.keys(groups).sort().map((key) => {
        const g = groups[key];
        return { key, name: mostCommon(g.map((l) => (l.name || "").trim()).filter(Boolean)) || key,
          aisle: mostCommon(g.map((l) => l.aisle || "other")),
          amounts: amountsOf(g).map((a) => ({ ...a, text: amountText(a) })),
          recipes: [...new Set(g.map((l) => l.slug).filter(Boolean))].sort() };
      });
    }
    function itemText(item, asNeeded = "as needed") {
      const t = item.amounts.map((a) => a.text || asNeeded);
      return !t.length || (t.length === 1 && !item.amounts[0].text) ? item.name : item.name + " — " + t.join(" + ");
    }
    const aisleOrder = (a) => { const i = aisles.indexOf(a); return i < 0 ? aisles.length : i; };

    return { format: (q) => format(q, sep), formatNumber: (v) => formatNumber(v, sep), rounded, roundedUp, toSystem, convert,
      unitNamed, parse, display, servingsAfter, haveFactor, scaleLines, merge, itemText, aisleOrder };
  }

  const api = { make, format, formatNumber };
  if (typeof module === "object" && module.exports) module.exports = api; else root.cookgenKitchenLogic = api;
})(this);
