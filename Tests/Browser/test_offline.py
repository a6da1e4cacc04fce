"""The installable, offline app in Chromium against a local HTTP server: the worker activates and
keeps the shell; "keep offline" keeps everything; with the network cut a recipe never opened,
search, the shopping list and cook mode work; a page not kept leads to the offline page; a rebuild
reaches the reader after the update prompt; file:// registers nothing; manifest and icons; and
all of it with the site under a sub-path (`--base-url …/cookbook/`).

COOKGEN_SHOTS=<folder> saves screenshots of the dialog, the progress and the update prompt."""
import functools
import http.server
import json
import os
import shutil
import socketserver
import struct
import subprocess
import tempfile
import threading
import urllib.request

import pytest

from conftest import BINARY, ROOT, recipe_file

SHOTS = os.environ.get("COOKGEN_SHOTS")
NEVER_OPENED = "wild-mushroom-risotto"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".webmanifest": "application/manifest+json"}

    def log_message(self, *args):
        pass


class Served:
    """A copy of the sample cookbook, built under `/cookbook/` of a local server, rebuildable."""

    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="cookgen-offline-")
        self.source = os.path.join(self.dir, "site")
        self.web = os.path.join(self.dir, "web")
        os.makedirs(self.web)
        shutil.copytree(os.path.join(ROOT, "Content"), os.path.join(self.source, "Content"))
        shutil.copy(os.path.join(ROOT, "cookgen.yaml"), self.source)
        handler = functools.partial(_Quiet, directory=self.web)
        self.server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/cookbook/"
        self.build()

    def build(self):
        subprocess.run([BINARY, "build", "--source", self.source, "--output", os.path.join(self.web, "cookbook"),
                        "--base-url", self.url, "--quiet"], check=True, capture_output=True)

    def recipe_source(self, slug):
        original = recipe_file(slug)
        return os.path.join(self.source, os.path.relpath(original, ROOT))

    def close(self):
        self.server.shutdown()
        self.server.server_close()
        shutil.rmtree(self.dir, ignore_errors=True)


@pytest.fixture
def served():
    if not os.path.exists(BINARY):
        pytest.skip(f"{BINARY} is missing: run `swift build` first")
    s = Served()
    yield s
    s.close()


@pytest.fixture
def reader(browser):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    page = context.new_page()
    page.errors = []
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    yield page
    context.close()


def shot(page, name):
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        page.screenshot(path=os.path.join(SHOTS, name + ".png"))


def controlled(page):
    """Waits until the worker is active and controls the page."""
    page.wait_for_function("navigator.serviceWorker && navigator.serviceWorker.controller !== null", timeout=30000)


def kept(page, scope):
    return page.evaluate("""async (scope) => (await (await caches.open('cookgen ' + scope)).keys())
        .map(r => r.url.slice(scope.length))""", scope)


def keep_everything(page):
    page.locator(".site-tools [data-offline-keep] button").click()
    dialog = page.locator("dialog.offline-dialog")
    dialog.locator("input[value=all]:not([disabled])").wait_for()
    assert "The whole cookbook: 45 recipes and the search" in dialog.inner_text()
    shot(page, "keep-offline-dialog")
    dialog.locator("button[type=submit]").click()
    page.wait_for_function("document.querySelector('[data-offline-status]').textContent.startsWith('Kept ')", timeout=120000)
    text = page.locator("[data-offline-status]").inner_text()
    shot(page, "keep-offline-done")
    page.locator("dialog.offline-dialog button[type=button]").click()
    return text


def test_the_worker_activates_and_keeps_the_shell(served, reader):
    reader.goto(served.url + "index.html")
    controlled(reader)
    reader.wait_for_function("""async () => (await (await caches.open('cookgen ' + navigator.serviceWorker.controller.scriptURL.replace(/sw\\.js$/, ''))).keys()).length > 15""")
    files = kept(reader, served.url)
    for path in ["index.html", "search.html", "shopping-list.html", "favourites.html", "profile.html", "offline.html",
                 "assets/css/style.css", "assets/js/site.js", "assets/icons/icon-512.png", "manifest.webmanifest"]:
        assert path in files
    assert not any(p.startswith("recipes/") for p in files), "no recipe page before the reader asks"
    assert reader.evaluate("navigator.serviceWorker.controller.scriptURL") == served.url + "sw.js"
    assert reader.locator("link[rel=manifest]").get_attribute("href") == "manifest.webmanifest"
    assert reader.errors == []


def test_manifest_fields_and_icon_sizes(served):
    manifest = json.load(urllib.request.urlopen(served.url + "manifest.webmanifest"))
    assert manifest["name"] == "The cookgen Kitchen" and manifest["short_name"]
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["theme_color"] == "#faf6f0" and manifest["background_color"] == "#faf6f0"
    sizes = {}
    for icon in manifest["icons"]:
        data = urllib.request.urlopen(served.url + icon["src"]).read()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", data[16:24])
        assert icon["sizes"] == f"{width}x{height}"
        sizes[(width, icon["purpose"])] = True
    assert {(192, "any"), (512, "any"), (512, "maskable")} <= set(sizes)


