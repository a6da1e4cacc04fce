#!/usr/bin/env python3
"""Writes Tests/JS/vectors.json (what the Swift core prints, for kitchen.js to match) and
Tests/JS/kitchen-data.json (the kitchen data the build writes for the page).

Runs the debug binary (`swift build` first) on generated recipes:
- `cookgen scale --factor F [--units metric|us]`: rounding, formatting, conversion;
- `cookgen shopping-list a.md b.md*F`: merging.
Re-run after changing the Swift rules:  swift build && python3 Tests/JS/make-vectors.py
(`--bin PATH` runs another build of cookgen). With `--check` nothing is written: the script
exits 1 when the committed files differ from what the binary prints now (the Swift test
`JSVectorTests` runs it so, so stale vectors fail `swift test`).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.join(ROOT, ".build", "debug", "cookgen")
REGENERATE = "swift build && python3 Tests/JS/make-vectors.py"

AMOUNTS = ["0.012", "0.05", "0.125", "0.2", "0.25", "0.3", "0.33", "0.333", "0.5", "0.7", "1", "1.02", "1.5", "2",
           "2.5", "3", "7.4", "9.99", "10", "12.5", "15", "33", "59", "99.5", "100", "236.6", "250", "333", "450",
           "500", "999.6", "1000", "1250", "2500", "2-3", "200-250", "1/2-1", "1 1/2"]
UNITS = ["g", "kg", "mg", "ml", "l", "dl", "tsp", "tbsp", "cup", "cups", "oz", "lb", "fl oz", "pint", "gallon",
         "clove", "pinch", "", "EL", "TL", "Tassen"]
FACTORS = [1, 0.25, 1.5, 3, 7]

SHOPPING = {
    "a": ["200 g flour", "1 cup flour", "2 cloves garlic", "10 g garlic", "salt to taste", "1 tbsp olive oil",
          "2 egg", "1 1/2 cups milk", "2 balls dough", "1 can tomato", "3 tsp sugar"],
    "b": ["0.3 kg flour", "1 clove garlic", "½ tsp salt", "3 tbsp olive oil", "1 egg", "100 ml milk", "1 ball dough",
          "a pinch of nutmeg", "2 cans tomato", "1 tbsp sugar", "1/3 cup water"],
    "c": ["1 lb flour", "2-3 cloves garlic", "salt", "50 ml olive oil", "1.5 egg", "2 cups milk", "200 ml water",
          "1 tsp nutmeg", "1 kg potato", "4 oz butter"],
    "d": ["250 g butter", "2 tbsp milk", "1 tbsp water", "3 potato", "1 egg", "8 oz butter", "1 pinch salt"],
}
LISTS = [["a"], ["a", "b"], ["b", "a"], ["a", "b*2"], ["a*0.5", "c"], ["a", "b", "c", "d"], ["c*3", "d*0.5"],
         ["d*2"], ["b*1.5", "c", "d*2"]]


def run(args, cwd):
    return subprocess.run([BIN] + args, cwd=cwd, check=True, capture_output=True, text=True).stdout


def recipe(path, title, lines, servings=4):
    with open(path, "w") as f:
        f.write(f"---\ntitle: {title}\nservings: {servings}\n---\n\n## Ingredients\n\n")
        f.writelines(f"- {line}\n" for line in lines)
        f.write("\n## Steps\n\n1. Cook.\n")


def exported(path, cwd):
    return json.loads(run(["export", path, "--format", "json"], cwd))["ingredients"]


def main():
    global BIN
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed files instead of writing them")
    parser.add_argument("--bin", default=BIN, help=f"the cookgen binary (default {BIN})")
    options = parser.parse_args()
    BIN = os.path.abspath(options.bin)
    if not os.path.exists(BIN):
        sys.exit(f"{BIN} is missing: run swift build first")
    out = {"scale": {"inputs": [], "outputs": {}}, "shopping": []}
    with tempfile.TemporaryDirectory() as tmp:
        lines = [f"{a} {u} item{i}".replace("  ", " ") for i, (a, u) in enumerate((a, u) for a in AMOUNTS for u in UNITS)]
        recipe(os.path.join(tmp, "s.md"), "S", lines)
        parsed = exported("s.md", tmp)
        out["scale"]["inputs"] = [[i["quantity"], i["quantity_high"], i["unit"]] for i in parsed]
        for factor in FACTORS:
            for units in [None, "metric", "us"]:
                args = ["scale", "s.md", "--factor", str(factor)] + (["--units", units] if units else [])
                printed = [l[2:] for l in run(args, tmp).splitlines() if l.startswith("- ")]
                assert len(printed) == len(parsed), (len(printed), len(parsed))
                amounts = []
                for ing, text in zip(parsed, printed):
                    assert text.endswith(" " + ing["name"]), text
                    amounts.append(text[: -len(ing["name"])].strip())
                # One "|"-separated string of "quantity unit" per factor and system, in input order.
                out["scale"]["outputs"][f"{factor}{'/' + units if units else ''}"] = "|".join(amounts)
        recipes = {}
        for slug, ingredient_lines in SHOPPING.items():
            recipe(os.path.join(tmp, f"{slug}.md"), slug.upper(), ingredient_lines)
            recipes[slug] = [{"name": i["name"], "key": i["name"], "low": i["quantity"], "high": i["quantity_high"],
                              "unit": i["unit"], "fixed": i["fixed"]} for i in exported(f"{slug}.md", tmp)]
        for entries in LISTS:
            files = [e.split("*")[0] + ".md" + ("*" + e.split("*")[1] if "*" in e else "") for e in entries]
            text = run(["shopping-list"] + files, tmp).rstrip("\n")
            items = json.loads(run(["shopping-list"] + files + ["--format", "json"], tmp))
            names = {i["name"] for r in recipes.values() for i in r}
            assert all(item["key"] in names for item in items), "vector names must be their own keys"
            out["shopping"].append({"entries": [{"slug": e.split("*")[0], "factor": float(e.split("*")[1]) if "*" in e else 1}
                                                for e in entries], "text": text})
        out["recipes"] = recipes
        # The kitchen data the build writes for the page (units, aliases, ladders), as the tests' input.
        os.makedirs(os.path.join(tmp, "site", "Content", "recipes"))
        recipe(os.path.join(tmp, "site", "Content", "recipes", "a.md"), "A", SHOPPING["a"])
        run(["build", "--source", "site", "--output", "out", "--quiet"], tmp)
        with open(os.path.join(tmp, "out", "assets", "js", "kitchen-data.js")) as f:
            # Its first line sets window.cookgenKitchen; the strings and data-file count follow.
            line = next(l for l in f if l.startswith("window.cookgenKitchen = "))
        kitchen = json.loads(line[line.index("{"): line.rindex("}") + 1])
    files = {
        os.path.join(ROOT, "Tests", "JS", "kitchen-data.json"): json.dumps(kitchen, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
        os.path.join(ROOT, "Tests", "JS", "vectors.json"): json.dumps(out, ensure_ascii=False, separators=(",", ":")) + "\n",
    }
    if options.check:
        sys.exit(check(files))
    for path, text in files.items():
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    print(f"wrote {', '.join(files)}: {len(out['scale']['inputs']) * len(out['scale']['outputs'])} scale vectors, "
          f"{len(out['shopping'])} shopping lists")


def check(files):
    """0 when every committed file equals what was just generated; else says which differ and how to regenerate."""
    stale = []
    for path, text in files.items():
        name = os.path.relpath(path, ROOT)
        if not os.path.exists(path):
            stale.append(f"{name} is missing")
            continue
        with open(path, encoding="utf-8") as f:
            committed = f.read()
        if committed != text:
            stale.append(f"{name} is out of date: {first_difference(committed, text)}")
    if not stale:
        print("vectors are up to date: " + ", ".join(os.path.relpath(p, ROOT) for p in files))
        return 0
    for line in stale:
        print(line, file=sys.stderr)
    print(f"The JS tests would check against stale vectors. If the Swift rules changed on purpose, regenerate with "
          f"`{REGENERATE}` and commit the files.", file=sys.stderr)
    return 1


def first_difference(committed, generated):
    """Where two JSON texts first differ, with a little context."""
    i = next((n for n, (a, b) in enumerate(zip(committed, generated)) if a != b), min(len(committed), len(generated)))
    return f"at character {i}, committed {committed[max(0, i - 40):i + 40]!r} but the binary gives {generated[max(0, i - 40):i + 40]!r}"


if __name__ == "__main__":
    main()
