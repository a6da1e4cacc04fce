import CookgenSupport
/// Reads one nutrition amount as written: `364`, `12.5 g`, `1,2 g`, `600 mg`, `1523 kJ`.
package enum NutritionValue {
    /// Why a value could not be read, and what to write instead.
    package struct Problem: Error, Hashable {
        package var message: String
        package var hint: String
    }

    /// The amount in the nutrient's own unit (kcal or g; salt from sodium when `sodium`).
    package static func parse(_ text: String, defaultUnit: String, sodium: Bool = false, nutrient: Nutrient) -> Result<Double, Problem> {
        let trimmed = text.trimmed
        let digits = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "," || $0 == "-" || $0 == "+" }
        guard let number = Double(digits.replacingOccurrences(of: ",", with: ".")) else {
            return .failure(Problem(message: "is not a number", hint: nutrient == .energy ? "write e.g. '364' or '364 kcal'" : "write e.g. '12.5' or '12.5 g'"))
        }
        guard number >= 0 else { return .failure(Problem(message: "is negative", hint: "write 0 when there is none")) }
        let unit = trimmed.dropFirst(digits.count).trimmed.lowercased()
        let factor: Double?
        switch (nutrient, unit.isEmpty ? defaultUnit.lowercased() : unit) {
        case (.energy, "kcal"), (.energy, "cal"), (.energy, "calories"), (.energy, "kilocalories"): factor = 1
        case (.energy, "kj"): factor = 1 / 4.184
        case (.energy, _): factor = nil
        case (_, "g"): factor = 1
        case (_, "mg"): factor = 0.001
        case (_, "µg"), (_, "mcg"): factor = 0.000_001
        default: factor = nil
        }
        guard let factor else {
            return .failure(Problem(message: "has a unit that does not fit", hint: nutrient == .energy ? "use kcal or kJ" : "use g or mg"))
        }
        let amount = number * factor
        return .success(sodium ? amount * 2.5 : amount)
    }
}
