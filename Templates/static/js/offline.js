/* cookgen, every page, over http(s) only: the service worker, the manifest link, the update
   prompt and the "keep offline" buttons (their dialog, offline-keep.js, loads when pressed). */
(() => {
  "use strict";
  const doc = document, sw = navigator.serviceWorker;
  const src = doc.currentScript?.getAttribute("src") || "", root = src.slice(0, src.indexOf("assets/js/offline.js"));
  if (!sw || !/^https?:$/.test(location.protocol)) return;
  const scope = new URL(root || "./", location.href).href;
  // cookgen serve: a preview is never cached.
  if (doc.querySelector("script[data-cookgen-live-reload]")) {
    sw.getRegistration(scope).then((r) => r && r.unregister()).catch(() => {});
    return;
  }
  const t = (k, v) => window.cookgen ? window.cookgen.t(k, v) : k;
  const link = doc.createElement("link");
  Object.assign(link, { rel: "manifest", href: root + "manifest.webmanifest" });
  doc.head.append(link);

  // The browser's install prompt stays; the dialog offers it too.
  addEventListener("beforeinstallprompt", (e) => { window.cookgenInstall = e; });
  addEventListener("appinstalled", () => { window.cookgenInstall = null; });
  let asked = false;
  function prompt(reg) {
    if (doc.querySelector("[data-update]")) return;
    const bar = doc.createElement("div"), text = doc.createElement("span"), b = doc.createElement("button");
    bar.className = "update-bar";
    bar.dataset.update = "";
    bar.setAttribute("role", "status");
    text.textContent = t("js_update_ready");
    b.type = "button";
    b.className = "button button-primary";
    b.textContent = t("js_update_reload");
    b.onclick = () => {
      asked = true;
      if (reg.waiting) reg.waiting.postMessage({ type: "skip" }); else location.reload();
    };
    bar.append(text, " ", b);
    doc.body.append(bar);
  }
  sw.addEventListener("controllerchange", () => { if (asked) location.reload(); });
  sw.register(root + "sw.js", { scope, updateViaCache: "none" }).then((reg) => {
    if (reg.waiting && sw.controller) prompt(reg);
    reg.addEventListener("updatefound", () => {
      const w = reg.installing;
      w?.addEventListener("statechange", () => { if (w.state === "installed" && sw.controller) prompt(reg); });
    });
    // A tab left open for hours still hears of a new version.
    const check = () => { if (doc.visibilityState === "visible") reg.update().catch(() => {}); };
    doc.addEventListener("visibilitychange", check);
    setInterval(check, 30 * 60 * 1000);
  }).catch(() => {});
  // The first page was fetched before the worker: keep it too.
  const here = location.origin + location.pathname.replace(/\/$/, "/index.html");
  sw.ready.then(() => caches.open("cookgen " + scope)).then((c) => c.match(here).then((hit) => hit || c.add(here))).catch(() => {});

  let loading = null;
  const open = (what) => {
    loading ||= new Promise((ok, fail) => {
      const s = doc.createElement("script");
      s.src = root + "assets/js/offline-keep.js";
      s.onload = ok;
      s.onerror = fail;
      doc.head.append(s);
    });
    loading.then(() => window.cookgenOffline.open(what, { root, scope })).catch(() => { loading = null; });
  };
  for (const b of doc.querySelectorAll("[data-offline-keep]")) {
    b.hidden = false;
    b.addEventListener("click", (e) => { e.preventDefault(); open(b.dataset.offlineKeep || "all"); });
  }
  if (doc.querySelector("[data-offline-list]")) open("list");
})();
