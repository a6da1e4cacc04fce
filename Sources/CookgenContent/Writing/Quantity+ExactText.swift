import CookgenSupport
import CookgenModel
import Foundation

package extension Quantity {
    /// The amount as text that reads back, with `QuantityParser` and the Cooklang parser,
    /// to exactly the same numbers: `2`, `1 1/2`, `1/3`, `12.5`, `0.15`, `2-3`.
    ///
    /// Unlike `formatted()`, nothing is rounded: an export must not move what the cook wrote.
    /// A range whose ends are fractions is written `1/2 to 1` for ingredient lines, where
    /// `1-1/2` would read as one and a half; Cooklang always gets `-`.
    func exactText(cooklang: Bool = false) -> String {
        let lowText = Self.exactText(low)
        guard let high else { return lowText }
        let highText = Self.exactText(high)
        let plain = { (t: String) in !t.contains("/") && !t.contains(" ") }
        return lowText + (cooklang || plain(lowText) && plain(highText) ? "-" : " to ") + highText
    }

    /// One number, exactly: a kitchen fraction below 10 when one is exact, else a decimal.
    static func exactText(_ value: Double) -> String {
        guard value.isFinite, value >= 0 else { return "0" }
        if value == value.rounded(), value < 1e15 { return String(Int(value)) }
        if value < 10 {
            let whole = value.rounded(.down)
            for denominator in [2, 3, 4, 8, 16] {
                let numerator = ((value - whole) * Double(denominator)).rounded()
                guard numerator > 0, numerator < Double(denominator) else { continue }
                let exact = whole == 0 ? numerator / Double(denominator) : whole + numerator / Double(denominator)
                guard exact == value else { continue }
                let fraction = "\(Int(numerator))/\(denominator)"
                return whole == 0 ? fraction : "\(Int(whole)) \(fraction)"
            }
        }
        let shortest = String(value)
        // `12.125` would read as twelve thousand one hundred and twenty-five (a thousands group).
        if !shortest.contains("e"), let dot = shortest.firstIndex(of: ".") {
            let decimals = shortest.distance(from: dot, to: shortest.endIndex) - 1
            return decimals == 3 && !shortest.hasPrefix("0.") ? shortest + "0" : shortest
        }
        var fixed = String(format: "%.15f", value)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        return fixed.hasSuffix(".") ? String(fixed.dropLast()) : fixed
    }
}
