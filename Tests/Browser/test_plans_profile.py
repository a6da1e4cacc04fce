"""Meal plans and the diet profile: a plan's whole shopping list in one click, merged like the core
merges it; a profile that hides unsuitable recipes on lists, search, plans and recipe pages, says how
many, can show everything, and stays after a reload."""
import json
import os
import re

from test_shopping import badge, listed


def cards(site):
    """The card data the build writes (assets/data/cards.js), by slug."""
    with open(os.path.join(site, "assets", "data", "cards.js"), encoding="utf-8") as f:
        text = f.read()
    return {c["slug"]: c for c in json.loads(text[text.index("(") + 1:text.rindex(")")])}


def plan_list(page):
    """`{name: amounts}` of the plan page's own (server-rendered) shopping list."""
    return page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('[data-plan-list] li')].map(li => [
        li.querySelector('.shop-name').textContent, (li.querySelector('.shop-amount') || {textContent: ''}).textContent]))""")


def test_a_plan_goes_onto_the_shopping_list_merged_like_the_page_shows_it(person):
    page = person.open("plans/family-week.html")
    assert page.locator(".plan-day").count() == 7
    expected = plan_list(page)
    assert len(expected) > 50
    # A recipe planned twice (pancakes on Wednesday and Sunday) is one set of amounts, doubled.
    assert page.locator('.plan-cards li[data-slug="oat-buttermilk-pancakes"]').count() == 2
    page.click("[data-plan-shop]")
    page.wait_for_function("() => /shopping list/.test(document.querySelector('[data-status]').textContent)")
    assert int(badge(page)) == len(expected)
    page = person.open("shopping-list.html")
    got = listed(page)
    assert set(got) == set(expected)
    measured = {name: amount for name, amount in expected.items() if amount}
    differ = {name: (amount, got[name]) for name, amount in measured.items() if got[name] != amount}
    assert differ == {}
    # The plan's extras come along, and the plan is named among the list's recipes.
    assert got["milk"].startswith("1 l") or "1 l" in got["milk"]
    assert page.locator("[data-shop-recipes] a", has_text="A week of family cooking").count() == 1


def test_a_plan_prints_as_a_stack_of_cards_at_the_plans_servings(person):
    page = person.open("plans/family-week.html")
    page.evaluate("() => { window.print = () => { window.printed = true; }; }")
    page.click(".print-menu summary")
    page.click("[data-print-cards]")
    page.wait_for_function("() => window.printed === true")
    titles = page.locator(".print-stack .print-card h2").all_inner_texts()
    assert len(titles) == len(set(titles)) == 13  # 14 entries, pancakes twice
    pizza = page.locator(".print-card", has=page.locator("h2", has_text="Margherita Pizza"))
    assert "4 servings" in pizza.locator(".print-card-meta").inner_text()


def test_the_diet_profile_filters_lists_search_plans_and_recipe_pages(person, site):
    data = cards(site)
    not_vegan = sorted(s for s, c in data.items() if "vegan" not in c["diets"])
    page = person.open("profile.html")
    page.check("input[name=diet][value=vegan]")
    page.wait_for_function("() => /hides/.test(document.querySelector('[data-profile-summary]').textContent)")
    assert f"hides {len(not_vegan)} of {len(data)}" in page.locator("[data-profile-summary]").inner_text()
    assert badge(page, "profile") == "1"

    page = person.open("recipes/index.html")
    note = page.locator("[data-profile-note]")
    note.wait_for()
    assert f"{len(not_vegan)} hidden" in note.inner_text()
    hidden = page.eval_on_selector_all(".card.profile-hidden", "els => els.map(e => e.dataset.slug)")
    assert sorted(hidden) == not_vegan
    assert page.locator('.card[data-slug="classic-hummus"]').is_visible() == ("vegan" in data["classic-hummus"]["diets"])
    assert not page.locator('.card[data-slug="margherita-pizza"]').is_visible()
    page.click("[data-profile-toggle]")
    assert page.locator(".card.profile-hidden").count() == 0
    assert page.locator('.card[data-slug="margherita-pizza"]').is_visible()
    page.reload()
    page.locator("[data-profile-note]").wait_for()
    assert page.locator(".card.profile-hidden").count() == len(not_vegan)

    page = person.open("plans/family-week.html")
    page.locator("[data-profile-note]").wait_for()
    assert not page.locator('.plan-cards li[data-slug="margherita-pizza"]').is_visible()
    assert page.locator('.plan-cards li[data-slug="chickpea-spinach-curry"]').is_visible()

    page = person.open("search.html?q=pizza")
    status = page.locator("[data-search-status]")
    page.wait_for_function("() => /left out/.test(document.querySelector('[data-search-status]').textContent)")
    assert page.locator('.result[data-slug="margherita-pizza"]').count() == 0
    page.click("[data-search-status] [data-profile-toggle]")
    page.locator('.result[data-slug="margherita-pizza"]').wait_for()
    assert "left out" not in status.inner_text()

    page = person.open("recipes/margherita-pizza.html")
    misfit = page.locator("[data-profile-misfit]")
    misfit.wait_for()
    assert "not marked Vegan" in misfit.inner_text()


def test_words_and_allergens_in_the_profile_hide_recipes_that_contain_them(person, site):
    data = cards(site)
    page = person.open("profile.html")
    page.fill("#profile-word", "mushrooms")
    page.press("#profile-word", "Enter")
    page.check("input[name=allergen][value=nuts]")
    page.wait_for_function("() => /hides/.test(document.querySelector('[data-profile-summary]').textContent)")
    assert badge(page, "profile") == "2"
    page = person.open("recipes/index.html")
    page.locator("[data-profile-note]").wait_for()
    hidden = set(page.eval_on_selector_all(".card.profile-hidden", "els => els.map(e => e.dataset.slug)"))
    assert "wild-mushroom-risotto" in hidden
    assert {s for s, c in data.items() if "nuts" in c["allergens"]} <= hidden
    assert "classic-hummus" not in hidden
    page = person.open("recipes/wild-mushroom-risotto.html")
    page.locator("[data-profile-misfit]").wait_for()
    assert "contains mushrooms" in page.locator("[data-profile-misfit]").inner_text()


def test_without_javascript_nothing_is_filtered(browser, base, site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(base + "recipes/index.html")
    assert page.locator(".card").count() == len(cards(site))
    page.goto(base + "plans/family-week.html")
    assert page.locator("[data-plan-list] li").count() > 50
    assert page.locator(".plan-day").count() == 7
    context.close()
