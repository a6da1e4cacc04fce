#!/usr/bin/env python3
"""Writes N realistic, deterministic recipes into a site folder, for benchmarks.

Each recipe has front matter with taxonomies, 8–15 ingredients, 6–10 steps and
about 300 words; every 10th is Cooklang, every 7th uses a base recipe.

    python3 Benchmarks/generate.py 1000 /tmp/bench-1000
"""
import os
import random
import sys

CATEGORIES = ["Breakfast", "Mains", "Soups", "Salads", "Desserts", "Baking", "Drinks", "Snacks"]
COURSES = ["breakfast", "lunch", "dinner", "dessert", "snack", "drink"]
CUISINES = ["Italian", "French", "Indian", "Mexican", "Japanese", "Thai", "German", "Greek", "Moroccan", "Swedish"]
DIETS = ["vegan", "vegetarian", "gluten-free", "lactose-free", "nut-free", "low-carb", "pescatarian"]
SEASONS = ["spring", "summer", "autumn", "winter", "all year"]
LEVELS = ["easy", "medium", "hard"]
TAGS = ["quick", "one-pot", "weeknight", "party", "kids", "make-ahead", "budget", "comfort", "fresh", "spicy",
        "sweet", "crispy", "creamy", "smoky", "summer-grill", "picnic", "brunch", "holiday"]
INGREDIENTS = [("g", "flour"), ("g", "sugar"), ("g", "butter"), ("ml", "milk"), ("", "eggs"), ("tbsp", "olive oil"),
               ("tsp", "salt"), ("g", "onions"), ("cloves", "garlic"), ("g", "tomatoes"), ("g", "rice"), ("ml", "water"),
               ("g", "carrots"), ("g", "potatoes"), ("g", "spinach"), ("g", "chickpeas"), ("g", "lentils"), ("tsp", "cumin"),
               ("g", "cheese"), ("g", "chicken"), ("g", "salmon"), ("cups", "stock"), ("tbsp", "honey"), ("g", "oats"),
               ("g", "yoghurt"), ("", "lemons"), ("bunch", "parsley"), ("g", "mushrooms"), ("g", "peppers"), ("tsp", "paprika")]
WORDS = ("stir gently until the mixture looks glossy and smells toasty then season to taste and keep warm while "
         "you prepare the rest of the dish carefully slicing everything into even pieces so it cooks at the same "
         "pace and nothing burns at the edges of the pan").split()


def sentence(rng, n):
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."


def markdown_recipe(rng, i, base):
    title = f"{rng.choice(['Golden', 'Rustic', 'Quick', 'Slow', 'Herby', 'Smoky', 'Bright'])} " \
            f"{rng.choice(['Stew', 'Salad', 'Bake', 'Soup', 'Tart', 'Bowl', 'Curry', 'Cake'])} {i}"
    lines = ["---", f"title: {title}", f"description: {sentence(rng, 14)}",
             f"date: {2015 + i % 10}-{1 + i % 12:02d}-{1 + i % 28:02d}", f"author: Cook {i % 40}",
             f"category: {rng.choice(CATEGORIES)}", f"course: {rng.choice(COURSES)}", f"cuisine: {rng.choice(CUISINES)}",
             f"diet: [{', '.join(rng.sample(DIETS, rng.randint(0, 2)))}]", f"season: {rng.choice(SEASONS)}",
             f"level: {rng.choice(LEVELS)}", f"tags: [{', '.join(rng.sample(TAGS, 3))}]",
             f"servings: {rng.randint(1, 8)}", f"prep_time: {rng.randint(5, 40)} min", f"cook_time: {rng.randint(5, 120)} min"]
    if base is not None:
        lines += ["components:", f"  - recipe: base-{base}", "    amount: 300 g"]
    lines += ["---", sentence(rng, 40), "", sentence(rng, 30), "", "## Ingredients", ""]
    for unit, name in rng.sample(INGREDIENTS, rng.randint(8, 15)):
        amount = rng.choice(["1", "2", "1 1/2", "250", "100", "½", "3"])
        lines.append(f"- {amount} {unit} {name}".replace("  ", " "))
    lines += ["", "## Steps", ""]
    for n in range(rng.randint(6, 10)):
        lines.append(f"{n + 1}. {sentence(rng, 18)}")
    return "\n".join(lines) + "\n"


def cook_recipe(rng, i):
    lines = ["---", f"servings: {rng.randint(1, 6)}", f"course: {rng.choice(COURSES)}", f"cuisine: {rng.choice(CUISINES)}",
             f"tags: [{', '.join(rng.sample(TAGS, 2))}]", f"diet: {rng.choice(DIETS)}", "---"]
    for n in range(rng.randint(6, 10)):
        unit, name = rng.choice(INGREDIENTS)
        amount = rng.choice(["1", "2", "250", "1/2"])
        quantity = f"{amount}%{unit}" if unit else amount
        lines.append(f"{sentence(rng, 10)[:-1]} @{name}{{{quantity}}} in a #pot{{}} for ~{{{rng.randint(2, 30)}%minutes}}.")
        lines.append("")
    return "\n".join(lines)


def main():
    count, root = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(20261121)
    content = os.path.join(root, "Content")
    os.makedirs(os.path.join(content, "base"), exist_ok=True)
    with open(os.path.join(root, "cookgen.yaml"), "w") as f:
        f.write(f"title: Benchmark cookbook ({count} recipes)\nlanguage: en\n")
    bases = max(1, count // 100)
    for b in range(bases):
        with open(os.path.join(content, "base", f"base-{b}.md"), "w") as f:
            f.write(f"---\ntitle: Base {b}\ncategory: Baking\n---\n## Ingredients\n- 500 g flour\n- 300 ml water\n## Steps\n1. Knead.\n")
    for i in range(count - bases):
        folder = os.path.join(content, CATEGORIES[i % len(CATEGORIES)].lower(), f"{i // 1000:03d}")
        os.makedirs(folder, exist_ok=True)
        if i % 10 == 9:
            with open(os.path.join(folder, f"recipe-{i}.cook"), "w") as f:
                f.write(cook_recipe(rng, i))
        else:
            base = i % bases if i % 7 == 0 else None
            with open(os.path.join(folder, f"recipe-{i}.md"), "w") as f:
                f.write(markdown_recipe(rng, i, base))


if __name__ == "__main__":
    main()
