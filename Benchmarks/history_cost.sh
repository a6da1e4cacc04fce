#!/usr/bin/env bash
# What recipe history costs: a cookbook of N recipes in git, five commits each
# (Benchmarks/history_repo.py), built with `history: false`, then with history from git
# (no cache: one git log, one git cat-file, every version read and compared), then again at the
# same commit (the cache beside the output: no git at all), then after a commit that changed one
# recipe (one git log; only that recipe's versions read again). Prints seconds and the bytes the
# History section adds to the recipe pages.
#
#   Benchmarks/history_cost.sh 1000 [cookgen binary, default .build/release/cookgen] [runs, default 3]
set -euo pipefail
n=${1:-1000}
bin=${2:-.build/release/cookgen}
runs=${3:-3}
site=$(mktemp -d /tmp/cookgen-history-bench-XXXXXX)
python3 "$(dirname "$0")/history_repo.py" "$n" "$site" >/dev/null
best() {  # best wall and CPU time (user + system) of $runs builds: best <label> <command to run before each>
  local label=$1; shift
  local t wall=999999 cpu=999999
  for _ in $(seq "$runs"); do
    "$@"
    t=$( { /usr/bin/time -f '%e %U %S' "$bin" build --source "$site" --output "$site/out" --quiet --force 2>&1 >/dev/null; } | tail -1)
    read -r w u s <<<"$t"
    wall=$(python3 -c "print(min($wall, $w))")
    cpu=$(python3 -c "print(min($cpu, $u + $s))")
  done
  printf '%-34s %6.2f s wall %6.2f s CPU\n' "$label" "$wall" "$cpu"
}
pages_bytes() { find "$site/out/recipes" -name '*.html' ! -name '*.card.html' -printf '%s\n' | awk '{s+=$1; n++} END {printf "%d %d\n", s, n}'; }
cp "$site/cookgen.yaml" "$site/cookgen.yaml.orig"
echo "history: false" >> "$site/cookgen.yaml"
# Both first builds start without the build cache folder (parsed recipes and history).
best "no history (history: false)" rm -rf "$site/.out.cookgen-cache"
read -r off pages < <(pages_bytes)
cp "$site/cookgen.yaml.orig" "$site/cookgen.yaml"
best "history, no cache (cold)" rm -rf "$site/.out.cookgen-cache"
best "history, cached (same commit)" true
one_more_commit() {  # a new commit that changes one recipe: the cache holds every other recipe's versions
  local f
  # awk reads to the end: `grep | head -1` dies of SIGPIPE under pipefail once the list outgrows the pipe.
  f=$(cd "$site" && git ls-files Content | awk '/\.md$/ && !f { f = $0 } END { print f }')
  echo "" >> "$site/$f"
  git -C "$site" -c user.name=Bench -c user.email=bench@example.org commit -qam "One more edit"
}
best "history, one new commit (cache)" one_more_commit
read -r on _ < <(pages_bytes)
echo "recipe pages: $pages; bytes per page: $((off / pages)) without, $((on / pages)) with history (+$(( (on - off) / pages )))"
echo "cache file: $(du -h "$site/.out.cookgen-cache/history.bin" | cut -f1)"
rm -rf "$site"
