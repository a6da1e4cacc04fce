"""The shopping list: two recipes merged like the Swift core merges them, the badge, check-off,
remove, sort, clear and undo, share as text, and a whole category at once."""
import re

from conftest import cli, recipe_file


def listed(page):
    """`{name: amounts}` as the list page shows them ("" when no amount)."""
    page.wait_for_selector("[data-shop-list] li, [data-shop-empty]:not([hidden])", state="attached")
    return page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('.shop-item')].map(li => [
        li.querySelector('.shop-name').textContent, (li.querySelector('.shop-amount') || {textContent: ''}).textContent]))""")


def core(*entries):
    """What `cookgen shopping-list` prints for the same recipes, as `{name: amounts}`."""
    text = cli("shopping-list", *[recipe_file(slug) + (f"*{factor}" if factor != 1 else "") for slug, factor in entries])
    out = {}
    for line in text.splitlines():
        name, _, amount = line.partition(" — ")
        out[name] = amount.replace("as needed", "as needed")
    return out


def item(page, name):
    return page.locator(".shop-item").filter(has=page.locator(".shop-name", has_text=re.compile(f"^{re.escape(name)}$")))


def badge(page, which="shopping"):
    return page.locator(f"[data-badge={which}]").first.inner_text()


def test_two_recipes_merge_like_the_core_and_the_badge_counts(person):
    page = person.open("recipes/spring-pea-mint-soup.html")
    assert badge(page) == "0"
    page.click("[data-shop-all]")
    assert "Spring" in page.locator("[data-status]").first.inner_text()
    first = int(badge(page))
    assert first > 5
    page = person.open("recipes/wild-mushroom-risotto.html")
    page.click("[data-shop-all]")
    page.click("[data-shop-all]")  # twice is the same recipe once, at its current scale
    page = person.open("shopping-list.html")
    expected = core(("spring-pea-mint-soup", 1), ("wild-mushroom-risotto", 1))
    assert listed(page) == expected
    assert badge(page) == str(len(expected))
    assert page.locator(".shop-aisle").first.inner_text() != "", "grouped by aisle"


def test_added_at_the_current_scale(person):
    page = person.open("recipes/oat-buttermilk-pancakes.html")
    for _ in range(4):
        page.click("[data-scale='1']")
    page.click("[data-shop-all]")
    page = person.open("recipes/margherita-pizza.html")
    page.click("[data-shop-all]")
    page = person.open("shopping-list.html")
    assert listed(page) == core(("oat-buttermilk-pancakes", 2), ("margherita-pizza", 1))


def test_one_ingredient_check_off_remove_sort_clear_and_undo(person):
    page = person.open("recipes/oat-buttermilk-pancakes.html")
    page.locator("li.ingredient", has_text="plain flour").locator("[data-add]").click()
    page.locator("li.ingredient", has_text="buttermilk").locator("[data-add]").click()
    assert badge(page) == "2"
    page = person.open("recipes/margherita-pizza.html")
    page.click("[data-shop-all]")
    page = person.open("shopping-list.html")
    items = listed(page)
    assert items["plain flour"] == "150 g" and items["buttermilk"] == "1½ cups"
    count = len(items)
    item(page, "buttermilk").locator("input").check()
    page.reload()
    assert page.locator(".shop-item.done").count() == 1, "checked off, and kept"
    item(page, "plain flour").locator(".shop-remove").click()
    assert "plain flour" not in listed(page)
    assert badge(page) == str(count - 1)
    page.click("[data-status] button")  # undo
    assert "plain flour" in listed(page)
    page.click(".shop-sort label:has([value=az])")
    names = page.locator(".shop-name").all_inner_texts()
    assert names == sorted(names, key=str.lower)
    assert page.locator(".shop-aisle").count() == 0
    page.click("[data-shop-clear]")
    assert listed(page) == {}
    assert page.locator("[data-shop-empty]").is_visible()
    assert badge(page) == "0"
    page.click("[data-status] button")  # undo
    assert len(listed(page)) == count


def test_share_as_text(person):
    page = person.open("recipes/oat-buttermilk-pancakes.html")
    page.click("[data-shop-all]")
    page = person.open("shopping-list.html")
    page.evaluate("delete Navigator.prototype.share; Object.defineProperty(navigator, 'clipboard', {value: undefined})")
    page.click("[data-shop-share]")
    text = page.locator("[data-share-fallback] textarea").input_value()
    assert text.startswith("Shopping list\n")
    assert "• plain flour — 150 g" in text
    assert "• maple syrup" in text


def test_a_whole_category(person):
    page = person.open("categories/soups.html")
    slugs = page.eval_on_selector_all("[data-cards] > li[data-slug]", "els => els.map(e => e.dataset.slug)")
    page.click("[data-shop-cards]")
    page.wait_for_function("document.querySelector('[data-status]').textContent.includes('recipes')")
    page = person.open("shopping-list.html")
    assert listed(page) == core(*[(s, 1) for s in slugs])
    assert page.locator(".shop-recipes li").count() == len(slugs)
