#!/usr/bin/env python3
"""A bounded load test of `cookgen serve` on loopback (not run by CI).

Serves a site (default: the sample cookbook of this repository) with the release binary on a
free port, then runs wrk (Debian: apt-get install -y wrk) for a fixed time against a recipe
page (HTML: the live-reload script is put in per request), the stylesheet, a 304 revalidation
and a missing page (the 404 page), and prints wrk's figures. Without wrk, a small Python
client with threads does the same, more slowly.

    Benchmarks/serve_load.py [--site DIR] [--seconds 10] [--connections 32] [--threads 2] [--no-build]
"""
import argparse
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fetch(port, path, headers=""):
    sock = socket.create_connection(("127.0.0.1", port))
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n{headers}\r\n".encode())
    data = b""
    while chunk := sock.recv(65536):
        data += chunk
    return data


def python_load(port, path, seconds, connections, headers=""):
    """Keep-alive connections in threads; returns (requests, errors, seconds)."""
    counts = [0] * connections
    errors = [0] * connections
    stop = time.monotonic() + seconds
    request = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{headers}\r\n".encode()

    def worker(n):
        sock = socket.create_connection(("127.0.0.1", port))
        buffer = b""
        while time.monotonic() < stop:
            sock.sendall(request)
            while b"\r\n\r\n" not in buffer:
                buffer += sock.recv(65536)
            head, buffer = buffer.split(b"\r\n\r\n", 1)
            length = int(re.search(rb"(?i)content-length: (\d+)", head).group(1)) if b"ontent-" in head else 0
            while len(buffer) < length:
                buffer += sock.recv(65536)
            buffer = buffer[length:]
            counts[n] += 1
            if not (head.startswith(b"HTTP/1.1 200") or head.startswith(b"HTTP/1.1 304") or head.startswith(b"HTTP/1.1 404")):
                errors[n] += 1

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(connections)]
    start = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return sum(counts), sum(errors), time.monotonic() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", default=ROOT)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "cookgen"], cwd=ROOT, check=True)
    binary = os.path.join(ROOT, ".build", "release", "cookgen")
    server = subprocess.Popen([binary, "serve", "--source", args.site, "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        port = int(re.search(r":(\d+)/ ", server.stdout.readline()).group(1))
        home = fetch(port, "/").decode("utf-8", "replace")
        recipe = re.search(r'href="(recipes/(?!index)[^"/]+\.html)"', home).group(1)
        etag = re.search(rb"(?i)etag: (\S+)", fetch(port, "/assets/css/style.css")).group(1).decode()
        targets = [
            (f"/{recipe}", "", "recipe page (HTML, script put in)"),
            ("/assets/css/style.css", "", "stylesheet"),
            ("/assets/css/style.css", f"If-None-Match: {etag}\r\n", "stylesheet, 304"),
            ("/no/such/page.html", "", "missing page (404 page)"),
        ]
        wrk = shutil.which("wrk")
        print(f"cookgen serve on 127.0.0.1:{port}; {args.seconds} s per target, {args.connections} connections; "
              f"{'wrk ' + subprocess.run([wrk, '-v'], capture_output=True, text=True).stdout.split(chr(10))[0] if wrk else 'python client'}")
        for path, header, name in targets:
            print(f"\n== {name}: GET {path}")
            if wrk:
                command = [wrk, f"-t{args.threads}", f"-c{args.connections}", f"-d{args.seconds}s", "--latency"]
                if header:
                    command += ["-H", header.strip()]
                command.append(f"http://127.0.0.1:{port}{path}")
                print("$ " + " ".join(command))
                print(subprocess.run(command, capture_output=True, text=True).stdout.rstrip())
            else:
                requests, errors, seconds = python_load(port, path, args.seconds, args.connections, header)
                print(f"{requests} requests in {seconds:.1f} s: {requests / seconds:.0f} requests/s, {errors} unexpected statuses")
        rss = open(f"/proc/{server.pid}/status").read() if os.path.exists(f"/proc/{server.pid}/status") else ""
        match = re.search(r"VmHWM:\s+(\d+) kB", rss)
        if match:
            print(f"\nserver peak memory: {int(match.group(1)) / 1024:.0f} MB")
    finally:
        server.send_signal(2)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()


if __name__ == "__main__":
    main()
