"""A recipe page: scaling by servings, by what you have, metric/US; remembered; complete without JS."""
from conftest import Page


def amounts(page):
    """`{ingredient name: "amount unit"}` as the page shows them."""
    return page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('li.ingredient')].map(li => [
        li.querySelector('.ingredient-name').textContent.trim(),
        (li.querySelector('.quantity').textContent + ' ' + li.querySelector('.unit').textContent).trim()]))""")


def test_scaling_by_servings_changes_every_amount_and_is_remembered(person):
    page = person.open("recipes/oat-buttermilk-pancakes.html")
    before = amounts(page)
    assert before["plain flour"] == "150 g" and before["buttermilk"] == "1½ cups" and before["eggs"] == "2"
    assert page.locator("[data-scale-value]").inner_text() == "4"
    for _ in range(4):
        page.click("[data-scale='1']")
    assert page.locator("[data-scale-value]").inner_text() == "8"
    after = amounts(page)
    assert after["plain flour"] == "300 g"
    assert after["buttermilk"] == "3 cups"
    assert after["eggs"] == "4"
    assert after["baking soda"] == "1 tsp"
    assert after["maple syrup"] == "", "no number: nothing to scale"
    assert page.locator(".fact-servings dd").inner_text() == "8"
    assert page.locator("[data-yield]").inner_text() == "24 pancakes"
    # Amounts inside the steps follow too: "about 3 tablespoons of batter" is per pancake, but marked.
    step_amounts = page.locator(".step-text .amount").all_inner_texts()
    assert step_amounts and all(a for a in step_amounts)
    page.reload()
    assert page.locator("[data-scale-value]").inner_text() == "8", "the choice is remembered per recipe"
    assert amounts(page)["plain flour"] == "300 g"
    page.click("[data-scale-reset]")
    assert amounts(page) == before
    page.reload()
    assert amounts(page) == before


def test_metric_and_us_units(person):
    page = person.open("recipes/oat-buttermilk-pancakes.html")
    page.click(".units label:has([value=us])")
    us = amounts(page)
    assert us["plain flour"] == "5¼ oz"
    assert us["butter"] == "1 oz"
    assert us["sugar"] == "2 tbsp", "a few spoons stay spoons"
    assert us["buttermilk"] == "1½ cups", "already US"
    page.click(".units label:has([value=metric])")
    metric = amounts(page)
    assert metric["buttermilk"] == "355 ml"
    assert metric["plain flour"] == "150 g"


def test_i_have_400_g_flour(person):
    page = person.open("recipes/oat-buttermilk-pancakes.html")
    page.click(".have summary")
    page.select_option("[data-have-key]", label="plain flour")
    page.fill("[data-have-amount]", "300 g")
    page.press("[data-have-amount]", "Enter")
    assert amounts(page)["plain flour"] == "300 g"
    assert amounts(page)["rolled oats"] == "100 g"
    assert page.locator("[data-scale-value]").inner_text() == "8"
    page.fill("[data-have-amount]", "0.1 kg")
    page.press("[data-have-amount]", "Enter")
    assert amounts(page)["eggs"] == "1¼"
    # Cups of flour compare with grams through the build's density table (125 g a cup).
    page.fill("[data-have-amount]", "2 cups")
    page.press("[data-have-amount]", "Enter")
    assert page.locator("[data-have-message].bad").count() == 0
    assert amounts(page)["rolled oats"] == "83 g"
    # A count never compares with a weight.
    page.fill("[data-have-amount]", "2 cloves")
    page.press("[data-have-amount]", "Enter")
    assert "plain flour" in page.locator("[data-have-message]").inner_text()
    assert page.locator("[data-have-message].bad").count() == 1
    page.fill("[data-have-amount]", "lots")
    page.press("[data-have-amount]", "Enter")
    assert page.locator("[data-have-message].bad").count() == 1


def test_fixed_amounts_stay(person):
    page = person.open("recipes/soft-boiled-eggs-with-asparagus-soldiers.html")
    data = page.evaluate("JSON.parse(document.getElementById('cookgen-recipe').textContent)")
    # Members that are absent (null, false) are left out of the data.
    fixed = [i for i in data["ingredients"] if i.get("fixed") and i.get("low") is not None]
    scalable = [i for i in data["ingredients"] if not i.get("fixed") and i.get("low") is not None]
    assert fixed and scalable
    before = amounts(page)
    page.click("[data-scale='1']")
    after = amounts(page)
    for i in fixed:
        assert after[i["name"]] == before[i["name"]], i["name"]
    assert any(after[i["name"]] != before[i["name"]] for i in scalable)


def test_without_javascript_the_recipe_is_complete(browser, site):
    import os
    p = Page(browser, "file://" + os.path.abspath(site) + "/", java_script_enabled=False)
    page = p.open("recipes/oat-buttermilk-pancakes.html")
    assert page.locator("li.ingredient").count() == 12
    assert page.locator("li.step").count() == 7
    assert page.locator(".ingredient .quantity").first.inner_text() == "150"
    for hidden in ["[data-scaler]", ".recipe-tools", ".site-tools", "[data-add]"]:
        assert not page.locator(hidden).first.is_visible(), hidden
    assert page.locator("li.step").first.is_visible()
    p.close()
