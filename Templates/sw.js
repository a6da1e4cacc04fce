/* cookgen service worker. The build writes it to the site root with `COOKGEN` above this line:
   the version (a digest of offline.json, so any changed file makes a new worker) and the app
   shell's files with their digests. Every file is kept under its URL in one cache per site;
   files kept from the offline list carry their digest in an `x-cookgen-digest` header, so a new
   version fetches only what changed. Nothing is ever sent anywhere but to the site itself. */
"use strict";
const SCOPE = globalThis.registration ? registration.scope : "", CACHE = "cookgen " + SCOPE, NEXT = "cookgen-next " + SCOPE;
const DIGEST = "x-cookgen-digest", GONE = SCOPE + "__cookgen/gone", ALL = SCOPE + "__cookgen/all";
const abs = (path) => new URL(path, SCOPE).href;
// A page's key: without query or fragment, a folder as its index.html.
const key = (url) => {
  const u = new URL(url);
  u.search = u.hash = "";
  if (u.pathname.endsWith("/")) u.pathname += "index.html";
  return u.href;
};
const pathOf = (url) => key(url).slice(SCOPE.length);
const never = new Set(["sw.js", "offline.json"]);

// A response to keep: a fresh copy (the body read once), with the digest it was listed with.
async function fetchKept(path, digest) {
  const res = await fetch(abs(path), { cache: "no-cache" });
  if (!res.ok) { const e = new Error(path); e.status = res.status; throw e; }
  const headers = new Headers(res.headers);
  if (digest) headers.set(DIGEST, digest); else headers.delete(DIGEST);
  return new Response(await res.blob(), { status: 200, headers });
}

// Runs `work` over `items`, six at a time.
async function pool(items, work) {
  let next = 0;
  const one = async () => { while (next < items.length) { const i = next++; await work(items[i], i); } };
  await Promise.all(Array.from({ length: Math.min(6, items.length) }, one));
}

const jsonFrom = async (cache, url) => { try { return await (await cache.match(url)).json(); } catch (e) { return null; } };

// Install: the shell, and every kept file that changed, into a cache of its own; nothing the
// open pages use is touched until the reader reloads (or every tab is closed).
async function install() {
  const cache = await caches.open(CACHE);
  await caches.delete(NEXT);
  const next = await caches.open(NEXT);
  const have = new Map();
  for (const req of await cache.keys()) {
    if (req.url.startsWith(SCOPE + "__cookgen/")) continue;
    const res = await cache.match(req);
    have.set(pathOf(req.url), res.headers.get(DIGEST) || "");
  }
  const keepsAll = !!(await cache.match(ALL));
  let listed = null;
  // With files kept from the list, the new list says which of them changed and which are gone.
  if (keepsAll || [...have].some(([p, d]) => d && !COOKGEN.shell.some((f) => f[0] === p))) {
    const res = await fetch(abs("offline.json"), { cache: "no-cache" });
    if (!res.ok) throw new Error("offline.json");
    listed = new Map((await res.json()).files.map((f) => [f[0], f[1]]));
  }
  const { todo, gone } = changes(have, COOKGEN.shell, listed, keepsAll);
  await pool(todo, async ([p, d]) => {
    try { await next.put(abs(p), await fetchKept(p, d)); } catch (e) {
      if (e.status === 404 || e.status === 410) gone.push(p); else throw e;
    }
  });
  await next.put(GONE, new Response(JSON.stringify(gone)));
}

// What a new version fetches: shell files whose digest differs from the kept copy's; kept files
// the new list gives another digest (or, keeping everything, every file not kept yet); pages kept
// as they were visited, which have no digest; and what is `gone` from the list.
function changes(have, shell, listed, keepsAll) {
  const want = new Map(shell), gone = [];
  if (listed) {
    for (const [p, d] of have) {
      if (want.has(p) || !d) continue;
      if (listed.has(p)) want.set(p, listed.get(p)); else gone.push(p);
    }
    if (keepsAll) for (const [p, d] of listed) if (!have.has(p)) want.set(p, d);
  }
  const visited = [...have].filter(([p, d]) => !d && !want.has(p)).map(([p]) => [p, ""]);
  return { todo: [...want].filter(([p, d]) => have.get(p) !== d).concat(visited), gone };
}

