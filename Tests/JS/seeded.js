// A seeded generator for property tests: SplitMix64, as Tests/CookgenCoreTests/Support/SplitMix64.swift,
// so a failing seed reproduces on every machine.
"use strict";
const MASK = (1n << 64n) - 1n;

class SeededGenerator {
  constructor(seed) { this.state = BigInt(seed) & MASK; }
  next() {
    this.state = (this.state + 0x9E3779B97F4A7C15n) & MASK;
    let z = this.state;
    z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & MASK;
    return z ^ (z >> 31n);
  }
  /** A whole number in 0..<n. */
  int(n) { return Number(this.next() % BigInt(n)); }
  /** True with probability p. */
  bool(p = 0.5) { return Number(this.next() >> 11n) / 2 ** 53 < p; }
  pick(list) { return list[this.int(list.length)]; }
  shuffle(list) {
    for (let i = list.length - 1; i > 0; i--) { const j = this.int(i + 1); [list[i], list[j]] = [list[j], list[i]]; }
    return list;
  }
}

module.exports = { SeededGenerator };
