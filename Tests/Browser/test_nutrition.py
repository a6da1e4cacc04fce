"""Nutrition on a recipe page: per serving stays when the servings change, the whole recipe
follows them; high values are flagged in words; everything is there without JavaScript."""
import os

from conftest import Page


def cells(page, column):
    """`{nutrient key: "text"}` of one column: "serving" or "total"."""
    return page.evaluate("""(column) => Object.fromEntries([...document.querySelectorAll('.nutrition tbody tr[class^=nutrient-]')]
        .map(tr => [tr.className.split(' ')[0].slice(9), tr.querySelector('.nutrition-' + column).textContent.replace(/\\s+/g, ' ').trim()]))""",
        column)


def test_per_serving_stays_and_the_whole_recipe_follows_the_servings(person):
    page = person.open("recipes/almond-orange-cake.html")
    serving, total = cells(page, "serving"), cells(page, "total")
    assert serving["energy"] == "293 kcal 1228 kJ"
    assert total["energy"] == "2934 kcal 12278 kJ"
    assert total["salt"] == "2.6 g"
    assert page.locator("[data-nutrition-servings]").inner_text() == "10"
    page.click("[data-scale='1']")
    page.click("[data-scale='1']")
    assert page.locator("[data-scale-value]").inner_text() == "12"
    assert cells(page, "serving") == serving, "values per serving do not change with the servings"
    after = cells(page, "total")
    assert after["energy"] == "3521 kcal 14733 kJ", "2934.1 kcal × 12/10"
    assert after["salt"] == "3.2 g"
    assert page.locator("[data-nutrition-servings]").inner_text() == "12"
    page.click("[data-scale-reset]")
    assert cells(page, "total") == total


def test_high_values_are_flagged_in_words(person):
    page = person.open("recipes/almond-orange-cake.html")
    flagged = page.locator(".nutrition tr.is-high")
    assert flagged.count() == 1
    assert flagged.locator("th").text_content().split() == ["Sugar", "High"], "the flag is a word, not only a colour"
    assert "Sugar > 27" in page.locator(".nutrition-high-note").inner_text()


def test_a_recipe_with_ingredients_missing_from_the_table_says_which(person):
    page = person.open("recipes/zaatar-flatbreads.html")
    note = page.locator(".nutrition-missing").inner_text()
    assert "za'atar" in note and "mint leaves" in note
    assert page.locator(".nutrition table").count() == 0


def test_nutrition_is_complete_without_javascript(browser, site):
    p = Page(browser, "file://" + os.path.abspath(site) + "/", java_script_enabled=False)
    try:
        page = p.open("recipes/oat-buttermilk-pancakes.html")
        assert cells(page, "serving")["energy"].startswith("356 kcal")
        assert cells(page, "total")["energy"].startswith("1425 kcal")
        assert "Per serving stays the same" in page.locator(".nutrition").inner_text()
    finally:
        p.close()
