#!/usr/bin/env python3
"""A cookbook in git with a history: Benchmarks/generate.py's recipes, each committed COMMITS times
(the first version, then an amount changed, an ingredient added, a step reworded, a small edit),
one recipe per commit, written with `git fast-import` so even 10,000 recipes take seconds.

    python3 Benchmarks/history_repo.py 1000 /tmp/h-site [--commits 5]

Then time `cookgen build --source /tmp/h-site` against the same site with `history: false` in
cookgen.yaml (Benchmarks/history_cost.sh does both)."""
import os, re, subprocess, sys

def variants(text, n):
    """The recipe as it was after commit n (0 = first written); the last variant is the file as generated."""
    lines = text.split("\n")
    ing = [i for i, l in enumerate(lines) if l.startswith("- ")]
    steps = [i for i, l in enumerate(lines) if re.match(r"^\d+\. ", l)]
    out = []
    for k in range(n):
        v = list(lines)
        back = n - 1 - k  # how many later edits are not yet made
        if back >= 1 and ing:  # the first amount was 25% more
            v[ing[0]] = re.sub(r"^- (\d+)", lambda m: "- " + str(int(m.group(1)) + max(1, int(m.group(1)) // 4)), v[ing[0]])
        if back >= 2 and len(ing) > 1:  # the second ingredient was added later
            v[ing[1]] = None
        if back >= 3 and steps:  # the first step was worded differently
            v[steps[0]] = v[steps[0]].rstrip(".") + " for a while."
        if back >= 4:  # a small edit: trailing spaces and a reflowed line
            v = [l + "  " if l and l.startswith("- ") else l for l in v if l is not None]
        out.append("\n".join(l for l in v if l is not None))
    return out

def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    count, dest = int(args[0]), args[1]
    commits = int(sys.argv[sys.argv.index("--commits") + 1]) if "--commits" in sys.argv else 5
    here = os.path.dirname(os.path.abspath(__file__))
    subprocess.run([sys.executable, os.path.join(here, "generate.py"), str(count), dest], check=True, stdout=subprocess.DEVNULL)
    files = []
    for folder, _, names in os.walk(os.path.join(dest, "Content")):
        for name in names:
            files.append(os.path.relpath(os.path.join(folder, name), dest))
    files.sort()
    subprocess.run(["git", "init", "-q", dest], check=True)
    stream = []
    mark = [0]
    when = [1_700_000_000]
    def commit(message, changes):
        mark[0] += 1
        when[0] += 3600
        msg = message.encode()
        stream.append(b"commit refs/heads/main\nmark :%d\n" % mark[0])
        stream.append(b"author Ada Baker <ada@example.org> %d +0100\ncommitter Ada Baker <ada@example.org> %d +0100\n" % (when[0], when[0]))
        stream.append(b"data %d\n%s\n" % (len(msg), msg))
        if mark[0] > 1:
            stream.append(b"from :%d\n" % (mark[0] - 1))
        for path, data in changes:
            stream.append(b"M 100644 inline %s\ndata %d\n%s\n" % (path.encode(), len(data), data))
    recipes = [f for f in files if f.endswith((".md", ".cook")) and "/templates/" not in f]
    others = [f for f in files if f not in recipes] + ["cookgen.yaml"]
    commit("Cookbook settings and pictures", [(p, open(os.path.join(dest, p), "rb").read()) for p in others])
    texts = {p: open(os.path.join(dest, p), encoding="utf-8").read() for p in recipes}
    versions = {p: variants(t, commits) for p, t in texts.items()}
    words = ["First written", "Less of the first ingredient", "Added an ingredient", "Reworded the first step", "Tidied up"]
    for k in range(commits):
        for p in recipes:
            commit(f"{words[min(k, len(words) - 1)]}: {os.path.basename(p)}", [(p, versions[p][k].encode())])
    subprocess.run(["git", "fast-import", "--quiet"], cwd=dest, input=b"".join(stream), check=True)
    subprocess.run(["git", "checkout", "-q", "-f", "main"], cwd=dest, check=True)
    print(f"{len(recipes)} recipes, {mark[0]} commits in {dest}")

main()
