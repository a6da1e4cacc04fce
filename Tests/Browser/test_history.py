"""A recipe's history: the timeline on the page, and "Cook this version" with scaling and the
shopping list working on the older version. The site is a git repository made here, with fixed dates."""
import os
import shutil
import subprocess
import tempfile

import pytest

from conftest import BINARY, ROOT, Page

CAKE = """---
title: Lemon Drizzle Cake
servings: 8
log:
  - date: 2024-06-12
    note: Zest makes it.
    rating: 5
---
## Ingredients

- 200 g sugar
- 3 eggs
- 250 g flour

## Steps

1. Beat the sugar and eggs until pale.
2. Fold in the flour.
3. Bake at 180 °C for 40 minutes.
"""


def git(repo, *args, date="2024-01-01T10:00:00+02:00"):
    env = {**os.environ, "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date}
    subprocess.run(["git", "-c", "user.name=Ada Baker", "-c", "user.email=ada@example.org", "-c", "commit.gpgsign=false", *args],
                   cwd=repo, env=env, check=True, capture_output=True)


def commit(repo, text, message, date):
    with open(os.path.join(repo, "Content", "lemon-cake.md"), "w", encoding="utf-8") as f:
        f.write(text)
    git(repo, "add", "-A", date=date)
    git(repo, "commit", "-q", "-m", message, date=date)


@pytest.fixture(scope="module")
def history_site():
    if not os.path.exists(BINARY) or not shutil.which("git"):
        pytest.skip("needs the cookgen binary and git")
    repo = tempfile.mkdtemp(prefix="cookgen-history-site-")
    os.makedirs(os.path.join(repo, "Content"))
    with open(os.path.join(repo, "cookgen.yaml"), "w") as f:
        f.write("title: History Kitchen\n")
    git(repo, "init", "-q")
    commit(repo, CAKE, "First lemon cake", "2024-03-01T09:00:00+01:00")
    less = CAKE.replace("200 g sugar", "150 g sugar")
    commit(repo, less, "Less sugar", "2024-05-02T10:00:00+02:00")
    zest = less.replace("- 3 eggs\n", "- 3 eggs\n- 1 lemon, zested\n")
    commit(repo, zest, "Added lemon zest", "2024-06-10T18:30:00+02:00")
    commit(repo, zest.replace("180 °C", "170 °C"), "Cooler oven", "2024-07-01T12:00:00+02:00")
    out = os.path.join(repo, "Public")
    subprocess.run([BINARY, "build", "--source", repo, "--output", out, "--quiet"], cwd=ROOT, check=True)
    yield out
    shutil.rmtree(repo, ignore_errors=True)


@pytest.fixture
def cook(browser, history_site):
    p = Page(browser, "file://" + os.path.abspath(history_site) + "/")
    yield p
    errors = p.errors
    p.close()
    assert errors == [], "console errors"


def amounts(page):
    return page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('li.ingredient')].map(li => [
        li.querySelector('.ingredient-name').textContent.trim(),
        (li.querySelector('.quantity').textContent + ' ' + li.querySelector('.unit').textContent).trim()]))""")


def test_the_timeline_says_what_changed(cook):
    page = cook.open("recipes/lemon-cake.html")
    history = page.locator("section.history")
    assert history.is_visible()
    text = history.inner_text()
    for words in ["sugar: 200 g → 150 g", "Added 1 lemon, zested", "First written", "Zest makes it.", "Cooler oven"]:
        assert words in text
    assert page.locator("section.history del").first.inner_text() == "180"
    assert page.locator("[data-cook-version]:visible").count() == 3, "the three versions before the newest"


def test_cook_this_version_scales_and_shops_the_older_version(cook):
    page = cook.open("recipes/lemon-cake.html")
    assert amounts(page)["sugar"] == "150 g" and "lemon" in amounts(page)
    entry = page.locator(".timeline > li", has_text="First lemon cake")
    with page.expect_navigation():
        entry.locator("[data-cook-version]").click()
    # The link changes only the address's fragment: the navigation is over before the page's
    # script has put the older version in (on a loaded machine, the banner came a moment later).
    page.locator(".history-banner").wait_for(state="visible")
    assert "version of" in page.locator(".history-banner").inner_text()
    first = amounts(page)
    assert first == {"sugar": "200 g", "eggs": "3", "flour": "250 g"}
    assert "180 °C" in page.locator("li.step").nth(2).inner_text()
    page.click("[data-scale='1']")
    page.click("[data-scale='1']")
    assert page.locator("[data-scale-value]").inner_text() == "10"
    assert amounts(page)["sugar"] == "250 g", "scaling works on the older version"
    page.click("[data-shop-all]")
    lines = page.evaluate("() => JSON.parse(localStorage.getItem('cookgen.shopping')).lines")
    names = {line["name"] for line in lines}
    assert "sugar" in names and not any("lemon" in n for n in names)
    with page.expect_navigation():
        page.locator(".history-banner a").click()
    page.locator(".history-banner").wait_for(state="detached")
    assert "lemon" in amounts(page), "back to the current version"
