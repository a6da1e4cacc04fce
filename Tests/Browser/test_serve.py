"""cookgen serve in the browser: a saved recipe reloads the page, a broken one shows the error
box until it is fixed, and an open page reloads after the server restarts."""
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time

import pytest

from conftest import BINARY

RECIPE = """---
title: {title}
category: Soups
---
## Ingredients
- 2 leeks
## Steps
1. Simmer.
"""


def save(path, text):
    """An editor's safe save: a temporary file renamed over the original."""
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".tmp")
    with open(temporary, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(temporary, path)


class Server:
    def __init__(self, site, port=0):
        self.process = subprocess.Popen([BINARY, "serve", "--source", site, "--port", str(port)],
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.port = int(re.search(r":(\d+)/ ", self.process.stdout.readline()).group(1))
        self.url = f"http://127.0.0.1:{self.port}/"

    def stop(self):
        self.process.send_signal(signal.SIGINT)
        self.process.wait(timeout=20)


@pytest.fixture
def served():
    if not os.path.exists(BINARY):
        pytest.skip(f"{BINARY} is missing: run `swift build` first")
    site = tempfile.mkdtemp(prefix="cookgen-serve-browser-")
    os.makedirs(os.path.join(site, "Content"))
    for slug, title in [("leek", "Leek Soup"), ("tomato", "Tomato Soup")]:
        with open(os.path.join(site, "Content", slug + ".md"), "w", encoding="utf-8") as f:
            f.write(RECIPE.format(title=title))
    server = Server(site)
    yield site, server
    if server.process.poll() is None:
        server.stop()
    shutil.rmtree(site, ignore_errors=True)


def test_saving_a_recipe_reloads_its_page(browser, served):
    site, server = served
    context = browser.new_context()
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url + "recipes/leek.html")
    assert "Leek Soup" in page.title()
    page.wait_for_timeout(300)  # the event stream connects
    save(os.path.join(site, "Content", "leek.md"), RECIPE.format(title="Leek and Potato Soup"))
    page.wait_for_function("document.title.includes('Leek and Potato Soup')", timeout=10000)
    assert errors == []
    context.close()


def test_a_broken_recipe_shows_the_error_box_until_fixed(browser, served):
    site, server = served
    context = browser.new_context()
    page = context.new_page()
    page.goto(server.url + "recipes/tomato.html")
    page.wait_for_timeout(300)
    save(os.path.join(site, "Content", "leek.md"), "---\ntitle: [Leek <b>Soup\n---\n")
    page.wait_for_selector("#cookgen-error-overlay", timeout=10000)
    box = page.inner_text("#cookgen-error-overlay")
    assert "Content/leek.md:2:" in box and "[Leek <b>Soup" in box, "quoted as text, not markup"
    assert page.locator("#cookgen-error-overlay b").count() == 0
    save(os.path.join(site, "Content", "leek.md"), RECIPE.format(title="Leek Soup"))
    page.wait_for_selector("#cookgen-error-overlay", state="detached", timeout=10000)
    context.close()


def test_an_open_page_reloads_after_the_server_restarts(browser, served):
    site, server = served
    context = browser.new_context()
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url + "recipes/leek.html")
    assert page.title().startswith("Leek Soup")
    page.wait_for_timeout(300)
    # A mark that only this page load has: a reload clears it, an in-place patch would keep it.
    page.evaluate("window.cookgenBeforeRestart = true")
    server.stop()
    assert server.process.returncode is not None, "the first server has exited"
    time.sleep(0.5)
    # The page retries while the server is away; a new server on the same port is a restart.
    with open(os.path.join(site, "Content", "leek.md"), "w", encoding="utf-8") as f:
        f.write(RECIPE.format(title="Leek Soup Again"))
    again = Server(site, port=server.port)
    try:
        assert again.port == server.port
        try:
            page.wait_for_function("!window.cookgenBeforeRestart && document.title.includes('Leek Soup Again')", timeout=15000)
        except Exception as e:  # playwright's TimeoutError: the asserts below say what did not happen
            if type(e).__name__ != "TimeoutError":
                raise
        assert page.evaluate("window.cookgenBeforeRestart") is None, "the page did not reload after the restart: the mark set before it is still there"
        assert "Leek Soup Again" in page.title(), f"the reloaded page shows the new server's recipe, not {page.title()!r}"
        assert page.url == server.url + "recipes/leek.html", "the same page was reloaded"
        assert errors == []
    finally:
        again.stop()
    context.close()
