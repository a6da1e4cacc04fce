import Foundation

/// How nutrition numbers are rounded for reading: whole numbers from 10 up, one decimal
/// from 1, two below (as `recipe.js` does when it scales them).
package enum NutritionNumber {
    /// The value as shown, with the site language's decimal separator.
    package static func text(_ value: Double, separator: Character) -> String {
        let digits = value >= 10 ? 0 : (value >= 1 ? 1 : 2)
        // Halves round up, as JavaScript's Math.round does, so the page reads the same before and after scaling.
        let scale = digits == 0 ? 1.0 : (digits == 1 ? 10.0 : 100.0)
        var text = String(format: "%.\(digits)f", (value * scale).rounded(.toNearestOrAwayFromZero) / scale)
        if digits > 0 {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return separator == "." ? text : text.replacingOccurrences(of: ".", with: String(separator))
    }

    /// The value for scripts, to four decimals.
    package static func raw(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
