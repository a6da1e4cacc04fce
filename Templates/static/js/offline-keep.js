/* cookgen default theme: "Keep this cookbook offline", loaded by offline.js when a reader asks.
   Reads the build's offline list (offline.json: every file with its digest and size), lets the
   reader choose the whole cookbook, the favourites, a category or a plan, and has the service
   worker keep those files, a few recipes at a time, showing how far it got. On offline.html it
   lists what this device keeps. The choosing is pure functions (`plan`), tested with node. */
(() => {
  "use strict";

  // The files to keep for a choice: `base` (shell, data, and the set's own page or the search
  // and every other page for the whole cookbook) and, per recipe, its page and pictures.
  function plan(list, what, favourites) {
    const file = (i) => list.files[i], pick = (idx) => idx.map(file);
    const bySlug = new Map(list.recipes.map((r, n) => [r[0], n]));
    let recipes, base = pick(list.shell.concat(list.data));
    if (what === "all") {
      recipes = list.recipes.map((_, n) => n);
      base = base.concat(pick(list.search.concat(list.pages)), pick(list.sets.flatMap((s) => s.files)));
    } else if (what === "favourites") {
      recipes = (favourites || []).map((s) => bySlug.get(s)).filter((n) => n != null);
      const fav = list.files.findIndex((f) => f[0] === "favourites.html");
      if (fav >= 0) base = base.concat([file(fav)]);
    } else {
      const set = list.sets[+what];
      if (!set) return null;
      recipes = set.recipes;
      base = base.concat(pick(set.files));
    }
    const seen = new Set();
    base = base.filter((f) => !seen.has(f[0]) && seen.add(f[0]));
    const groups = recipes.map((n) => pick(list.recipes[n][1]));
    const bytes = base.concat(groups.flat()).reduce((sum, f) => sum + f[2], 0);
    return { base, groups, bytes, count: groups.length, all: what === "all" };
  }

  // "12 KB", "38.4 MB", in the page's language.
  function size(bytes, lang) {
    const mb = bytes / 1048576, nf = (n, d) => n.toLocaleString(lang, { maximumFractionDigits: d });
    return mb < 1 ? nf(Math.max(1, Math.round(bytes / 1024)), 0) + " KB" : nf(mb, mb < 10 ? 1 : 0) + " MB";
  }

  if (typeof module !== "undefined") { module.exports = { plan, size }; return; }

  const doc = document, lang = doc.documentElement.lang || "en";
  const C = window.cookgen, t = C.t, el = C.el, $ = C.$;
  const num = (n) => n.toLocaleString(lang);
  const ask = (worker, msg) => new Promise((ok, fail) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = (e) => (e.data && e.data.error ? fail(new Error(e.data.error)) : ok(e.data));
    worker.postMessage(msg, [ch.port2]);
  });

  let list = null;
  const loadList = (root) => list ? Promise.resolve(list)
    : fetch(root + "offline.json", { cache: "no-cache" }).then((r) => { if (!r.ok) throw new Error(r.status); return r.json(); }).then((l) => (list = l));

  let dialog = null;
  function open(what, where) {
    if (what === "list") return listKept(where);
    dialog?.remove();
    dialog = el("dialog", "offline-dialog");
    const form = el("form"), status = el("p", "offline-status"), bar = el("progress"), choices = el("fieldset", "offline-choices");
    const keep = el("button", "button button-primary", t("js_offline_keep")), close = el("button", "button", t("js_offline_close"));
    form.method = "dialog";
    status.setAttribute("role", "status");
    status.dataset.offlineStatus = "";
    bar.hidden = true;
    keep.type = "submit";
    keep.disabled = true;
    close.type = "button";
    close.onclick = () => dialog.close();
    const actions = el("p", "offline-actions");
    actions.append(keep, " ", close);
    form.append(el("h2", null, t("js_offline_title")), el("p", null, t("js_offline_intro")), choices, bar, status, actions);
    const install = window.cookgenInstall;
    if (install) {
      const b = el("button", "button", t("js_offline_install"));
      b.type = "button";
      b.dataset.appInstall = "";
      b.onclick = () => install.prompt().then(() => install.userChoice).then(() => { b.remove(); window.cookgenInstall = null; }).catch(() => {});
      form.insertBefore(el("p", "offline-install"), choices).append(b);
    }
    dialog.append(form);
    doc.body.append(dialog);
    dialog.showModal();
    status.textContent = t("js_offline_loading");
    loadList(where.root).then((l) => {
      status.textContent = "";
      const favs = C.store.get("favourites", []);
      const option = (value, label, extra) => {
        const row = el("label", "offline-choice"), r = el("input");
        Object.assign(r, { type: "radio", name: "offline-what", value, checked: value === what });
        row.append(r, el("span", null, label));
        if (extra) row.append(extra);
        choices.append(row);
        return r;
      };
      const whole = plan(l, "all");
      option("all", t("js_offline_all", { n: num(whole.count), size: size(whole.bytes, lang) }));
      const fav = plan(l, "favourites", favs);
      option("favourites", t("js_offline_favourites", { n: num(fav.count), size: size(fav.bytes, lang) })).disabled = !fav.count;
      for (const kind of ["category", "plan"]) {
        const sets = l.sets.map((s, n) => [s, n]).filter(([s]) => s.kind === kind && s.recipes.length);
        if (!sets.length) continue;
        const select = el("select");
        select.setAttribute("aria-label", t("js_offline_" + kind));
        for (const [s, n] of sets) {
          const o = el("option", null, t("js_offline_set", { name: s.name, n: num(s.recipes.length), size: size(plan(l, String(n)).bytes, lang) }));
          o.value = n;
          select.append(o);
        }
        const radio = option("set-" + kind, t("js_offline_" + kind), select);
        select.onchange = select.onfocus = () => { radio.checked = true; };
      }
      if (!choices.querySelector(":checked")) choices.querySelector("input:not(:disabled)").checked = true;
      keep.disabled = false;
    }, () => { status.textContent = t("js_offline_unavailable"); });

    form.onsubmit = (e) => {
      e.preventDefault();
      const chosen = choices.querySelector(":checked")?.value || "all";
      const key = chosen.startsWith("set-") ? choices.querySelector(`[name=offline-what][value=${chosen}] ~ select`).value : chosen;
      const p = plan(list, key, C.store.get("favourites", []));
      if (!p) return;
      keep.disabled = true;
      for (const i of choices.elements) i.disabled = true;
      run(p, where, status, bar).finally(() => { keep.disabled = false; for (const i of choices.elements) i.disabled = false; });
    };
  }

  async function run(p, where, status, bar) {
    const reg = await navigator.serviceWorker.ready, worker = reg.active;
    const show = (done) => {
      bar.max = p.count || 1;
      bar.value = done;
      status.textContent = t("js_offline_progress", { done: num(done), total: num(p.count) });
    };
    bar.hidden = false;
    let done = 0;
    try {
      navigator.storage?.persist?.().catch(() => {});
      const est = await navigator.storage?.estimate?.().catch(() => null);
      if (est && est.quota && est.quota - est.usage < p.bytes) {
        status.textContent = t("js_offline_space", { size: size(p.bytes, lang) });
        return;
      }
      show(0);
      await ask(worker, { type: "keep", files: p.base.map((f) => [f[0], f[1]]) });
      for (let i = 0; i < p.groups.length; i += 8) {
        const batch = p.groups.slice(i, i + 8);
        await ask(worker, { type: "keep", files: batch.flat().map((f) => [f[0], f[1]]) });
        done += batch.length;
        show(done);
      }
      if (p.all) await ask(worker, { type: "all", on: true });
      status.textContent = t("js_offline_done", { n: num(p.count), size: size(p.bytes, lang) });
    } catch (e) {
      status.textContent = t("js_offline_failed", { done: num(done), total: num(p.count) });
    }
  }

  // offline.html: the recipes this device keeps, with their titles from the kept cards.
  async function listKept(where) {
    const box = $("[data-offline-list]"), back = new URLSearchParams(location.search).get("page");
    const retry = $("[data-offline-retry]");
    if (retry && back && !/^[a-z]+:|^\/\//i.test(back)) { retry.href = where.root + back; retry.hidden = false; }
    const cache = await caches.open("cookgen " + where.scope);
    const pages = (await cache.keys()).map((r) => r.url.slice(where.scope.length)).filter((p) => /^recipes\/[^/]+\.html$/.test(p) && p !== "recipes/index.html");
    let titles = {};
    try { titles = Object.fromEntries((await C.allCards()).map((c) => [c.url, c.title])); } catch (e) {}
    const items = [];
    for (const p of pages) {
      let title = titles[p];
      if (!title) {
        const text = await (await cache.match(where.scope + p)).text();
        title = (new DOMParser().parseFromString(text, "text/html").querySelector("h1")?.textContent || p).trim();
      }
      items.push([title, p]);
    }
    items.sort((a, b) => a[0].localeCompare(b[0], lang));
    const ul = el("ul", "offline-kept");
    for (const [title, p] of items) {
      const a = el("a", null, title);
      a.href = where.root + p;
      ul.appendChild(el("li")).append(a);
    }
    box.textContent = "";
    box.append(el("p", null, items.length ? t("js_offline_kept", { n: num(items.length) }) : t("js_offline_none")));
    if (items.length) box.append(ul);
  }

  window.cookgenOffline = { open, plan, size };
})();
