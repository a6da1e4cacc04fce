"""Guides, quizzes with points that unlock things, and steps that need an adult."""


def answer(page, number, *choices):
    """Picks answers (counted from 1, as the quiz file does) and presses Check."""
    question = page.locator(f"#question-{number}")
    for choice in choices:
        question.locator(f".answer:nth-child({choice}) label").click()
    question.locator("[data-check]").click()
    return question


def test_a_quiz_scores_keeps_points_after_reload_and_unlocks(person):
    page = person.open("guides/separating-waste.html")
    badge = page.locator(".guide .unlock")
    assert badge.inner_text() == "Collect 3 points to unlock"
    assert "unlocked" not in badge.get_attribute("class")
    assert page.locator("[data-badge=points]").inner_text() == "0"

    page = person.open("quizzes/kitchen-safety.html")
    first = page.locator("#question-1")
    first.locator("[data-check]").click()
    assert first.locator("[data-result]").inner_text() == "Pick an answer first."
    answer(page, 1, 2)
    assert first.locator("[data-result]").inner_text() == "Right! +1"
    assert first.locator("details.explanation").get_attribute("open") is not None
    assert first.locator("input").first.is_disabled()
    second = answer(page, 2, 2)
    assert "is-wrong" in second.get_attribute("class")
    assert page.locator("[data-badge=points]").inner_text() == "1"
    answer(page, 3, 2)
    answer(page, 4, 2, 3)
    assert page.locator("[data-quiz-score]").is_hidden()
    answer(page, 5, 3)
    assert page.locator("[data-score-text]").inner_text() == "You scored 5 of 6 points."
    assert page.locator("[data-badge=points]").inner_text() == "5"

    page.reload()
    assert page.locator("#question-4 .answer:nth-child(3) input").is_checked()
    assert page.locator("#question-4 [data-result]").inner_text() == "Right! +2"
    assert page.locator("[data-badge=points]").inner_text() == "5"

    page = person.open("guides/separating-waste.html")
    badge = page.locator(".guide .unlock")
    assert "unlocked" in badge.get_attribute("class")
    assert badge.inner_text() == "Unlocked!"
    assert page.locator(".guide-body h2").count() >= 3, "the guide is readable either way"
    page = person.open("recipes/spiced-hot-chocolate.html")
    assert page.locator(".recipe-header .unlock").inner_text() == "Collect 6 points to unlock"

    page = person.open("quizzes/kitchen-safety.html")
    page.locator("[data-quiz-reset]").click()
    assert not page.locator("#question-1 input").first.is_disabled()
    for number, choices in [(1, [2]), (2, [1]), (3, [2]), (4, [2, 3]), (5, [3])]:
        answer(page, number, *choices)
    assert page.locator("[data-score-text]").inner_text() == "You scored 6 of 6 points."
    page = person.open("quizzes/index.html")
    assert page.locator("[data-points-total]").inner_text() == "6"
    assert "best: 6 of 6" in page.locator("[data-quiz-card=kitchen-safety]").inner_text()
    assert page.locator(".unlockables .unlock.unlocked").count() == 2
    page = person.open("recipes/spiced-hot-chocolate.html")
    assert page.locator(".recipe-header .unlock").inner_text() == "Unlocked!"


def test_a_quiz_without_javascript_shows_answers_and_explanations(browser, base):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(base + "quizzes/clean-hands.html")
    assert page.locator("li.question").count() == 4
    assert page.locator("[data-check]").first.is_hidden()
    details = page.locator("#question-2 details.explanation")
    details.locator("summary").click()
    text = details.inner_text()
    assert "After touching raw chicken" in text and "After blowing your nose" in text
    assert "Stirring with a clean spoon does not." in text
    context.close()


def test_steps_that_need_an_adult_show_an_icon_on_the_page_and_in_cook_mode(person):
    page = person.open("recipes/margherita-pizza.html")
    marked = page.locator("li.step .adult")
    assert marked.count() >= 1
    first = marked.first
    assert first.is_visible()
    assert first.locator("svg.icon-adult").count() == 1
    assert first.get_attribute("title").startswith("Needs an adult: ")
    assert "oven" in " ".join(marked.all_inner_texts())
    step = page.locator("li.step", has=page.locator(".adult")).first.get_attribute("data-step")
    page.click("[data-cook-open]")
    for _ in range(int(step) - 1):
        page.click("[data-cook-next]")
    assert page.locator("[data-cook-step] .adult").is_visible()
    assert page.locator(".related-guides a", has_text="Safe in the kitchen").count() == 1


def test_guide_and_quiz_pages_load_cleanly_and_are_in_the_navigation(person):
    for path in ["guides/index.html", "guides/safety.html", "quizzes/index.html", "quizzes/clean-hands.html"]:
        page = person.open(path)
        page.wait_for_load_state("load")
        assert page.locator(".site-nav a", has_text="Guides").count() == 1, path
        assert page.locator("[data-badge=points]").is_visible(), path
    page = person.open("guides/safety.html")
    page.locator(".guide-quiz a").click()
    assert page.url.endswith("quizzes/kitchen-safety.html")
