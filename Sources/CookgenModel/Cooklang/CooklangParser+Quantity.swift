import CookgenSupport
// The amount inside braces: `{2}`, `{1/2%kg}`, `{=1%tsp}`, `{a few%sprigs}`, `{2-3}`.
//
// Numbers follow the canonical grammar: an integer has no leading zero (`01/2` is
// text), a decimal is `1.5` or `.5`, a fraction `1/2` or `1 / 2`, a mixed number
// `1 1/2`. A range `2-3` joins two numbers. Anything else is kept as words.

package extension CooklangParser.Session {
    /// What the braces held; all nil for `{}`.
    struct Amount {
        package var quantity: Quantity?
        package var text: String?
        package var unit: String?

        package var isEmpty: Bool { quantity == nil && text == nil && unit == nil }
    }

    /// Reads the glyphs between `{` and `}`; the first unescaped `%` starts the unit.
    mutating func amount(_ glyphs: ArraySlice<Glyph>, of sigil: CooklangParser.Sigil) -> Amount {
        let percent = glyphs.firstIndex { $0.is("%") }
        var value = Glyph.string(glyphs[..<(percent ?? glyphs.endIndex)]).trimmed
        var amount = Amount(unit: percent.flatMap { unit(after: $0, in: glyphs) })
        let fixed = value.hasPrefix("=")
        if fixed { value = String(value.dropFirst()).trimmed }
        guard !value.isEmpty else {
            if let percent, amount.unit != nil {
                warn(
                    "cooklang-empty-quantity", "This \(sigil.noun) has a unit but no amount.",
                    at: location(of: glyphs[percent]), hint: "Write the amount before `%`.")
            }
            return amount
        }
        switch Self.number(value) {
        case .single(let number):
            amount.quantity = Quantity(number, fixed: fixed)
        case .range(let low, let high):
            amount.quantity = Quantity(low, to: high, fixed: fixed)
        case .divisionByZero:
            if let first = glyphs.first(where: { !$0.isSpace }) {
                warn(
                    "cooklang-division-by-zero", "`\(value)` divides by zero, so it is kept as words.",
                    at: location(of: first), hint: "Check the fraction.")
            }
            amount.text = value
        case .words:
            // `=` only means something for numbers; `{=some}` keeps the words as written.
            amount.text = fixed ? "=" + value : value
        }
        return amount
    }

    /// The unit after `%`; nil, with a warning, when nothing follows it.
    private mutating func unit(after percent: Int, in glyphs: ArraySlice<Glyph>) -> String? {
        let unit = Glyph.string(glyphs[(percent + 1)...]).trimmed
        guard unit.isEmpty else { return unit }
        warn(
            "cooklang-empty-unit", "There is a `%` but no unit after it.",
            at: location(of: glyphs[percent]), hint: "Write the unit after `%`, or remove the `%`.")
        return nil
    }
}

// MARK: - Numbers

package extension CooklangParser.Session {
    /// How a value reads as a number.
    enum NumberReading: Equatable {
        case single(Double)
        case range(Double, Double)
        case divisionByZero
        case words
    }

    /// The pieces a value is made of, for matching against the number grammar.
    enum NumberToken: Equatable {
        case integer(Int)
        /// Digits with a leading zero (`01`): fine after a decimal point, not as a whole number.
        case zeroLed(String)
        case dot, slash, dash, space, other

        /// The digits of an integer or zero-led token.
        package var digits: String? {
            switch self {
            case .integer(let value): String(value)
            case .zeroLed(let text): text
            default: nil
            }
        }
    }

    /// Reads `value` (already trimmed) as a number, a range or words.
    static func number(_ value: String) -> NumberReading {
        let tokens = numberTokens(value)
        if let dash = tokens.firstIndex(of: .dash) {
            let low = single(tokens[..<dash]), high = single(tokens[(dash + 1)...])
            if case .single(let a) = low, case .single(let b) = high { return .range(a, b) }
            if low == .divisionByZero || high == .divisionByZero { return .divisionByZero }
            return .words
        }
        return single(tokens[...])
    }

    /// Integer, decimal, fraction or mixed number; space is allowed around `/` only.
    private static func single(_ tokens: ArraySlice<NumberToken>) -> NumberReading {
        let trimmed = Array(tokens.drop { $0 == .space }.reversed().drop { $0 == .space }.reversed())
        if trimmed.count == 1, case .integer(let whole) = trimmed[0] { return .single(Double(whole)) }
        if let decimal = decimal(trimmed) { return decimal }
        let compact = trimmed.filter { $0 != .space }
        var whole = 0
        var fraction = compact[...]
        if compact.count == 4, case .integer(let value) = compact[0] {
            whole = value
            fraction = compact.dropFirst()
        }
        guard fraction.count == 3, fraction.dropFirst().first == .slash,
              case .integer(let numerator) = fraction.first, case .integer(let denominator) = fraction.last
        else { return .words }
        if denominator == 0 { return .divisionByZero }
        return .single(Double(whole) + Double(numerator) / Double(denominator))
    }

    /// `1.5`, `0.05` or `.5`: digits after the point may start with zero, before it they may not.
    private static func decimal(_ tokens: [NumberToken]) -> NumberReading? {
        guard let last = tokens.last?.digits, tokens.count >= 2, tokens[tokens.count - 2] == .dot else { return nil }
        switch tokens.count {
        case 2:
            return Double("0.\(last)").map(NumberReading.single)
        case 3:
            guard case .integer(let whole) = tokens[0] else { return nil }
            return Double("\(whole).\(last)").map(NumberReading.single)
        default:
            return nil
        }
    }

    private static func numberTokens(_ value: String) -> [NumberToken] {
        var tokens: [NumberToken] = []
        var digits = ""
        func flushDigits() {
            guard !digits.isEmpty else { return }
            // A run too long for Int is no kitchen amount; keep it as words.
            if digits.count > 1 && digits.hasPrefix("0") {
                tokens.append(.zeroLed(digits))
            } else {
                tokens.append(Int(digits).map(NumberToken.integer) ?? .other)
            }
            digits = ""
        }
        for scalar in value.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                digits.unicodeScalars.append(scalar)
                continue
            }
            flushDigits()
            let token: NumberToken = switch scalar {
            case ".": .dot
            case "/": .slash
            case "-", "–": .dash
            case _ where scalar.properties.isWhitespace: .space
            default: .other
            }
            if token != .space || tokens.last != .space { tokens.append(token) }
        }
        flushDigits()
        return tokens
    }
}
