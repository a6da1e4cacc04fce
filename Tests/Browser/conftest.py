"""Browser tests: build the sample cookbook with the debug binary, serve it from file:// and
from a static HTTP server, and drive it in headless Chromium like a person would.

    python3 -m pytest -q Tests/Browser          (Tests/Browser/run installs what is missing)

COOKGEN_SITE=<folder> tests an already built site instead of building one.
"""
import functools
import glob
import http.server
import os
import re
import shutil
import socketserver
import subprocess
import tempfile
import threading

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# COOKGEN_BINARY=<path> uses another build (e.g. one under `swift build --scratch-path`).
BINARY = os.environ.get("COOKGEN_BINARY") or os.path.join(ROOT, ".build", "debug", "cookgen")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def cli(*args):
    """Runs the debug binary in the repository and returns its standard output."""
    return subprocess.run([BINARY, *args], cwd=ROOT, check=True, capture_output=True, text=True).stdout


def recipe_file(slug):
    """The source file of a sample recipe, by its slug."""
    for path in glob.glob(os.path.join(ROOT, "Content", "recipes", "**", "*"), recursive=True):
        name = os.path.splitext(os.path.basename(path))[0]
        if path.endswith((".md", ".cook")) and re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") == slug:
            return path
    raise LookupError(slug)


def pdf_pages(data):
    """The number of pages of a PDF: with pypdf when it is installed, else from its page objects."""
    try:
        import io
        import pypdf
        return len(pypdf.PdfReader(io.BytesIO(data)).pages)
    except ImportError:
        return len(re.findall(rb"/Type\s*/Page[^s]", data))


@pytest.fixture(scope="session")
def site():
    given = os.environ.get("COOKGEN_SITE")
    if given:
        yield given
        return
    if not os.path.exists(BINARY):
        pytest.skip(f"{BINARY} is missing: run `swift build` first to build the site the browser tests use")
    out = tempfile.mkdtemp(prefix="cookgen-browser-")
    shutil.rmtree(out)
    subprocess.run([BINARY, "build", "--output", out, "--quiet"], cwd=ROOT, check=True)
    yield out
    shutil.rmtree(out, ignore_errors=True)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def http_root(site):
    handler = functools.partial(_Quiet, directory=site)
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api")
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing: apt-get install -y chromium")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture(params=["file", "http"])
def base(request, site):
    """The site's root URL: from file:// and from a local HTTP server."""
    if request.param == "file":
        return "file://" + os.path.abspath(site) + "/"
    return request.getfixturevalue("http_root")


class Page:
    """A phone-sized page that records console errors; `errors` must stay empty."""

    def __init__(self, browser, base, **options):
        self.context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, **options)
        self.page = self.context.new_page()
        self.base = base
        self.errors = []
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

    def open(self, path):
        self.page.goto(self.base + path)
        return self.page

    def close(self):
        self.context.close()


@pytest.fixture
def person(browser, base):
    p = Page(browser, base)
    yield p
    errors = p.errors
    p.close()
    assert errors == [], "console errors"