// Activate: the new files replace the old ones, files the site no longer has go.
async function activate() {
  const next = await caches.open(NEXT), cache = await caches.open(CACHE);
  const gone = (await jsonFrom(next, GONE)) || [];
  for (const req of await next.keys()) {
    if (req.url === GONE) continue;
    await cache.put(req, await next.match(req));
  }
  for (const p of gone) await cache.delete(abs(p));
  await caches.delete(NEXT);
  // Caches of other cookgen sites on this origin are theirs; only leftovers of this one go.
  for (const name of await caches.keys()) if (name.startsWith("cookgen") && name.endsWith(" " + SCOPE) && name !== CACHE) await caches.delete(name);
}

if (typeof module !== "undefined") module.exports = { changes, key };
else {
  self.addEventListener("install", (e) => e.waitUntil(install().then(() => self.registration.active ? null : self.skipWaiting())));
  self.addEventListener("activate", (e) => e.waitUntil(activate().then(() => self.clients.claim())));

  // Pages: from the cache first, then refreshed from the network in the background (a page not
  // kept yet is fetched and kept); without the network, a page not kept leads to offline.html.
  async function page(event, url) {
    const cache = await caches.open(CACHE), cached = await cache.match(url);
    const fresh = fetch(event.request).then(async (res) => {
      if (res.ok && res.type === "basic") {
        const same = cached && ["etag", "last-modified"].some((h) => res.headers.get(h) && res.headers.get(h) === cached.headers.get(h));
        if (!same) await cache.put(url, new Response(await res.clone().blob(), { headers: res.headers }));
      }
      return res;
    });
    if (cached) {
      event.waitUntil(fresh.catch(() => null));
      return cached;
    }
    try { return await fresh; } catch (e) {
      const offline = await cache.match(abs("offline.html"));
      return offline ? Response.redirect(abs("offline.html") + "?page=" + encodeURIComponent(pathOf(url)), 302) : Response.error();
    }
}

// Everything else (styles, scripts, pictures, the search index): from the cache, else from the
// network and kept.
async function asset(event, url) {
  const cache = await caches.open(CACHE), cached = await cache.match(url);
  if (cached) return cached;
  const res = await fetch(event.request);
  if (res.ok && res.type === "basic") event.waitUntil(cache.put(url, res.clone()).catch(() => null));
  return res;
}

self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET" || !req.url.startsWith(SCOPE) || req.headers.has("range")) return;
  const url = key(req.url), path = url.slice(SCOPE.length);
  if (never.has(path) || path.startsWith("__cookgen/")) return;
  e.respondWith(req.mode === "navigate" ? page(e, url) : asset(e, url));
});

// The page asks: `keep` a batch of [path, digest] (answers how many bytes it took), `all` to keep
// new recipes of later versions too, `skip` to use the waiting version now.
self.addEventListener("message", (e) => {
  const m = e.data || {}, reply = (v) => e.ports[0] && e.ports[0].postMessage(v);
  if (m.type === "skip") self.skipWaiting();
  else if (m.type === "keep") e.waitUntil(keep(m.files || []).then(reply, (err) => reply({ error: String(err && err.message || err) })));
  else if (m.type === "all") e.waitUntil(caches.open(CACHE).then((c) => m.on ? c.put(ALL, new Response("1")) : c.delete(ALL)).then(() => reply({})));
});

}

async function keep(files) {
  const cache = await caches.open(CACHE);
  let bytes = 0, fetched = 0;
  await pool(files, async ([p, d]) => {
    const url = abs(p), old = await cache.match(url);
    if (old && d && old.headers.get(DIGEST) === d) return;
    const res = await fetchKept(p, d);
    bytes += +(res.headers.get("content-length") || 0);
    fetched++;
    await cache.put(url, res);
  });
  return { fetched, bytes };
}
