#!/usr/bin/env python3
"""Builds the binary fixtures of the app-import tests from the text files beside this script:
small PNG pictures, and the archives each app exports (Paprika's zip of gzip JSON, Nextcloud's
folder zip, Mealie's export zip, Tandoor's zip of zips, Recipe Keeper's zip). Deterministic:
fixed times, sorted entries. Run it after changing a source file: python3 make.py"""
import base64, gzip, io, os, struct, zipfile, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "archives")
TIME = (2020, 1, 1, 0, 0, 0)


def png(r, g, b, size=8):
    """A real, decodable size×size PNG of one colour."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + bytes([r, g, b]) * size for _ in range(size))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


RED, BLUE, GREEN, YELLOW = png(200, 40, 40), png(40, 60, 200), png(40, 160, 60), png(230, 200, 40)


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def zipped(files):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o100644 << 16
            z.writestr(info, files[name])
    return buffer.getvalue()


def gz(data):
    return gzip.compress(data, mtime=0)


def read(*parts):
    with open(os.path.join(HERE, *parts), "rb") as f:
        return f.read()


def paprika(name):
    text = read("paprika", name).decode()
    text = text.replace("@PNG_RED@", base64.b64encode(RED).decode()).replace("@PNG_BLUE@", base64.b64encode(BLUE).decode())
    return text.encode()


def main():
    # Pictures beside the text sources (a .jpg that is really a PNG: the type comes from the bytes).
    write(os.path.join(HERE, "nextcloud", "Tomato Soup", "full.jpg"), RED)
    write(os.path.join(HERE, "nextcloud", "Tomato Soup", "thumb.jpg"), RED)
    write(os.path.join(HERE, "mealie", "recipes", "buttermilk-pancakes", "images", "original.webp"), YELLOW)
    write(os.path.join(HERE, "tandoor", "1", "image.png"), GREEN)
    write(os.path.join(HERE, "recipekeeper", "images", "fish_0.jpg"), BLUE)
    write(os.path.join(HERE, "recipekeeper", "images", "fish_1.jpg"), GREEN)
    write(os.path.join(HERE, "cookcli", "Breakfast", "Porridge.jpg"), YELLOW)

    lemon, toast = paprika("lemon-cake.json"), paprika("plain-toast.json")
    write(os.path.join(OUT, "Lemon Drizzle Cake.paprikarecipe"), gz(lemon))
    write(os.path.join(OUT, "Export.paprikarecipes"), zipped({
        "Lemon Drizzle Cake.paprikarecipe": gz(lemon),
        "Plain Toast.paprikarecipe": gz(toast),
        "Broken.paprikarecipe": gz(lemon)[:40],
    }))
    write(os.path.join(OUT, "nextcloud.zip"), zipped({
        "Recipes/Tomato Soup/recipe.json": read("nextcloud", "Tomato Soup", "recipe.json"),
        "Recipes/Tomato Soup/full.jpg": RED,
        "Recipes/Tomato Soup/thumb.jpg": RED,
        "Recipes/Bread/recipe.json": read("nextcloud", "Bread", "recipe.json"),
    }))
    pancakes = "mealie/recipes/buttermilk-pancakes/"
    write(os.path.join(OUT, "mealie.zip"), zipped({
        "recipes/buttermilk-pancakes/buttermilk-pancakes.json": read(pancakes + "buttermilk-pancakes.json"),
        "recipes/buttermilk-pancakes/images/original.webp": YELLOW,
        "recipes/buttermilk-pancakes/images/tiny-original.webp": YELLOW,
    }))
    write(os.path.join(OUT, "tandoor.zip"), zipped({
        "1.zip": zipped({"recipe.json": read("tandoor", "1", "recipe.json"), "image.png": GREEN}),
        "2.zip": zipped({"recipe.json": read("tandoor", "2", "recipe.json")}),
    }))
    write(os.path.join(OUT, "recipekeeper.zip"), zipped({
        "recipes.html": read("recipekeeper", "recipes.html"),
        "images/fish_0.jpg": BLUE,
        "images/fish_1.jpg": GREEN,
    }))


if __name__ == "__main__":
    main()
