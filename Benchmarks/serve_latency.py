#!/usr/bin/env python3
"""Time from saving a recipe to the reload event of `cookgen serve`, on a generated site.

Starts the release binary on a free port, listens on /__cookgen/events like a browser tab,
then saves one recipe again and again the way editors do (write a temporary file, rename it
over the original) and times, per save:

  page   until the reload event naming the recipe's page (the page the author is looking at)
  lists  until the second event, for the pages that list it (home, all recipes, its terms,
         feed, search data)

and checks that the page then served has the new title. Nothing is written into the site
except the edited recipe, which is put back at the end.

    Benchmarks/serve_latency.py [N] [--runs 20] [--edit title|step] [--site DIR] [--no-build]

--edit title (default) changes what the recipe's card shows, so the lists follow; --edit step
changes a step only, which no list shows (the second event then carries the search data).
"""
import argparse
import os
import re
import socket
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Events:
    """The event stream, read over a plain socket (no proxies, no buffering)."""

    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.sendall(f"GET /__cookgen/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
        self.buffer = b""

    def next_event(self, timeout=120):
        self.sock.settimeout(timeout)
        while not re.search(rb"event: \w+\ndata: [^\n]*\n\n", self.buffer):
            data = self.sock.recv(65536)
            if not data:
                raise EOFError("event stream closed")
            self.buffer += data
        match = re.search(rb"event: (\w+)\ndata: ([^\n]*)\n\n", self.buffer)
        self.buffer = self.buffer[match.end():]
        return match.group(1).decode(), match.group(2).decode()

    def wait_for(self, name, needle=None, timeout=120):
        deadline = time.monotonic() + timeout
        while True:
            event, data = self.next_event(max(0.1, deadline - time.monotonic()))
            if event == name and (needle is None or needle in data):
                return data


def get(port, path):
    sock = socket.create_connection(("127.0.0.1", port))
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
    data = b""
    while chunk := sock.recv(65536):
        data += chunk
    return data.decode("utf-8", "replace")


def save(path, text):
    """Like an editor's safe save: a temporary file beside it, renamed over the original."""
    folder, name = os.path.split(path)
    temporary = os.path.join(folder, f".{name}.cookgen-bench")
    with open(temporary, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(temporary, path)


def summary(name, values):
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(len(values) * 0.9))]
    return f"{name:>6}: min {values[0]:6.1f}  median {statistics.median(values):6.1f}  p90 {p90:6.1f}  max {values[-1]:6.1f} ms"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("recipes", nargs="?", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--edit", choices=["title", "step"], default="title")
    parser.add_argument("--site")
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "cookgen"], cwd=ROOT, check=True)
    binary = os.path.join(ROOT, ".build", "release", "cookgen")
    site = args.site or f"/tmp/cookgen-serve-bench-{args.recipes}"
    if not os.path.isdir(site):
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "generate.py"), str(args.recipes), site], check=True)
    recipe = sorted(os.path.join(folder, name) for folder, _, names in os.walk(os.path.join(site, "Content", "mains"))
                    for name in names if name.endswith(".md"))[0]
    original = open(recipe, encoding="utf-8").read()
    slug = os.path.splitext(os.path.basename(recipe))[0]
    title = re.search(r"^title: (.*)$", original, re.M).group(1)

    started = time.monotonic()
    server = subprocess.Popen([binary, "serve", "--source", site, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    port = int(re.search(r":(\d+)/ ", line).group(1))
    print(f"{args.recipes} recipes; first build and start: {time.monotonic() - started:.1f} s; "
          f"editing the {args.edit} of {os.path.relpath(recipe, site)}, {args.runs} times")
    events = Events(port)
    events.wait_for("hello")
    page, lists = [], []
    try:
        for run in range(args.runs):
            new_title = f"{title} (edit {run})" if args.edit == "title" else title
            marker = f"saffron{run}x"
            if args.edit == "title":
                text = original.replace(f"title: {title}", f"title: {new_title}", 1)
            else:
                text = re.sub(r"^(1\. .*)$", lambda m: f"{m.group(1)} Add {marker}.", original, count=1, flags=re.M)
            t0 = time.perf_counter()
            save(recipe, text)
            events.wait_for("reload", f"recipes/{slug}.html")
            t1 = time.perf_counter()
            events.wait_for("reload", "recipes/index.html" if args.edit == "title" else "search.html")
            t2 = time.perf_counter()
            page.append((t1 - t0) * 1000)
            lists.append((t2 - t0) * 1000)
            served = get(port, f"/recipes/{slug}.html")
            assert (new_title if args.edit == "title" else marker) in served, "the served page has the edit"
            time.sleep(0.2)
    finally:
        save(recipe, original)
        time.sleep(0.5)
        server.send_signal(2)
        try:
            _, log = server.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
            _, log = server.communicate()
    print(summary("page", page))
    print(summary("lists" if args.edit == "title" else "search", lists))
    print("server log (last rebuild):")
    for line in [l for l in log.splitlines() if slug in l][-2:]:
        print("  " + line)


if __name__ == "__main__":
    main()
