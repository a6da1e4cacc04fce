#!/usr/bin/env bash
# What recipe history costs: a cookbook of N recipes in git, five commits each
# (Benchmarks/history_repo.py), each build made twice in turn — without history (git not on the
# PATH, which a build takes as "no history") and with it — in three cases:
#   cold             no build cache: one git log, one git cat-file, every version read and compared;
#   same commit      the cache beside the output holds the history of this commit: no git at all;
#   one new commit   a commit that changed one recipe since the cached history: git gives only
#                    that commit, and only that recipe's newest versions are read.
# Those three are builds of every page (--force). A fourth case is the build a cook runs after
# committing an edit, without --force: both builds render only what changed (each into an output
# of its own, so neither sees the other's history), the one with history also the recipe's
# versions.
# Both builds of a pair use the same caches, so the difference is the history's own cost. Prints
# the best wall and CPU time of each, the extra time, and the bytes the History section adds.
#
#   Benchmarks/history_cost.sh 1000 [cookgen binary, default .build/release/cookgen] [runs, default 3]
set -euo pipefail
n=${1:-1000}
bin=$(realpath "${2:-.build/release/cookgen}")
runs=${3:-3}
site=$(mktemp -d /tmp/cookgen-history-bench-XXXXXX)
python3 "$(dirname "$0")/history_repo.py" "$n" "$site" >/dev/null
nogit=$(mktemp -d /tmp/cookgen-nogit-XXXXXX)   # a PATH without git (and without anything else)
force=--force
out=out
build() {  # build <with|without>: wall and CPU seconds of one build (to the millisecond: bash's own `time`)
  local path=$PATH t TIMEFORMAT='%3R %3U %3S'
  [ "$1" = without ] && path=$nogit
  t=$( { time PATH=$path "$bin" build --source "$site" --output "$site/$out$2" --quiet $force >/dev/null 2>&1; } 2>&1 | tail -1)
  read -r w u s <<<"$t"
  echo "$w $(python3 -c "print(round($u + $s, 3))")"
}
pair() {  # pair <label> <command run before each pair> <command run before each build>: best of $runs, without and with history
  local label=$1 before_pair=$2 before_build=$3
  local bw=999 bc=999 hw=999 hc=999 i w c first second
  for i in $(seq "$runs"); do
    $before_pair
    # Alternate which goes first, so neither always finds the other's parse of a changed recipe.
    if (( i % 2 )); then first=without; second=with; else first=with; second=without; fi
    for which in $first $second; do
      $before_build
      read -r w c < <(build "$which" "${split:+-$which}")
      if [ "$which" = without ]; then bw=$(python3 -c "print(min($bw, $w))"); bc=$(python3 -c "print(min($bc, $c))")
      else hw=$(python3 -c "print(min($hw, $w))"); hc=$(python3 -c "print(min($hc, $c))"); fi
    done
  done
  printf '%-16s without %6.3f s wall %6.3f s CPU   with %6.3f s wall %6.3f s CPU   extra %+4.0f%% wall %+4.0f%% CPU\n' \
    "$label" "$bw" "$bc" "$hw" "$hc" "$(python3 -c "print(($hw / $bw - 1) * 100)")" "$(python3 -c "print(($hc / $bc - 1) * 100)")"
}
pages_bytes() { find "$site/out/recipes" -name '*.html' ! -name '*.card.html' -printf '%s\n' | awk '{s+=$1; n++} END {printf "%d %d\n", s, n}'; }
cold() { rm -rf "$site/.out.cookgen-cache"; }
same() { :; }
one_more_commit() {  # a new commit that changes one recipe: the cache holds every other recipe's versions
  local f
  # awk reads to the end: `grep | head -1` dies of SIGPIPE under pipefail once the list outgrows the pipe.
  f=$(cd "$site" && git ls-files Content | awk '/\.md$/ && !f { f = $0 } END { print f }')
  echo "" >> "$site/$f"
  git -C "$site" -c user.name=Bench -c user.email=bench@example.org commit -qam "One more edit"
}
pair "cold" same cold
pair "same commit" same same
pair "one new commit" one_more_commit same
# Builds of changes, each output first built whole; a commit before each build.
force= split=1
for which in with without; do build "$which" "-$which" >/dev/null; done
pair "commit, build" same one_more_commit
force=--force split=
PATH=$nogit "$bin" build --source "$site" --output "$site/out" --quiet --force >/dev/null 2>&1
read -r off pages < <(pages_bytes)
"$bin" build --source "$site" --output "$site/out" --quiet --force >/dev/null 2>&1
read -r on _ < <(pages_bytes)
echo "recipe pages: $pages; bytes per page: $((off / pages)) without, $((on / pages)) with history (+$(( (on - off) / pages )))"
echo "cache file: $(du -h "$site/.out.cookgen-cache/history.bin" | cut -f1)"
rm -rf "$site" "$nogit"
