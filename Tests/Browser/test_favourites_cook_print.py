"""Favourites, cook mode with timers, printable cards, and every page type without console errors."""
import pytest

from conftest import pdf_pages


def test_favourite_reload_still_a_favourite(person):
    page = person.open("index.html")
    heart = page.locator(".card .fav").first
    slug = heart.get_attribute("data-fav")
    heart.click()
    assert heart.get_attribute("aria-pressed") == "true"
    assert page.locator("[data-badge=favourites]").inner_text() == "1"
    page.reload()
    assert page.locator(f".card .fav[data-fav='{slug}']").first.get_attribute("aria-pressed") == "true"
    page = person.open(f"recipes/{slug}.html")
    assert page.locator(".fav-page").get_attribute("aria-pressed") == "true"
    page.click(".fav-page")  # and a second one from the recipe page
    page.click(".fav-page")
    page = person.open("favourites.html")
    page.wait_for_selector("[data-fav-list] > li")
    assert page.locator("[data-fav-list] > li").get_attribute("data-slug") == slug
    assert page.locator("[data-fav-empty]").is_hidden()
    page.locator("[data-fav-list] .fav").click()
    assert page.locator("[data-badge=favourites]").inner_text() == "0"
    page.reload()
    page.wait_for_selector("[data-fav-empty]:not([hidden])")
    assert page.locator("[data-fav-list] > li").count() == 0


def test_cook_mode_steps_keys_swipe_and_escape(person):
    page = person.open("recipes/margherita-pizza.html")
    total = page.locator("li.step").count()
    page.click("[data-cook-open]")
    dialog = page.locator("dialog[data-cook]")
    assert dialog.is_visible()
    assert page.locator("[data-cook-progress]").inner_text() == f"Step 1 of {total}"
    page.keyboard.press("ArrowRight")
    assert page.locator("[data-cook-progress]").inner_text() == f"Step 2 of {total}"
    assert "olive oil" in page.locator("[data-cook-ingredients]").inner_text(), "the ingredients of this step"
    page.keyboard.press("ArrowLeft")
    page.click("[data-cook-next]")
    page.click("[data-cook-next]")
    assert page.locator("[data-cook-progress]").inner_text() == f"Step 3 of {total}"
    page.click("[data-cook-prev]")
    assert page.locator("[data-cook-progress]").inner_text() == f"Step 2 of {total}"
    page.keyboard.press("Escape")
    assert not dialog.is_visible()


def test_a_timer_counts_down_rings_and_vibrates(person):
    page = person.open("recipes/margherita-pizza.html")
    page.clock.install()
    page.evaluate("""() => { window.buzzed = null;
        Object.defineProperty(navigator, 'vibrate', {value: p => { window.buzzed = p; return true; }});
        window.locked = 0;
        Object.defineProperty(navigator, 'wakeLock', {value: {request: () => { window.locked++;
            return Promise.resolve({release: () => Promise.resolve(), addEventListener() {}}); }}}); }""")
    page.click("[data-cook-open]")
    page.wait_for_function("window.locked === 1")
    page.keyboard.press("ArrowRight")
    for _ in range(4):
        page.keyboard.press("ArrowRight")
    page.locator(".cook-step button.timer").first.click()  # "7–9 minutes": 540 s
    left = page.locator(".timer-left")
    assert left.inner_text() == "9:00"
    page.clock.fast_forward(60_000)
    assert left.inner_text() == "8:00"
    page.clock.fast_forward(480_000)
    assert left.inner_text() == "0:00"
    assert page.locator(".timer-item.ringing").count() == 1
    assert "Time is up" in page.locator("[data-timer-live]").inner_text()
    assert page.evaluate("window.buzzed") is not None
    page.locator(".timer-item button").click()
    assert page.locator(".timer-item").count() == 0


@pytest.mark.parametrize("fmt,size", [("a6", (297.6, 419.5)), ("a5", (419.5, 595.3))])
def test_a_recipe_prints_on_one_card(person, fmt, size):
    page = person.open("recipes/oat-buttermilk-pancakes.html")
    page.click(".print-menu summary")
    page.click(f".print-format label:has([value='{fmt}'])")
    assert page.evaluate("document.documentElement.className").find("print-" + fmt) >= 0
    pdf = page.pdf(prefer_css_page_size=True)
    assert pdf_pages(pdf) == 1
    box = [float(x) for x in __import__("re").search(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)", pdf).groups()]
    assert abs(box[0] - size[0]) < 2 and abs(box[1] - size[1]) < 2, box


@pytest.mark.parametrize("slug", ["oat-buttermilk-pancakes", "margherita-pizza"])
def test_ctrl_p_prints_like_the_card_on_any_paper(person, slug):
    """Ctrl+P without choosing a card size: the printer's paper decides, and a typical recipe
    takes at most two A5 pages (ingredients on the first, not the header alone) and one A4 page."""
    import io
    page = person.open(f"recipes/{slug}.html")
    assert "print-full" in page.evaluate("document.documentElement.className")
    a5 = page.pdf(format="A5")
    assert 1 <= pdf_pages(a5) <= 2
    try:
        import pypdf
    except ImportError:
        pypdf = None
    if pypdf:
        first = pypdf.PdfReader(io.BytesIO(a5)).pages[0].extract_text()
        assert "INGREDIENTS" in first.upper() and "METHOD" in first.upper(), first
    assert pdf_pages(page.pdf(format="A4")) == 1


def test_a_category_prints_as_a_stack_of_cards(person):
    page = person.open("categories/drinks.html")
    count = page.locator("[data-cards] > li").count()
    page.evaluate("() => { window.print = () => { window.printed = true; }; }")
    page.click(".list-tools .print-menu summary")
    page.click(".list-tools .print-format label:has([value='a6'])")
    page.click("[data-print-cards]")
    page.wait_for_function("window.printed === true")
    assert page.locator(".print-stack .print-card").count() == count
    assert pdf_pages(page.pdf(prefer_css_page_size=True)) == count


PAGES = ["index.html", "recipes/index.html", "recipes/margherita-pizza.html", "recipes/basic-tomato-sauce.html",
         "categories/index.html", "categories/mains.html", "tags/index.html", "about.html", "404.html",
         "favourites.html", "shopping-list.html"]


def test_no_console_errors_on_any_page_type(person):
    for path in PAGES:
        page = person.open(path)
        page.wait_for_load_state("load")
        assert page.locator("[data-badge=shopping]").first.is_visible(), path
