"""book.html: the whole cookbook as a book, put together in the browser, printed like a book."""
import glob
import os
import re
import shutil
import subprocess
import tempfile

import pytest

from conftest import BINARY, ROOT, Page, pdf_pages


def recipe_count(site):
    return len([p for p in glob.glob(os.path.join(site, "recipes", "*.html")) if not p.endswith(("index.html", ".card.html"))])


def open_book(person, query=""):
    page = person.open("book.html" + query)
    page.wait_for_selector("[data-book-body][data-ready], [data-book-body] .empty", timeout=20000)
    return page


def test_the_book_holds_every_recipe_and_every_link_resolves(person, site):
    page = open_book(person)
    assert page.locator(".book-recipe").count() == recipe_count(site)
    numbers = page.eval_on_selector_all(".book-recipe .book-no", "els => els.map(e => +e.textContent)")
    assert numbers == list(range(1, len(numbers) + 1))
    missing = page.evaluate("""() => [...document.querySelectorAll('.book a[href^="#"]')]
        .map(a => a.getAttribute('href').slice(1)).filter(id => !document.getElementById(id))""")
    assert missing == []
    assert page.locator(".book-index li").count() > 20
    assert page.locator(".book-contents a[href='#book-index']").count() == 1


def test_printed_on_a4_each_recipe_starts_a_page_and_no_navigation_shows(person, site):
    page = open_book(person)
    page.emulate_media(media="print")
    assert page.locator(".site-header").is_hidden() and page.locator(".book-tools").is_hidden()
    breaks = page.eval_on_selector_all(".book-recipe", "els => els.map(e => getComputedStyle(e).breakBefore)")
    assert breaks and set(breaks) == {"page"}
    assert page.eval_on_selector(".book-ingredients ul", "e => getComputedStyle(e).breakInside") == "avoid"
    pdf = page.pdf(prefer_css_page_size=True)
    box = [float(x) for x in re.search(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)", pdf).groups()]
    assert abs(box[0] - 595.3) < 2 and abs(box[1] - 841.9) < 2, box
    # Cover, contents, a page per chapter and at least one per recipe, the index.
    assert pdf_pages(pdf) >= recipe_count(site) + page.locator(".book-chapter").count() + 3


def test_a_category_a_paper_and_the_favourites(person):
    page = open_book(person, "?category=baking&paper=a5")
    titles = page.eval_on_selector_all(".book-recipe h3", "els => els.map(e => e.textContent)")
    assert "Country Sourdough Loaf" in titles and "Margherita Pizza" not in titles
    assert page.locator("[data-book-subtitle]").inner_text() == "Baking"
    assert page.locator("[data-book-select]").input_value() == "category=baking"
    pdf = page.pdf(prefer_css_page_size=True)
    box = [float(x) for x in re.search(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)", pdf).groups()]
    assert abs(box[0] - 419.5) < 2, box
    page.evaluate("localStorage.setItem('cookgen.favourites', JSON.stringify(['pizza-dough']))")
    page = open_book(person, "?favourites")
    assert page.eval_on_selector_all(".book-recipe h3", "els => els.map(e => e.textContent)") == ["Pizza Dough"]


def test_the_home_page_links_the_book(person):
    page = person.open("index.html")
    page.click("a[href='book.html']")
    page.wait_for_selector("[data-book-body][data-ready]", timeout=20000)


@pytest.fixture(scope="module")
def german_site():
    if not os.path.exists(BINARY):
        pytest.skip(f"{BINARY} is missing")
    out = tempfile.mkdtemp(prefix="cookgen-book-de-")
    shutil.rmtree(out)
    subprocess.run([BINARY, "build", "--source", os.path.join(ROOT, "Examples", "kochen-mit-kindern"), "--output", out, "--quiet"], check=True)
    yield out
    shutil.rmtree(out, ignore_errors=True)


def test_the_german_book(browser, german_site):
    p = Page(browser, "file://" + german_site + "/")
    page = open_book(p)
    assert page.locator(".book-recipe").count() == recipe_count(german_site)
    assert page.locator(".book-contents h2").inner_text() == "Inhalt"
    assert page.locator(".book-index h2").inner_text() == "Register"
    errors = p.errors
    p.close()
    assert errors == []
