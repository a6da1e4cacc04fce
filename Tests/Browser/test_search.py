"""The search page: words, facets, exclusions, "I have", "Surprise me"; state in the URL; results as text."""
import os
import shutil
import subprocess
import tempfile

import pytest

from conftest import BINARY, Page


def results(page):
    """Titles of the results shown, once the page has answered."""
    page.wait_for_function("document.querySelector('[data-search-ui]')?.getAttribute('aria-busy') === 'false'")
    return page.locator(".result-title").all_inner_texts()


def search(page, text):
    page.fill("#search-q", text)
    page.press("#search-q", "Enter")
    page.wait_for_function("q => new URLSearchParams(location.search).get('q') === q", arg=text)
    return results(page)


def test_type_a_query_and_see_results(person):
    page = person.open("search.html")
    assert len(results(page)) == 20, "every recipe, 20 at a time"
    page.click("[data-search-more]")
    page.wait_for_function("document.querySelectorAll('.result').length === 40")
    page.fill("#search-q", "tomat")  # as you type: a prefix
    page.wait_for_function("new URLSearchParams(location.search).get('q') === 'tomat'")
    found = results(page)
    assert "Basic Tomato Sauce" in found and "Roasted Tomato and Red Pepper Soup" in found
    assert "Banana Walnut Bread" not in found
    assert page.locator("[data-search-status]").inner_text().startswith(f"{len(found)} recipes")
    page.reload()
    assert page.input_value("#search-q") == "tomat" and results(page) == found, "the URL holds the query"


def test_typos_accents_and_ranking(browser, http_root):
    person = Page(browser, http_root)
    page = person.open("search.html")
    assert search(page, "tomatp")[:1] == search(page, "tomato")[:1], "one typo in a longer word still finds it"
    assert search(page, "crème brûlée") == search(page, "creme brulee")
    assert search(page, "vinaigrette")[0] == "Basic Vinaigrette", "a word in the title counts most"
    assert search(page, "zzqx") == []
    assert "No recipes match" in page.locator("[data-search-status]").inner_text()
    person.close()
    assert person.errors == []


def test_combine_a_facet_and_go_back(browser, http_root):
    person = Page(browser, http_root)
    page = person.open("search.html?q=tomato")
    everything = results(page)
    page.click("[data-filters] summary")
    diet = page.locator("select[data-facet='3']")
    vegan = [o for o in diet.locator("option").all_text_contents() if o.startswith("Vegan")][0]
    page.select_option("select[data-facet='3']", label=vegan)
    page.wait_for_url("**/search.html?q=tomato&diet=vegan")
    vegans = results(page)
    assert f"({len(vegans)})" in vegan, "the count said how many choosing gives"
    assert 0 < len(vegans) < len(everything) and set(vegans) <= set(everything)
    assert "Nonna Rosa's Meatballs in Tomato Sauce" not in vegans
    page.select_option("select[data-time]", "30")
    page.wait_for_url("**/search.html?q=tomato&diet=vegan&time=30")
    quick = results(page)
    assert set(quick) < set(vegans)
    page.go_back()
    page.wait_for_url("**/search.html?q=tomato&diet=vegan")
    assert results(page) == vegans and page.input_value("select[data-time]") == ""
    page.go_back()
    page.wait_for_url("**/search.html?q=tomato")
    assert results(page) == everything and page.input_value("select[data-facet='3']") == ""
    page.goto(http_root + "search.html?q=tomato&diet=vegan")
    assert results(page) == vegans, "a shared link shows the same"
    person.close()
    assert person.errors == []


def test_exclude_an_allergen_and_a_word(browser, http_root):
    person = Page(browser, http_root)
    page = person.open("search.html")
    assert "Banana Walnut Bread" in search(page, "walnut")
    page.click("[data-exclude] summary")
    page.click("button[data-allergen='nuts']")
    page.wait_for_function("!document.querySelector('.result-title') || ![...document.querySelectorAll('.result-title')].some(a => a.textContent === 'Banana Walnut Bread')")
    assert "Banana Walnut Bread" not in results(page)
    assert "left out" in page.locator("[data-search-status]").inner_text()
    assert page.locator("[data-exclude-chips] li").all_text_contents() == ["without Nuts×"]
    page.reload()
    assert "Banana Walnut Bread" not in results(page), "remembered in the browser"
    assert page.get_attribute("button[data-allergen='nuts']", "aria-pressed") == "true"
    # A typed allergen name becomes the allergen; another word is matched against ingredients.
    page.click("[data-exclude] summary")
    page.fill("#search-exclude", "lactose, bananas")
    page.press("#search-exclude", "Enter")
    page.wait_for_function("document.querySelectorAll('[data-exclude-chips] li').length === 3")
    assert page.get_attribute("button[data-allergen='milk']", "aria-pressed") == "true"
    search(page, "banana")
    assert results(page) == []
    page.click("[data-exclude-chips] button[aria-label='Remove bananas']")
    page.click("[data-exclude-chips] button[aria-label='Remove Nuts']")
    page.wait_for_function("document.querySelectorAll('[data-exclude-chips] li').length === 1")
    assert results(page) == [], "butter is milk"
    page.click("[data-exclude-chips] button[aria-label='Remove Milk (lactose)']")
    page.wait_for_function("document.querySelector('[data-exclude-chips]').hidden")
    assert "Banana Walnut Bread" in results(page)
    person.close()
    assert person.errors == []