def test_keep_offline_then_without_network(served, reader):
    reader.goto(served.url + "index.html")
    controlled(reader)
    assert keep_everything(reader).startswith("Kept 45 recipes on this device (")
    files = kept(reader, served.url)
    assert f"recipes/{NEVER_OPENED}.html" in files
    assert any(p.startswith("search/") for p in files) and "assets/data/cards.js" in files

    reader.context.set_offline(True)
    reader.goto(served.url + f"recipes/{NEVER_OPENED}.html")
    assert reader.locator("h1").first.inner_text() == "Wild Mushroom Risotto"
    # Cook mode from what the page carries.
    reader.click("[data-cook-open]")
    assert reader.locator("[data-cook-progress]").inner_text().startswith("Step 1 of ")
    reader.keyboard.press("Escape")
    # The shopping list.
    reader.click("[data-shop-all]")
    reader.goto(served.url + "shopping-list.html")
    reader.wait_for_selector(".shop-item")
    assert "Wild Mushroom Risotto" in reader.locator("[data-shop-list]").inner_text()
    # Search, with a query that finds the recipe never opened.
    reader.goto(served.url + "search.html?q=risotto")
    reader.wait_for_selector(".result-title")
    assert "Wild Mushroom Risotto" in reader.locator(".result-title").all_inner_texts()
    # A folder URL is its index page.
    reader.goto(served.url)
    assert reader.locator(".site-title").inner_text() == "The cookgen Kitchen"
    assert reader.errors == []


def test_a_page_not_kept_shows_the_offline_page(served, reader):
    reader.goto(served.url + "index.html")
    controlled(reader)
    reader.goto(served.url + "recipes/shakshuka.html")  # visited: kept
    reader.wait_for_function("""async (u) => !!(await (await caches.open('cookgen ' + u)).match(u + 'recipes/shakshuka.html'))""",
                             arg=served.url)
    reader.context.set_offline(True)
    reader.goto(served.url + f"recipes/{NEVER_OPENED}.html")
    assert reader.url.startswith(served.url + "offline.html?page=")
    reader.wait_for_selector("[data-offline-list] a")
    assert reader.locator("h1").inner_text() == "You are offline"
    assert reader.locator("[data-offline-list] a").all_inner_texts() == ["Shakshuka"]
    assert reader.locator("[data-offline-retry]").get_attribute("href") == f"recipes/{NEVER_OPENED}.html"
    shot(reader, "offline-page")
    reader.goto(served.url + "recipes/shakshuka.html")
    assert reader.locator("h1").first.inner_text() == "Shakshuka"


def test_a_rebuild_reaches_the_reader_after_the_update_prompt(served, reader):
    slug = "classic-hummus"
    reader.goto(served.url + f"recipes/{slug}.html")
    controlled(reader)
    keep_everything(reader)
    path = served.recipe_source(slug)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace("title: Silky Hummus", "title: Silky Hummus, Smoother"))
    served.build()
    reader.reload()
    reader.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
    bar = reader.locator("[data-update]")
    bar.wait_for(timeout=60000)
    assert "A new version of the cookbook is available." in bar.inner_text()
    shot(reader, "update-prompt")
    assert reader.locator("h1").first.inner_text() == "Silky Hummus", "the open page stays as it was until the reader says"
    with reader.expect_navigation():
        bar.locator("button").click()
    assert reader.locator("h1").first.inner_text() == "Silky Hummus, Smoother"
    reader.context.set_offline(True)
    reader.goto(served.url + "index.html")
    reader.goto(served.url + f"recipes/{slug}.html")
    assert reader.locator("h1").first.inner_text() == "Silky Hummus, Smoother", "the kept copy was replaced"


def test_file_pages_register_no_worker(site, browser):
    context = browser.new_context()
    page = context.new_page()
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    for path in ["index.html", "recipes/shakshuka.html", "favourites.html", "offline.html"]:
        page.goto("file://" + os.path.abspath(site) + "/" + path)
        page.wait_for_load_state("load")
        assert page.locator("link[rel=manifest]").count() == 0
        assert page.locator("[data-offline-keep]:visible").count() == 0
    assert page.evaluate("() => navigator.serviceWorker ? navigator.serviceWorker.controller : null") is None
    context.close()
    assert errors == []


def test_the_dialog_offers_to_install_the_app(served, reader):
    reader.goto(served.url + "index.html")
    controlled(reader)
    # Headless Chromium never fires the real event; this one is what Chrome hands the page.
    reader.evaluate("""() => { const e = new Event('beforeinstallprompt'); window.prompted = 0;
        e.prompt = () => { window.prompted++; return Promise.resolve(); };
        e.userChoice = Promise.resolve({outcome: 'accepted'}); dispatchEvent(e); }""")
    reader.locator(".site-tools [data-offline-keep] button").click()
    button = reader.locator("[data-app-install]")
    button.wait_for()
    assert button.inner_text() == "Install as an app"
    shot(reader, "install-offer")
    button.click()
    reader.wait_for_function("window.prompted === 1")
    assert reader.errors == []
