import CookgenSupport
import CookgenModel
import CookgenContent
/// Marks amounts and durations inside step text so the page's scripts can scale them
/// and start timers: `200 g` → `<span class="amount" data-low="200" data-u="g">200 g</span>`,
/// `8 minutes` → `<span class="timer" data-seconds="480">8 minutes</span>`.
///
/// Only a number followed by a known unit counts as an amount ("bake at 200 °C" and
/// "step 3" stay as they are); works on the text between tags of safe, escaped HTML.
package enum StepAnnotator {
    /// The HTML with amounts and durations wrapped.
    package static func annotate(_ html: String) -> String {
        var html = html
        return html.withUTF8 { bytes in
            var out = ""
            out.reserveCapacity(bytes.count + 64)
            var text = 0 // where the text since the last tag starts
            var i = 0
            while i < bytes.count {
                guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
                out += annotated(bytes[text..<i])
                // The tag as it is, to its '>' (to the end when it has none).
                var end = i + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
                end = min(end + 1, bytes.count)
                out += String(decoding: bytes[i..<end], as: UTF8.self)
                i = end
                text = end
            }
            out += annotated(bytes[text..<bytes.count])
            return out
        }
    }

    /// Text between tags, annotated; text with no digit and nothing beyond ASCII (no '½') has no
    /// amount or duration and is copied as it is.
    private static func annotated(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard bytes.contains(where: { $0 &- 48 < 10 || $0 >= 0x80 }) else { return text }
        return annotateText(Array(text.unicodeScalars))
    }

    /// The timers a page offers: Cooklang timers and durations written in step text.
    package static func timers(in recipe: Recipe) -> [[String: JSONValue]] {
        var found: [[String: JSONValue]] = []
        for (n, step) in recipe.steps.enumerated() {
            for item in step.items {
                switch item {
                case .timer(let i) where recipe.timers.indices.contains(i):
                    let t = recipe.timers[i]
                    if let q = t.quantity, let seconds = seconds(q, unit: t.unit ?? "minutes") {
                        found.append(["step": JSONValue(n + 1), "seconds": JSONValue(seconds), "label": JSONValue([q.formatted(), t.unit].compactMap { $0 }.joined(separator: " "))])
                    }
                case .text(let text):
                    for match in matches(in: Array(text.unicodeScalars)) where match.seconds != nil {
                        found.append(["step": JSONValue(n + 1), "seconds": JSONValue(match.seconds!), "label": JSONValue(match.text)])
                    }
                default: break
                }
            }
        }
        return found
    }

    package struct Match {
        package var start: Int
        package var end: Int
        package var text: String
        package var quantity: Quantity
        package var unit: Unit?
        package var seconds: Int?
    }

    private static func annotateText(_ scalars: [Unicode.Scalar]) -> String {
        var out = String.UnicodeScalarView()
        var position = 0
        for match in matches(in: scalars) {
            out.append(contentsOf: scalars[position..<match.start])
            let body = String(String.UnicodeScalarView(scalars[match.start..<match.end]))
            if let seconds = match.seconds {
                out.append(contentsOf: "<span class=\"timer\" data-seconds=\"\(seconds)\">\(body)</span>".unicodeScalars)
            } else if let unit = match.unit {
                let q = match.quantity
                let attrs = "data-low=\"\(ViewBuilder.number(q.low))\" data-high=\"\(q.high.map(ViewBuilder.number) ?? "")\" data-u=\"\(HTML.escape(unit.id))\""
                out.append(contentsOf: "<span class=\"amount\" \(attrs)>\(body)</span>".unicodeScalars)
            }
            position = match.end
        }
        out.append(contentsOf: scalars[position...])
        return String(out)
    }

    /// Amounts with a known unit and durations, left to right, not overlapping.
    package static func matches(in s: [Unicode.Scalar]) -> [Match] {
        var found: [Match] = []
        var i = 0
        while i < s.count {
            guard isNumeric(s[i]), i == 0 || !(isLetter(s[i - 1]) || isNumeric(s[i - 1]) || s[i - 1] == "."),
                  let number = QuantityParser.read(s, from: i) else { i += 1; continue }
            var j = number.end
            while j < s.count, s[j] == " " || s[j] == "\u{A0}" { j += 1 }
            var k = j
            while k < s.count, isLetter(s[k]) || s[k] == "." { k += 1 }
            let word = String(String.UnicodeScalarView(s[j..<k]))
            let trimmedWord = word.hasSuffix(".") && !word.dropLast().contains(".") ? String(word.dropLast()) : word
            if !trimmedWord.isEmpty, let seconds = seconds(number.quantity, unit: trimmedWord) {
                let end = j + trimmedWord.unicodeScalars.count + (word != trimmedWord && isAbbreviation(trimmedWord) ? 1 : 0)
                found.append(Match(start: i, end: end, text: String(String.UnicodeScalarView(s[i..<end])), quantity: number.quantity, seconds: seconds))
                i = end
            } else if !trimmedWord.isEmpty, let unit = UnitTable.unit(named: trimmedWord), unit.factor != nil,
                      !describesCookware(s, after: k) {
                let end = j + trimmedWord.unicodeScalars.count
                found.append(Match(start: i, end: end, text: String(String.UnicodeScalarView(s[i..<end])), quantity: number.quantity, unit: unit))
                i = end
            } else {
                i = max(number.end, i + 1)
            }
        }
        return found
    }

    /// Whether the scalar is numeric (a digit, a fraction like ½); ASCII answered without the Unicode tables.
    @inline(__always) private static func isNumeric(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? c.value &- 48 < 10 : c.properties.numericType != nil
    }

    /// Whether the scalar is a letter; ASCII answered without the Unicode tables.
    @inline(__always) private static func isLetter(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? (c.value | 0x20) &- 97 < 26 : c.properties.isAlphabetic
    }

    /// "a 2 litre dish", "a 23 cm tin": a size of cookware, not an amount to scale.
    private static func describesCookware(_ s: [Unicode.Scalar], after index: Int) -> Bool {
        var i = index
        while i < s.count, s[i] == " " || s[i] == "-" { i += 1 }
        var j = i
        while j < s.count, isLetter(s[j]) { j += 1 }
        let next = String(String.UnicodeScalarView(s[i..<j])).lowercased()
        return cookwareWords.contains(next)
    }

    private static let cookwareWords: Set<String> = [
        "dish", "tin", "pan", "pot", "baking", "casserole", "tray", "mould", "mold", "bowl", "jar", "saucepan", "skillet",
        "form", "auflaufform", "backform", "topf", "schüssel", "glas", "ovenschaal", "pannetje", "moule", "plat", "molde", "fuente",
    ]

    private static func isAbbreviation(_ word: String) -> Bool {
        ["min", "Min", "Std", "std", "sec", "Sek", "hr", "hrs"].contains(word)
    }

    /// Seconds of a duration in a time word (minutes, Min., Std., uur, 分钟…); the upper end of a range.
    package static func seconds(_ q: Quantity, unit word: String) -> Int? {
        let w = word.lowercased()
        let perUnit: Double
        if ["s", "sec", "secs", "second", "seconds", "sek", "sekunde", "sekunden", "seconde", "secondes", "segundo", "segundos", "秒"].contains(w) {
            perUnit = 1
        } else if ["min", "mins", "minute", "minutes", "minuten", "minuut", "minuto", "minutos", "minuter", "分钟", "分"].contains(w) {
            perUnit = 60
        } else if ["h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden", "uur", "heure", "heures", "hora", "horas", "timme", "timmar", "小时"].contains(w) {
            perUnit = 3600
        } else {
            return nil
        }
        let value = q.high ?? q.low
        guard value > 0, value.isFinite, value * perUnit < 7 * 86400 else { return nil }
        return Int((value * perUnit).rounded())
    }
}
