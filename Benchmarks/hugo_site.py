#!/usr/bin/env python3
"""Turns a generated cookgen benchmark site into the same recipes as a Hugo site with minimal
templates (a home page, a list page, a single page, taxonomy and term pages), for Benchmarks/run.

    python3 Benchmarks/hugo_site.py /tmp/cookgen-bench-1000 /tmp/cookgen-bench-1000-hugo

Markdown recipes are copied as they are (YAML front matter, the same taxonomies); Cooklang
recipes become Markdown with the same front matter, a title from the file name, and the
Cooklang text as the body, so both generators read the same files and the same words.
"""
import os
import shutil
import sys

CONFIG = """baseURL = "/"
title = "Benchmark cookbook"
languageCode = "en"
disableKinds = ["robotsTXT"]
[taxonomies]
  category = "category"
  course = "course"
  cuisine = "cuisine"
  diet = "diet"
  season = "season"
  level = "level"
  tag = "tags"
"""

LAYOUTS = {
    "_default/baseof.html": """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }} · {{ .Site.Title }}</title></head>
<body><header><a href="{{ "/" | relURL }}">{{ .Site.Title }}</a></header>
<main>{{ block "main" . }}{{ end }}</main></body></html>
""",
    "_default/single.html": """{{ define "main" }}<article><h1>{{ .Title }}</h1>
{{ with .Params.description }}<p>{{ . }}</p>{{ end }}
<ul>{{ range $taxonomy, $_ := .Site.Taxonomies }}{{ range $.GetTerms $taxonomy }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a></li>{{ end }}{{ end }}</ul>
{{ with .Params.servings }}<p>Serves {{ . }}</p>{{ end }}
{{ .Content }}</article>{{ end }}
""",
    "_default/list.html": """{{ define "main" }}<h1>{{ .Title }}</h1>
<ul>{{ range .Pages.ByTitle }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ with .Params.description }} {{ . }}{{ end }}</li>{{ end }}</ul>{{ end }}
""",
    "_default/terms.html": """{{ define "main" }}<h1>{{ .Title }}</h1>
<ul>{{ range .Data.Terms.ByCount }}<li><a href="{{ .Page.RelPermalink }}">{{ .Page.Title }}</a> ({{ .Count }})</li>{{ end }}</ul>{{ end }}
""",
    "index.html": """{{ define "main" }}<h1>{{ .Site.Title }}</h1>
<ul>{{ range first 12 (where .Site.RegularPages "Section" "recipes").ByDate.Reverse }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}
""",
}


def convert(source, target):
    shutil.rmtree(target, ignore_errors=True)
    with open(os.path.join(target + ".tmp-config"), "w") as f:
        f.write(CONFIG)
    os.makedirs(target)
    os.replace(target + ".tmp-config", os.path.join(target, "hugo.toml"))
    for path, text in LAYOUTS.items():
        os.makedirs(os.path.dirname(os.path.join(target, "layouts", path)), exist_ok=True)
        with open(os.path.join(target, "layouts", path), "w") as f:
            f.write(text)
    content = os.path.join(source, "Content")
    for folder, _, names in os.walk(content):
        relative = os.path.relpath(folder, content)
        out = os.path.join(target, "content", "recipes", relative)
        os.makedirs(out, exist_ok=True)
        for name in sorted(names):
            with open(os.path.join(folder, name)) as f:
                text = f.read()
            if name.endswith(".cook"):
                stem = name[:-5]
                head, body = text.split("---\n", 2)[1:]
                text = f"---\ntitle: {stem.replace('-', ' ').title()}\n{head}---\n{body}"
                name = stem + ".md"
            with open(os.path.join(out, name), "w") as f:
                f.write(text)


if __name__ == "__main__":
    convert(sys.argv[1], sys.argv[2])
