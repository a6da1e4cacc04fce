"""A recipe page's downloads, made in the browser: each button gives a file with the right name
that reads back as the recipe (checked with the real binary), from file:// and from HTTP; the
card stands alone; without JavaScript no broken download shows."""
import json
import os
import re
import subprocess
import tempfile

import pytest

from conftest import BINARY, Page, cli, recipe_file

RECIPES = ["oat-buttermilk-pancakes", "aubergine-parmigiana"]   # Markdown with a picture; Cooklang


def click_download(page, fmt):
    """Clicks the download button of `fmt` and returns (suggested file name, text)."""
    with page.expect_download() as info:
        page.click(f"[data-downloads] [data-download='{fmt}']")
    download = info.value
    with open(download.path(), encoding="utf-8") as f:
        return download.suggested_filename, f.read()


def model_of(path):
    """What cookgen reads from a recipe file: the parsed model without where it came from."""
    model = json.loads(cli("export", path, "--format", "json"))
    for key in ["source", "format", "slug"]:
        model.pop(key, None)
    model["metadata"].pop("image", None)
    for ingredient in model["ingredients"]:
        ingredient.pop("line", None)
    return model


@pytest.mark.parametrize("slug", RECIPES)
def test_markdown_and_cooklang_read_back_as_the_recipe(person, slug):
    page = person.open(f"recipes/{slug}.html")
    assert page.locator("[data-downloads]").is_visible()
    source = model_of(recipe_file(slug))
    with tempfile.TemporaryDirectory() as folder:
        for fmt, suffix in [("markdown", ".md"), ("cook", ".cook")]:
            name, text = click_download(page, fmt)
            assert name == slug + suffix
            path = os.path.join(folder, name)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            back = model_of(path)
            assert back["title"] == source["title"]
            assert [(i["name"], i["quantity"], i["unit"], i["note"]) for i in back["ingredients"]] == \
                [(i["name"], i["quantity"], i["unit"], i["note"]) for i in source["ingredients"]], fmt
            steps = lambda m: [s for section in m["sections"] for s in section["steps"]]
            assert len(steps(back)) == len(steps(source)), fmt


@pytest.mark.parametrize("slug", RECIPES)
def test_json_ld_is_the_pages_own(person, slug):
    page = person.open(f"recipes/{slug}.html")
    name, text = click_download(page, "jsonld")
    assert name == slug + ".json"
    on_page = json.loads(page.locator("script[type='application/ld+json']").text_content())
    assert json.loads(text) == on_page
    assert text.startswith('{\n  "@context": "https://schema.org",\n') and text.endswith("}\n")
    assert on_page["@type"] == "Recipe"
    if "image" in on_page:
        assert on_page["image"].startswith("../images/"), "a picture as seen from the page, as from the download"


def test_the_card_stands_alone_and_imports(browser, base, person):
    slug = RECIPES[0]
    page = person.open(f"recipes/{slug}.html")
    name, html = click_download(page, "html")
    assert name == slug + ".card.html"
    assert "<title>Oat and Buttermilk Pancakes</title>" in html and 'class="export"' in html
    assert len(re.search(r"<style>(.*?)</style>", html, re.S).group(1)) > 10000, "the theme's stylesheet is inside"
    assert "<script src" not in html and "<button" not in html and "data-downloads" not in html
    pictures = re.findall(r'<img[^>]* src="([^"]+)"', html)
    assert pictures, "the hero picture"
    if base.startswith("http"):
        assert all(p.startswith("data:image/") for p in pictures), "pictures embedded over HTTP"
    else:
        assert all(p.startswith("file://") for p in pictures), "pictures left as links from file://"
    hrefs = re.findall(r'href="([^"]+)"', html)
    assert all(h.startswith("#") or h.startswith("http") for h in hrefs), hrefs
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(html)
        card = Page(browser, "file://" + folder + "/")
        shown = card.open(name)
        assert shown.locator("li.ingredient").count() == page.locator("li.ingredient").count()
        assert shown.locator("li.step").count() == page.locator("li.step").count()
        steps = lambda p: [" ".join(t.split()) for t in p.locator("li.step .step-text").all_text_contents()]
        assert steps(shown) == steps(page), "every step's words, durations included"
        assert card.errors == [], "the card opens without errors"
        if os.environ.get("COOKGEN_SCREENSHOTS"):   # a folder to look at the cards in
            shown.screenshot(path=os.path.join(os.environ["COOKGEN_SCREENSHOTS"], f"card-{base[:4]}.png"), full_page=True)
        card.close()
        imported = subprocess.run([BINARY, "import", path, "--into", os.path.join(folder, "in")], capture_output=True, text=True)
        assert imported.returncode == 0, imported.stderr
        written = os.listdir(os.path.join(folder, "in"))
        assert any(f.endswith(".md") for f in written), written


def test_without_javascript_no_download_shows(browser, site):
    p = Page(browser, "file://" + os.path.abspath(site) + "/", java_script_enabled=False)
    page = p.open(f"recipes/{RECIPES[0]}.html")
    assert page.locator("[data-downloads]").count() == 1
    assert not page.locator("[data-downloads]").is_visible()
    p.close()


def test_no_download_files_are_written(site):
    folder = os.path.join(site, "recipes")
    names = [n for n in os.listdir(folder) if os.path.isfile(os.path.join(folder, n))]
    assert names and all(n.endswith(".html") and not n.endswith(".card.html") for n in names), names
    assert os.path.exists(os.path.join(site, "assets", "js", "card-style.js"))
