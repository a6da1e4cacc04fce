#!/usr/bin/env python3
"""Measures the search page of a built site in headless Chromium: what the first query transfers
(gzipped sizes of the files it fetched, computed with Python's gzip module) and how long a query
takes once its shards are loaded (median of 10).

    python3 Benchmarks/generate.py 10000 /tmp/bench-10000
    swift build -c release --product cookgen
    .build/release/cookgen build --source /tmp/bench-10000 --output /tmp/bench-10000-out --quiet
    python3 Benchmarks/search_page.py /tmp/bench-10000-out tomato

Needs playwright for Python and Chromium (CHROMIUM=/usr/bin/chromium by default).
"""
import functools
import gzip
import http.server
import os
import socketserver
import statistics
import sys
import threading
from urllib.parse import unquote, urlparse

from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def sizes(site, urls):
    """(path, raw bytes, gzipped bytes) of each fetched file of the site."""
    rows = []
    for url in urls:
        path = unquote(urlparse(url).path).lstrip("/")
        with open(os.path.join(site, path), "rb") as f:
            data = f.read()
        rows.append((path, len(data), len(gzip.compress(data, compresslevel=6))))
    return rows


def table(title, rows):
    print(f"\n{title}")
    for path, raw, gz in rows:
        print(f"  {gz / 1024:8.1f} KB gz {raw / 1024:9.1f} KB raw  {path}")
    print(f"  {sum(r[2] for r in rows) / 1024:8.1f} KB gz {sum(r[1] for r in rows) / 1024:9.1f} KB raw  total ({len(rows)} files)")


def main():
    site, word = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else "tomato")
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=site))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    root = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page()
        fetched = []
        page.on("requestfinished", lambda r: fetched.append(r.url))
        done = "document.querySelector('[data-search-ui]')?.getAttribute('aria-busy') === 'false'"
        page.goto(root + "search.html")
        page.wait_for_function(done)
        opened = list(fetched)
        page.fill("#search-q", word)
        page.wait_for_function(f"new URLSearchParams(location.search).get('q') === {word!r} && {done}")
        query = fetched[len(opened):]
        shown = page.locator(".result").count()
        status = page.locator("[data-search-status]").inner_text()

        search = [u for u in fetched if "/search/" in u or u.endswith("search.js")]
        table("Opening search.html (the page, the shared scripts and the index's table of contents):", sizes(site, opened))
        table(f"Typing {word!r}:", sizes(site, query))
        table("Everything search-specific for the first query (search.js + search/*):", sizes(site, search))
        table("Everything the browser fetched up to the first query's results:", sizes(site, fetched))
        print(f"\nresults: {status!r}, {shown} shown")

        # Query latency once the shards are loaded: the search itself, and search + showing the results.
        compute = page.evaluate("""(q) => { const out = [];
            for (let i = 0; i < 10; i++) { const t = performance.now(); cookgenSearchPage.search({ q }); out.push(performance.now() - t); }
            return out; }""", word)
        full = page.evaluate("""async () => { const out = [];
            for (let i = 0; i < 10; i++) { const t = performance.now(); await cookgenSearchPage.go(false); out.push(performance.now() - t); }
            return out; }""")
        print(f"query latency (search only), median of 10: {statistics.median(compute):.1f} ms  (all: {', '.join(f'{x:.1f}' for x in compute)})")
        print(f"query latency (search + 20 results in the page), median of 10: {statistics.median(full):.1f} ms")
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