def test_pantry_ranks_by_what_you_have_and_lists_what_is_missing(browser, http_root):
    person = Page(browser, http_root)
    page = person.open("search.html?have=eggs%2C%20flour%2C%20milk")
    found = results(page)
    assert found and page.locator("[data-pantry]").get_attribute("open") is not None
    lines = page.locator(".result-pantry").all_inner_texts()
    assert len(lines) == len(found)
    shares = []
    for line in lines:
        have, total = line.split(" · ")[0].removeprefix("You have ").split(" of ")
        shares.append(int(have) / int(total))
        assert "Missing: " in line or "Nothing missing" in line
    assert shares == sorted(shares, reverse=True) and shares[-1] > 0
    for missing in page.locator(".result-missing").all_inner_texts():
        for key in missing.removeprefix("Missing: ").split(", "):
            assert not {"egg", "flour", "milk"} & set(key.split()), f"{key} is in the pantry"
    # Combined with words.
    page.fill("#search-q", "pancakes")
    page.press("#search-q", "Enter")
    page.wait_for_url("**/search.html?q=pancakes&have=*")
    assert results(page)[0] == "Oat and Buttermilk Pancakes"
    person.close()
    assert person.errors == []


def test_surprise_me_lands_on_one_of_the_results(browser, http_root):
    person = Page(browser, http_root)
    page = person.open("search.html?q=soup")
    found = results(page)
    page.click("[data-search-surprise]")
    page.wait_for_url("**/recipes/*.html")
    assert page.locator("h1").inner_text() in found
    person.close()
    assert person.errors == []


def test_a_search_box_on_every_page(browser, http_root):
    person = Page(browser, http_root)
    for path in ["index.html", "recipes/oat-buttermilk-pancakes.html", "categories/index.html"]:
        page = person.open(path)
        box = page.locator("header form[role=search] input[name=q]")
        assert box.is_visible()
        assert page.locator("label[for=site-search-q]").inner_text() == "Search recipes"
    box.fill("lentil soup")
    box.press("Enter")
    page.wait_for_url("**/search.html?q=lentil+soup")
    assert "Turkish Red Lentil Soup" in results(page)
    assert page.input_value("#search-q") == "lentil soup"
    person.close()
    assert person.errors == []


def test_without_javascript_the_page_says_so_and_links_to_browsing(browser, http_root):
    person = Page(browser, http_root, java_script_enabled=False)
    page = person.open("search.html?q=tomato")
    text = page.locator("main").inner_text()
    assert "needs JavaScript" in text
    assert page.locator("main a[href='recipes/index.html']").is_visible()
    assert page.locator("main a[href='categories/index.html']").is_visible()
    assert page.locator("[data-search-ui]").is_hidden()
    person.close()


@pytest.fixture(scope="module")
def hostile_site():
    """A tiny site whose recipe title and category are HTML."""
    if not os.path.exists(BINARY):
        pytest.skip(f"{BINARY} is missing: run `swift build` first")
    root = tempfile.mkdtemp(prefix="cookgen-xss-")
    os.makedirs(os.path.join(root, "Content", "recipes"))
    with open(os.path.join(root, "cookgen.yaml"), "w") as f:
        f.write("title: Hostile\nlanguage: en\n")
    with open(os.path.join(root, "Content", "recipes", "evil.md"), "w") as f:
        f.write('---\ntitle: "<img src=x onerror=alert(1)>"\ncategory: "<script>alert(2)</script>"\n---\n'
                "## Ingredients\n- 2 eggs\n- 1 <img src=y onerror=alert(4)>\n## Steps\n1. Cook.\n")
    with open(os.path.join(root, "Content", "recipes", "plain.md"), "w") as f:
        f.write("---\ntitle: Plain Omelette\ncategory: Breakfast\n---\n## Ingredients\n- 2 eggs\n## Steps\n1. Stir.\n")
    out = os.path.join(root, "out")
    subprocess.run([BINARY, "build", "--source", root, "--output", out, "--quiet"], check=True)
    yield out
    shutil.rmtree(root, ignore_errors=True)


def test_a_hostile_title_shows_as_text_and_runs_nothing(browser, hostile_site):
    person = Page(browser, "file://" + hostile_site + "/")
    dialogs = []
    person.page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page = person.open("search.html?q=onerror")
    assert results(page) == ["<img src=x onerror=alert(1)>"]
    page.fill("#search-q", "img")
    page.press("#search-q", "Enter")
    assert results(page) == ["<img src=x onerror=alert(1)>"]
    assert page.locator(".search-results img").count() == 0
    assert "<script>alert(2)</script> (1)" in page.locator("select[data-facet='0'] option").all_text_contents()
    page.fill("#search-q", "")
    page.click("[data-pantry] summary")
    page.fill("#search-have", "egg")
    page.press("#search-have", "Enter")
    assert results(page) == ["Plain Omelette", "<img src=x onerror=alert(1)>"]
    assert page.locator(".result-missing").all_inner_texts()[1] == "Missing: img src=y onerror=alert"
    page.goto(person.base + "search.html?q=%3Cimg%20src%3Dx%20onerror%3Dalert(3)%3E")
    results(page)
    page.wait_for_timeout(200)
    assert dialogs == []
    assert page.evaluate("document.querySelectorAll('img[src=x], .search-results script').length") == 0
    person.close()
    assert person.errors == []
