// The downloads of a recipe page, made in the browser: Markdown and Cooklang from the export model
// the page carries (<script id="cookgen-export">, see RecipeExportModel.swift), the page's JSON-LD
// pretty-printed, and a printable card made of the page's article with the theme's stylesheet.
//
// The writers are ports of the Swift ones (RecipeMarkdownWriter, RecipeCooklangWriter,
// FrontMatterLines, YAMLText, CooklangText, MarkdownText, Quantity.exactText, RecipeText, JSONWriter)
// and must write the same bytes: Tests/JS/downloads.test.js runs them on the vectors the Swift test
// DownloadVectorTests writes (Tests/Fixtures/vectors/downloads.json). Change both sides together.
// Swift works on Characters (grapheme clusters) where it splits, trims a line's start or checks a
// prefix; these functions do the same through Intl.Segmenter.
(function (root) {
  "use strict";

  // ---- Characters and scalars, as Swift sees them ----

  const segmenter = typeof Intl === "object" && Intl.Segmenter ? new Intl.Segmenter("en", { granularity: "grapheme" }) : null;
  /** The text's Characters (extended grapheme clusters). */
  function chars(s) {
    if (segmenter) return Array.from(segmenter.segment(s), (x) => x.segment);
    const out = [];
    for (const c of s) {
      if (out.length && (/\p{M}/u.test(c) || (c === "\n" && out[out.length - 1] === "\r"))) out[out.length - 1] += c;
      else out.push(c);
    }
    return out;
  }
  const first = (s) => chars(s)[0];
  const last = (s) => { const c = chars(s); return c[c.length - 1]; };
  const hasPrefix = (s, p) => { const c = chars(s); return chars(p).every((x, n) => c[n] === x); };
  const hasSuffix = (s, p) => { const c = chars(s), n = chars(p).length; return c.length >= n && c.slice(c.length - n).join("") === p; };
  /** `split(separator:)` on a Character, empty pieces kept or left out. */
  function split(s, sep, keepEmpty) {
    const out = [];
    let piece = "";
    for (const c of chars(s)) {
      if (c === sep) { out.push(piece); piece = ""; } else piece += c;
    }
    out.push(piece);
    return keepEmpty ? out : out.filter((p) => p !== "");
  }
  /** Unicode White_Space, and U+200B (`Unicode.Scalar.isSpace`). */
  const isSpace = (c) => { const v = c.codePointAt(0); return v < 0x80 ? v === 0x20 || (v >= 9 && v <= 13) : /\p{White_Space}/u.test(c) || v === 0x200b; };
  function trimmed(s) {
    const scalars = Array.from(s);
    let a = 0, b = scalars.length;
    while (a < b && isSpace(scalars[a])) a++;
    while (b > a && isSpace(scalars[b - 1])) b--;
    return scalars.slice(a, b).join("");
  }
  /** A body opening with `# Heading` would read back as the title: a setext heading instead
   *  (`RecipeMarkdownWriter.keepingLeadingHeading`). */
  function keepingLeadingHeading(body) {
    const lines = split(body, "\n", true);
    // An empty "#" is dropped, and the line after it may be the next one to open the body.
    for (;;) {
      const i = lines.findIndex((l) => trimmed(l) !== "");
      if (i < 0 || !lines[i].startsWith("#")) break;
      const rest = lines[i].slice(1);
      if (!(rest === "" || rest[0] === " " || rest[0] === "\t")) break;
      let text = trimmed(rest);
      while (text.endsWith("#")) text = text.slice(0, -1);
      text = trimmed(text);
      if (text.startsWith("#")) text = "\\" + text;
      lines.splice(i, 1, ...(text === "" ? [] : [text, "==="]));
      if (text !== "") break;
    }
    return lines.join("\n");
  }
  /** Nil (null) when empty after trimming, else the trimmed text. */
  const nonEmpty = (s) => { if (s == null) return null; const t = trimmed(s); return t === "" ? null : t; };
  /** Line breaks and tabs as spaces: front-matter values are one line (`FrontMatterLines.oneLine`). */
  const oneLine = (s) => chars(s).reduce((a, c) => {
    if (c === "\n" || c === "\r" || c === "\t") a.push(""); else a[a.length - 1] += c;
    return a;
  }, [""]).filter((p) => p !== "").join(" ");

  // ---- Numbers ----

  /** `Double.description` of a finite, non-negative number: `0.15`, `1e-05`, `1000000000000000.0`. */
  function swiftDescription(v) {
    const a = Math.abs(v);
    if (a === 0 || (a >= 1e-4 && a < 1e16)) return Number.isInteger(v) ? String(v) + ".0" : String(v);
    const [mantissa, exponent] = v.toExponential().split("e");
    const sign = exponent[0], digits = exponent.slice(1);
    return mantissa + "e" + sign + (digits.length < 2 ? "0" + digits : digits);
  }
  /** `String(format: "%.15f", v)`: exact, ties to even (toFixed rounds ties up). */
  function fixed15(v) {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, v);
    const hi = view.getUint32(0), lo = view.getUint32(4);
    const biased = (hi >>> 20) & 0x7ff;
    let mantissa = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
    if (biased) mantissa |= 1n << 52n;
    const exponent = (biased || 1) - 1075;
    let num = mantissa * 10n ** 15n, den = 1n;
    if (exponent >= 0) num <<= BigInt(exponent); else den <<= BigInt(-exponent);
    let q = num / den;
    const r2 = (num % den) * 2n;
    if (r2 > den || (r2 === den && q % 2n === 1n)) q += 1n;
    const digits = q.toString().padStart(16, "0");
    return digits.slice(0, -15) + "." + digits.slice(-15);
  }
  /** One number exactly: a kitchen fraction below 10 when one is exact, else a decimal (`Quantity.exactText(_:)`). */
  function exactNumber(v) {
    if (!Number.isFinite(v) || !(v >= 0)) return "0";
    if (Number.isInteger(v) && v < 1e15) return String(Math.abs(v));
    if (v < 10) {
      const whole = Math.floor(v);
      for (const d of [2, 3, 4, 8, 16]) {
        const numerator = Math.round((v - whole) * d);
        if (!(numerator > 0 && numerator < d)) continue;
        if ((whole === 0 ? numerator / d : whole + numerator / d) !== v) continue;
        return whole === 0 ? `${numerator}/${d}` : `${whole} ${numerator}/${d}`;
      }
    }
    const shortest = swiftDescription(v);
    const dot = shortest.indexOf(".");
    if (!shortest.includes("e") && dot >= 0) {
      const decimals = shortest.length - dot - 1;
      // `12.125` would read as twelve thousand one hundred and twenty-five (a thousands group).
      return decimals === 3 && !shortest.startsWith("0.") ? shortest + "0" : shortest;
    }
    let text = fixed15(v);
    while (text.endsWith("0")) text = text.slice(0, -1);
    return text.endsWith(".") ? text.slice(0, -1) : text;
  }
  /** `[low, high, fixed]` of the model as text that reads back the same (`Quantity.exactText(cooklang:)`). */
  function exactText(q, cooklang) {
    const low = exactNumber(q[0]);
    if (q[1] == null) return low;
    const high = exactNumber(q[1]);
    const plain = (t) => !t.includes("/") && !t.includes(" ");
    return low + (cooklang || (plain(low) && plain(high)) ? "-" : " to ") + high;
  }

  // ---- YAML (YAMLText) ----

  const harmless = new Set([" ", ".", "-", "_", "/", "(", ")", "'", "+", "°", "½", "¼", "¾", "’", "–", "—", "…", "!", "?", "=", "%", "·"]);
  function isPlainSafe(text) {
    const scalars = Array.from(text);
    if (!scalars.length) return false;
    const f = scalars[0];
    if (!(/\p{Alphabetic}/u.test(f) || (f >= "0" && f <= "9")) || scalars[scalars.length - 1] === " ") return false;
    const c = chars(text);
    for (let n = 1; n < c.length; n++) if (c[n] === " " && c[n - 1] === " ") return false;
    return scalars.every((s) => /[\p{Alphabetic}\p{N}\p{Mn}\p{Mc}]/u.test(s) || harmless.has(s));
  }
  function quoted(text) {
    let out = "\"";
    for (const s of text) {
      const v = s.codePointAt(0);
      if (s === "\"") out += "\\\"";
      else if (s === "\\") out += "\\\\";
      else if (s === "\n") out += "\\n";
      else if (s === "\t") out += "\\t";
      else if (s === "\r") out += "\\r";
      else if (v < 0x20 || v === 0x7f || (v >= 0x80 && v <= 0x9f) || v === 0x2028 || v === 0x2029 || v === 0xfeff) {
        out += "\\u" + v.toString(16).toUpperCase().padStart(4, "0");
      } else out += s;
    }
    return out + "\"";
  }
  const scalar = (text) => (isPlainSafe(text) ? text : quoted(text));
  const flowList = (items) => "[" + items.map(scalar).join(", ") + "]";
  function block(text, indent = "  ") {
    const lines = split(text, "\n", true);
    const firstLine = lines.find((l) => l !== "");
    const safe = lines.length > 1 && (firstLine === undefined || first(firstLine) !== " ") && !hasSuffix(text, "\n")
      && lines.every((l) => last(l) !== " " && last(l) !== "\t" && !chars(l).includes("\t") && !l.includes("\r"))
      && Array.from(text).every((s) => s === "\n" || (s.codePointAt(0) >= 0x20 && s.codePointAt(0) !== 0x7f));
    if (!safe) return scalar(text);
    return "|-\n" + lines.map((l) => (l === "" ? "" : indent + l)).join("\n");
  }

  // ---- Markdown (MarkdownText) and Cooklang (CooklangText) escaping ----

  const inlineActive = new Set(["\\", "`", "*", "_", "[", "]", "<", ">", "&"]);
  const blockStart = new Set(["#", ">", "+", "-", "=", "|", "~", ":"]);
  function escapeLine(line) {
    let result = Array.from(line).map((s) => (inlineActive.has(s) ? "\\" + s : s)).join("");
    if (result && blockStart.has(Array.from(result)[0])) result = "\\" + result;
    // `1. ` and `1) ` start an ordered list.
    const c = chars(result);
    let n = 0;
    while (n < c.length && /^[0-9]$/.test(c[n])) n++;
    if (n > 0 && (c[n] === "." || c[n] === ")")) result = c.slice(0, n).join("") + "\\" + c.slice(n).join("");
    return result;
  }
  function markdownEscape(text) {
    return split(text, "\n", true).map((line) => {
      const c = chars(line);
      let n = 0;
      while (n < c.length && (c[n] === " " || c[n] === "\t")) n++;
      return escapeLine(c.slice(n).join(""));
    }).join("\n");
  }
  /** `place`: "name", "braces", "note", or {lineStart, afterIngredient} for step text. */
  function cooklangEscape(text, place) {
    const s = Array.from(text);
    let out = "";
    s.forEach((c, n) => {
      const next = s[n + 1], previous = s[n - 1];
      let escape = "\\@#~{}[]".includes(c) || (c === "-" && (next === "-" || previous === "-" || previous === "["));
      if (place === "name") escape = escape || (n === 0 && c === ">") || (c === "=" && (n === 0 || n === s.length - 1));
      else if (place === "braces") escape = escape || c === "%" || c === "|";
      else if (place === "note") escape = escape || c === ")";
      else escape = escape || (n === 0 && ((place.lineStart && (c === ">" || c === "=")) || (place.afterIngredient && c === "(")));
      out += (escape ? "\\" : "") + c;
    });
    return out;
  }

  // ---- Front matter (FrontMatterLines) ----

  class FrontMatter {
    constructor() { this.lines = []; }
    scalar(key, value) {
      const v = nonEmpty(value);
      if (v !== null) this.lines.push(`${key}: ${scalar(oneLine(v))}`);
    }
    list(key, values) {
      const items = (values || []).map((v) => nonEmpty(oneLine(v))).filter((v) => v !== null);
      if (!items.length) return;
      this.lines.push(items.length === 1 ? `${key}: ${scalar(items[0])}` : `${key}: ${flowList(items)}`);
    }
    block(key, text) {
      const t = nonEmpty(text);
      if (t !== null) this.lines.push(`${key}: ${block(t)}`);
    }
    raw(line) { this.lines.push(line); }
    get text() { return "---\n" + this.lines.map((l) => l + "\n").join("") + "---\n"; }

    static of(model) {
      const m = model.m, f = new FrontMatter();
      const many = (plural, single) => f.list((m[plural] || []).length > 1 ? plural : single, m[plural]);
      f.scalar("title", m.title);
      f.scalar("slug", m.slug);
      for (const key of ["description", "date", "updated", "author", "source", "image", "image_alt"]) f.scalar(key, m[key]);
      many("categories", "category");
      many("courses", "course");
      many("cuisines", "cuisine");
      f.list("diet", m.diets);
      f.list("season", m.seasons);
      f.scalar("level", m.level);
      f.list("tags", m.tags);
      f.scalar("servings", m.servings == null ? null : String(m.servings));
      f.scalar("yield", m.yield);
      for (const [key, minutes] of [["prep_time", m.prep], ["cook_time", m.cook], ["total_time", m.total]]) {
        f.scalar(key, minutes == null ? null : `${minutes} min`);
      }
      if ((m.nutrition || []).length) {
        f.raw("nutrition:");
        for (const [key, value] of m.nutrition) f.raw(`  ${scalar(key)}: ${scalar(oneLine(value))}`);
      }
      if (m.featured) f.raw("featured: true");
      if (m.draft) f.raw("draft: true");
      f.scalar("locale", m.locale);
      for (const [key, value] of m.extra || []) f.lines.push(...FrontMatter.field(key, value, ""));
      return f;
    }
    /** Metadata cookgen has no field for: text, a flow list of texts, anything deeper in block style. */
    static field(key, value, indent) {
      const head = indent + scalar(key) + ":";
      return FrontMatter.value(value, indent, head + " ", [head]);
    }
    static item(value, indent) {
      return FrontMatter.value(value, indent, indent + "- ", [indent + "-"]);
    }
    static value(value, indent, inline, open) {
      const inner = indent + "  ";
      if (typeof value === "string") return [inline + block(value, inner)];
      if (Array.isArray(value)) {
        if (value.every((v) => typeof v === "string")) return [inline + flowList(value)];
        return open.concat(...value.map((v) => FrontMatter.item(v, inner)));
      }
      if (!value.map.length) return [inline + "{}"];
      return open.concat(...value.map.map(([k, v]) => FrontMatter.field(k, v, inner)));
    }
    components(components) {
      if (!components || !components.length) return;
      this.raw("components:");
      for (const c of components) {
        this.raw(`  - recipe: ${scalar(oneLine(c.r))}`);
        if (c.q) {
          const amount = [nonEmpty(exactText(c.q, false)), nonEmpty(c.u)].filter((x) => x !== null).join(" ");
          this.raw(`    amount: ${scalar(amount)}`);
        }
      }
    }
  }

  // ---- The recipe's pieces as text (RecipeText) ----

  const ingredientsOf = (model) => (model.g || []).flatMap((g) => g.i);
  const sectionsOf = (model) => model.s || [];
  const stepsOf = (section) => section.b.filter((b) => typeof b !== "string");
  const notesOf = (section) => section.b.filter((b) => typeof b === "string");
  const allSteps = (model) => sectionsOf(model).flatMap(stepsOf);

  function plain(step, model) {
    const ingredients = ingredientsOf(model), cookware = model.k || [], timers = model.t || [];
    return step.i.map((item) => {
      if (typeof item === "string") return item;
      if (item.i != null) return ingredients[item.i] ? ingredients[item.i].n : "";
      if (item.w != null) return cookware[item.w] ? cookware[item.w].n : "";
      const t = timers[item.t];
      if (!t) return "";
      return [t.q ? exactText(t.q, false) : t.w, t.u].map(nonEmpty).filter((x) => x !== null).join(" ");
    }).join("");
  }
  const adultMark = (step) => (step.a == null ? "" : step.a.length ? `[adult: ${step.a.join(", ")}] ` : "[adult] ");
  function stepMarkdown(step, model) {
    if (model.f !== "cooklang" && step.i.every((item) => typeof item === "string")) return adultMark(step) + plain(step, model);
    return adultMark(step) + markdownEscape(plain(step, model));
  }

  // ---- Markdown (RecipeMarkdownWriter) ----

  // ---- Shortcodes and Liquid (TemplateMarkup.escaping) ----

  /** Whether the Characters `cs` from `n` start markup the Markdown reader reads as a Hugo
   *  shortcode or Liquid (`TemplateMarkup.markup(at:)` is not nil). */
  function opensMarkup(cs, n) {
    const seq = (s) => chars(s);
    const at = (p, from) => p.every((x, k) => cs[from + k] === x);
    const find = (p, from) => {
      for (let k = from; k + p.length <= cs.length; k++) if (at(p, k)) return k;
      return -1;
    };
    for (const [open, close] of [["{{</*", "*/>}}"], ["{{%/*", "*/%}}"], ["{{<", ">}}"], ["{{%", "%}}"], ["{%", "%}"]]) {
      const o = seq(open);
      if (at(o, n)) return find(seq(close), n + o.length) >= 0;
    }
    if (!at(["{", "{"], n)) return false;
    const end = find(["}", "}"], n + 2);
    if (end < 0) return false;
    // The text between, without "-" and " " at its ends, split at "|" (empty pieces left out), each trimmed.
    let inner = cs.slice(n + 2, end);
    while (inner.length && (inner[0] === "-" || inner[0] === " ")) inner = inner.slice(1);
    while (inner.length && (inner[inner.length - 1] === "-" || inner[inner.length - 1] === " ")) inner = inner.slice(0, -1);
    const parts = split(inner.join(""), "|", false).map(trimmed);
    if (parts.length === 1) return ["site.baseurl", "site.url", "site.github.url"].includes(parts[0]);
    if (parts.length !== 2 || !["relative_url", "absolute_url"].includes(parts[1])) return false;
    const p = chars(parts[0]);
    return p.length >= 2 && (p[0] === "\"" || p[0] === "'") && p[p.length - 1] === p[0];
  }
  /** Text for a Markdown body that the reader reads back as it is: a backslash before each "{"
   *  that would open markup, outside fenced code. */
  function markupEscape(text) {
    let fence = null;
    return split(text, "\n", true).map((line) => {
      const cs = chars(line);
      let start = 0;
      while (start < cs.length && cs[start] === " ") start++;
      const trimmedStart = cs.slice(start);
      const begins = (p) => chars(p).every((x, k) => trimmedStart[k] === x);
      if (fence !== null) {
        if (begins(fence)) fence = null;
        return line;
      }
      if (begins("```") || begins("~~~")) {
        fence = trimmedStart.slice(0, 3).join("");
        return line;
      }
      let out = "";
      cs.forEach((c, n) => {
        if (c === "{") {
          let backslashes = 0;
          while (n - backslashes - 1 >= 0 && cs[n - backslashes - 1] === "\\") backslashes++;
          if (backslashes % 2 === 0 && opensMarkup(cs, n)) out += "\\";
        }
        out += c;
      });
      return out;
    }).join("\n");
  }

  function markdown(model) {
    const front = FrontMatter.of(model);
    front.components(model.c);
    // Each group's ingredients without empty lines (an empty "- " reads back as nothing, or as "-"),
    // and without groups left empty.
    // Untitled groups (and sections) next to each other are one list, as they read back.
    const untitled = (t) => t == null || nonEmpty(oneLine(t)) === null;
    const joinUntitled = (list, key) => list.reduce((out, x) => {
      const last = out[out.length - 1];
      if (last && untitled(last.t) && untitled(x.t)) last[key] = last[key].concat(x[key]);
      else out.push(x);
      return out;
    }, []);
    const groups = joinUntitled((model.g || []).map((g) => Object.assign({}, g, { i: g.i.filter((item) => trimmed(item.l || "") !== "") }))
      .filter((g) => g.i.length), "i");
    // Each section's steps with their Markdown, without empty steps (an empty step takes no number),
    // and without sections left empty.
    const written = joinUntitled(sectionsOf(model).map((s) => ({ t: s.t, h: s.h, steps: stepsOf(s).map((step) => ({ step, text: stepMarkdown(step, model) }))
      .filter((x) => trimmed(x.text) !== "") })).filter((s) => s.steps.length), "steps");
    // An untitled group or section after another has no heading to start it under "## …" and would
    // read back as part of the one before; the front matter's list keeps it apart.
    const stepsInFront = written.some((s) => s.h || s.steps.some((x) => x.step.p != null)) || written.slice(1).some((s) => untitled(s.t));
    const ingredientsInFront = groups.some((g) => g.h) || groups.slice(1).some((g) => untitled(g.t));
    if (ingredientsInFront) {
      front.raw("ingredients:");
      for (const group of groups) {
        let indent = "  ";
        const title = group.t == null ? null : nonEmpty(oneLine(group.t));
        if (title !== null) { front.raw(`  - ${scalar(title)}:`); indent = "      "; }
        // A line ending in ":" would read back as a group's title: written as `name:` it stays an ingredient.
        for (const item of group.i) front.raw(`${indent}- ${trimmed(item.l).endsWith(":") ? "name: " : ""}${scalar(item.l)}`);
      }
    }
    if (stepsInFront) {
      front.raw("directions:");
      for (const section of written) {
        let indent = "  ";
        const title = section.t == null ? null : nonEmpty(oneLine(section.t));
        if (title !== null) { front.raw(`  - ${scalar(title)}:`); indent = "      "; }
        for (const { step, text } of section.steps) {
          front.raw(`${indent}- text: ${block(text, indent + "    ")}`);
          if (step.p != null) front.raw(`${indent}  image: ${scalar(step.p)}`);
        }
      }
    }
    const notes = [model.notes || ""].concat(sectionsOf(model).flatMap(notesOf).map(markdownEscape)).map(nonEmpty)
      .filter((x) => x !== null).join("\n\n");
    // A heading inside the notes would end the notes section; the front matter keeps it whole.
    const notesInFront = split(notes, "\n", false).some((l) => hasPrefix(l, "#"));
    if (notesInFront) front.block("notes", notes);
    const blocks = [];
    const body = nonEmpty(keepingLeadingHeading(model.body || ""));
    if (body !== null) blocks.push(body);
    if (!ingredientsInFront && groups.length) {
      const lines = ["## Ingredients"];
      // Only the first group can be untitled here: the others go into the front matter.
      groups.forEach((group, n) => {
        const title = group.t == null ? null : nonEmpty(oneLine(group.t));
        if (title !== null) lines.push("", `### ${title}`, "");
        else if (n === 0) lines.push("");
        lines.push(...group.i.map((item) => "- " + item.l));
      });
      blocks.push(lines.join("\n"));
    }
    if (!stepsInFront && written.length) {
      const lines = ["## Steps"];
      let number = 0;
      for (const section of written) {
        const title = section.t == null ? null : nonEmpty(oneLine(section.t));
        if (title !== null) lines.push("", `### ${title}`);
        lines.push("");
        for (const { text: markdownText } of section.steps) {
          const text = split(markdownText, "\n", false).map(trimmed).filter((l) => l !== "");
          number += 1;
          lines.push(`${number}. ${text[0]}`, ...text.slice(1).map((l) => "    " + l));
        }
      }
      blocks.push(lines.join("\n"));
    }
    if (!notesInFront && notes !== "") blocks.push("## Notes\n\n" + notes);
    // Markup the reader would read as a shortcode or Liquid is escaped (TemplateMarkup.escaping).
    return front.text + (blocks.length ? "\n" + markupEscape(blocks.join("\n\n")) + "\n" : "");
  }

  // ---- Cooklang (RecipeCooklangWriter) ----

  function cooklangAmount(q, words, unit) {
    let value = words == null ? "" : cooklangEscape(oneLine(words), "braces");
    if (q) value = (q[2] ? "=" : "") + exactText(q, true);
    const u = nonEmpty(unit);
    return u === null ? value : value + "%" + cooklangEscape(oneLine(u), "braces");
  }
  function cooklangIngredient(i) {
    let name = cooklangEscape(nonEmpty(oneLine(i.n)) ?? i.x, "name");
    const reference = i.r == null ? null : nonEmpty(oneLine(i.r));
    if (reference !== null) {
      let path = reference.startsWith("./") || reference.startsWith("../") ? reference : "./" + reference;
      for (const suffix of [".md", ".cook"]) {
        if (hasSuffix(path.toLowerCase(), suffix)) path = chars(path).slice(0, -suffix.length).join("");
      }
      name = cooklangEscape(path, "name");
    }
    let text = "@" + name + "{" + cooklangAmount(i.q, i.w, i.u) + "}";
    // Cooklang has no link on a name: the address goes into the note, so it is not lost.
    const note = [i.o, i.k].map((x) => (x == null ? null : nonEmpty(oneLine(x)))).filter((x) => x !== null).join(", ");
    if (note !== "") text += "(" + cooklangEscape(note, "note") + ")";
    return text;
  }
  function sectionLine(title) {
    const t = title == null ? null : nonEmpty(oneLine(title));
    return t === null ? "=" : "= " + cooklangEscape(t, "name");
  }
  const noteLine = (text) => "> " + cooklangEscape(oneLine(text), "name");
  function stepLine(step, model) {
    const ingredients = ingredientsOf(model), cookware = model.k || [], timers = model.t || [];
    let line = adultMark(step), afterIngredient = false;
    for (const item of step.i) {
      if (typeof item === "string") {
        line += cooklangEscape(oneLine(item), { lineStart: line === "", afterIngredient });
      } else if (item.i != null) {
        line += cooklangIngredient(ingredients[item.i]);
      } else if (item.w != null) {
        const c = cookware[item.w];
        line += "#" + cooklangEscape(c.n, "name") + "{" + cooklangAmount(c.q, c.w, null) + "}";
      } else {
        const t = timers[item.t];
        line += "~" + cooklangEscape(t.n || "", "name") + "{" + cooklangAmount(t.q, t.w, t.u) + "}";
      }
      afterIngredient = typeof item !== "string" && item.i != null;
    }
    return line;
  }
  /** Whether every ingredient is named once in the steps, in order, so the steps can carry them. */
  function namesIngredientsInline(model) {
    const mentioned = allSteps(model).flatMap((s) => s.i.filter((x) => typeof x !== "string" && x.i != null).map((x) => x.i));
    return mentioned.length > 0 && mentioned.length === ingredientsOf(model).length && mentioned.every((v, n) => v === n);
  }
  function cooklang(model) {
    const front = FrontMatter.of(model);
    front.components(model.c);
    const notes = nonEmpty([model.notes || "", model.body || ""].map(nonEmpty).filter((x) => x !== null).join("\n\n"));
    if (notes !== null) front.block("notes", notes);
    const paragraphs = [];
    const sections = sectionsOf(model);
    if (namesIngredientsInline(model)) {
      sections.forEach((section, n) => {
        if (n > 0 || section.t != null) paragraphs.push(sectionLine(section.t));
        for (const b of section.b) paragraphs.push(typeof b === "string" ? noteLine(b) : stepLine(b, model));
      });
    } else {
      for (const group of (model.g || []).filter((g) => g.i.length)) {
        const title = group.t == null ? null : nonEmpty(oneLine(group.t));
        paragraphs.push(sectionLine(title === null ? "Ingredients" : "Ingredients: " + title));
        paragraphs.push(group.i.map(cooklangIngredient).join("\n"));
      }
      sections.forEach((section, n) => {
        if (n > 0 || section.t != null || paragraphs.length) paragraphs.push(sectionLine(section.t));
        for (const step of stepsOf(section)) {
          const text = trimmed(oneLine(plain(step, model)));
          const mark = adultMark(step);
          if (text !== "") paragraphs.push(mark + cooklangEscape(text, { lineStart: mark === "", afterIngredient: false }));
        }
        for (const note of notesOf(section)) paragraphs.push(noteLine(note));
      });
    }
    return front.text + (paragraphs.length ? "\n" + paragraphs.join("\n\n") + "\n" : "");
  }

  // ---- JSON (JSONWriter, pretty) ----

  const byScalars = (a, b) => {
    const x = Array.from(a, (c) => c.codePointAt(0)), y = Array.from(b, (c) => c.codePointAt(0));
    for (let n = 0; n < Math.min(x.length, y.length); n++) if (x[n] !== y[n]) return x[n] - y[n];
    return x.length - y.length;
  };
  function jsonString(s) {
    let out = "\"";
    for (const c of s) {
      const v = c.codePointAt(0);
      if (c === "\"") out += "\\\"";
      else if (c === "\\") out += "\\\\";
      else if (c === "\n") out += "\\n";
      else if (c === "\r") out += "\\r";
      else if (c === "\t") out += "\\t";
      else if (v < 0x20) out += "\\u" + v.toString(16).padStart(4, "0");
      else out += c;
    }
    return out + "\"";
  }
  /** JSON laid out as the Swift writer's pretty style: two spaces, `"key": value`, keys sorted. */
  function prettyJSON(value, indent = "") {
    const inner = indent + "  ";
    if (value === null) return "null";
    if (typeof value === "string") return jsonString(value);
    if (typeof value === "boolean") return value ? "true" : "false";
    if (typeof value === "number") return Number.isInteger(value) && Math.abs(value) < 1e15 ? String(value) : swiftDescription(value);
    if (Array.isArray(value)) {
      if (!value.length) return "[]";
      return "[\n" + value.map((v) => inner + prettyJSON(v, inner)).join(",\n") + "\n" + indent + "]";
    }
    const keys = Object.keys(value).sort(byScalars);
    if (!keys.length) return "{}";
    return "{\n" + keys.map((k) => inner + jsonString(k) + ": " + prettyJSON(value[k], inner)).join(",\n") + "\n" + indent + "}";
  }

  const writers = { markdown, cooklang, prettyJSON, exactNumber, exactText, yamlScalar: scalar, yamlBlock: block, markdownEscape, cooklangEscape, markupEscape };
  if (typeof module === "object" && module.exports) { module.exports = writers; return; }
  root.cookgenWriters = writers;

  // ---- The page ----

  const doc = root.document;
  const src = doc.currentScript ? doc.currentScript.src : "";

  function save(fileName, text, type) {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const a = doc.createElement("a");
    a.href = url;
    a.download = fileName;
    a.hidden = true;
    doc.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  const jsonLDOfPage = () => JSON.parse(doc.querySelector('script[type="application/ld+json"]').textContent);
  const exportModel = () => JSON.parse(doc.getElementById("cookgen-export").textContent);

  /** The theme's stylesheet: `assets/js/card-style.js`, loaded once, when a card is first made. */
  let style = null;
  function cardStyle() {
    if (typeof root.cookgenCardStyle === "string") return Promise.resolve(root.cookgenCardStyle);
    style = style || new Promise((resolve) => {
      const script = doc.createElement("script");
      script.src = new URL("card-style.js", src || doc.baseURI).href;
      script.onload = () => resolve(typeof root.cookgenCardStyle === "string" ? root.cookgenCardStyle : "");
      script.onerror = () => { style = null; resolve(""); };
      doc.head.appendChild(script);
    });
    return style;
  }

  /** A picture as a `data:` URL when it can be fetched (http, https); null otherwise (file://). */
  async function dataURL(url) {
    if (!/^https?:/i.test(url)) return null;
    try {
      const response = await fetch(url);
      if (!response.ok) return null;
      const blob = await response.blob();
      if (!/^image\/(svg\+xml|png|jpeg|webp|gif)$/.test(blob.type.split(";")[0])) return null;
      return await new Promise((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.onerror = () => resolve(null);
        reader.readAsDataURL(blob);
      });
    } catch (e) {
      return null;
    }
  }

  // What the card leaves out: the page's controls and what only makes sense on the site.
  const REMOVED = "script, style, link, dialog, button, form, select, textarea, template, iframe, object, embed, video, audio, source, nav, "
    + "fieldset, output, details, [hidden], [data-needs-js], [data-scaler], [data-timers], [data-status], [data-profile-misfit], "
    + "[data-downloads], .related, .recipe-tools, input:not([type=checkbox])";

  /** The page's article as a card's: controls out, links to other pages as text, pictures embedded. */
  async function cardArticle(sourceLink) {
    const article = doc.querySelector("article.recipe").cloneNode(true);
    // recipe.js makes the durations in steps into timer buttons: on a card they are text again.
    for (const button of Array.from(article.querySelectorAll("button.timer[data-seconds]"))) {
      const span = doc.createElement("span");
      span.className = "timer";
      span.textContent = button.textContent;
      button.replaceWith(span);
    }
    article.querySelectorAll(REMOVED).forEach((e) => e.remove());
    for (const a of Array.from(article.querySelectorAll("a"))) {
      const href = a.getAttribute("href") || "";
      if (href.startsWith("#") || (sourceLink && href === sourceLink && /^https?:\/\//i.test(href))) continue;
      const span = doc.createElement("span");
      if (a.className) span.className = a.className;
      span.append(...a.childNodes);
      a.replaceWith(span);
    }
    const linked = new Set();
    for (const element of Array.from(article.querySelectorAll("*"))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name) || attribute.name === "srcset" || attribute.name === "loading") element.removeAttribute(attribute.name);
      }
    }
    await Promise.all(Array.from(article.querySelectorAll("img")).map(async (img) => {
      const url = img.src;
      if (url.startsWith("data:")) return;
      const data = await dataURL(url);
      if (data) img.setAttribute("src", data);
      else if (/^(https?|file):/i.test(url)) { img.setAttribute("src", url); linked.add(new URL(url).protocol); }
      else img.remove();
    }));
    return { article, linked, hero: article.querySelector(".recipe-hero img") };
  }

  const escapeHTML = (s) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;" })[c]);
  const scriptSafe = (json) => json.replace(/[<>&\u2028\u2029]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));

  /** The stand-alone card (`cookgen export --format html` makes the same from the templates). */
  async function card(fileName) {
    const jsonLD = jsonLDOfPage();
    const source = doc.querySelector("article.recipe .byline-source a");
    const [css, made] = await Promise.all([cardStyle(), cardArticle(source ? source.getAttribute("href") : null)]);
    const { article, linked, hero } = made;
    if (hero && hero.getAttribute("src").startsWith("data:")) jsonLD.image = hero.getAttribute("src");
    else if (jsonLD.image) jsonLD.image = new URL(jsonLD.image, doc.baseURI).href;
    const title = jsonLD.name || doc.title;
    const description = doc.querySelector('meta[name="description"]');
    const note = doc.querySelector("[data-export-note]");
    const images = ["data:"].concat(Array.from(linked)).join(" ");
    return "<!doctype html>\n"
      + `<html lang="${escapeHTML(doc.documentElement.lang || "en")}">\n<head>\n<meta charset="utf-8">\n`
      + '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
      + `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${images}; style-src 'unsafe-inline'">\n`
      + '<meta name="generator" content="cookgen">\n'
      + `<title>${escapeHTML(title)}</title>\n`
      + (description ? `<meta name="description" content="${escapeHTML(description.content)}">\n` : "")
      + `<style>${css.replace(/<\/(style)/gi, "<\\/$1")}</style>\n`
      + "<style>\n.export-note { max-width: 74rem; margin: 2rem auto 0; padding-inline: clamp(1rem, 4vw, 2rem); color: var(--muted); font-size: .9em; }\n"
      + ".export .chip, .export .tag { text-decoration: none; }\n@media print { .export-note { display: none; } }\n</style>\n"
      + `<script type="application/ld+json">${scriptSafe(JSON.stringify(jsonLD))}</script>\n`
      + '</head>\n<body class="export">\n<main>\n' + article.outerHTML + "\n"
      + `<p class="export-note">${note ? escapeHTML(note.textContent.trim()) + " " : ""}<code>cookgen import ${escapeHTML(fileName)}</code></p>\n`
      + "</main>\n</body>\n</html>\n";
  }

  async function download(button) {
    const fileName = button.getAttribute("data-file");
    const format = button.getAttribute("data-download");
    button.setAttribute("aria-busy", "true");
    try {
      if (format === "markdown") save(fileName, markdown(exportModel()), "text/markdown;charset=utf-8");
      else if (format === "cook") save(fileName, cooklang(exportModel()), "text/plain;charset=utf-8");
      else if (format === "jsonld") save(fileName, prettyJSON(jsonLDOfPage()) + "\n", "application/ld+json;charset=utf-8");
      else if (format === "html") save(fileName, await card(fileName), "text/html;charset=utf-8");
    } finally {
      button.removeAttribute("aria-busy");
    }
  }

  function init() {
    const section = doc.querySelector("[data-downloads]");
    if (!section || !doc.getElementById("cookgen-export")) return;
    section.addEventListener("click", (event) => {
      const button = event.target.closest("[data-download]");
      if (button && !button.hasAttribute("aria-busy")) download(button);
    });
    section.hidden = false;
  }
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", init);
  else init();
})(this);
