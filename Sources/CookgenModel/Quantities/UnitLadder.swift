import CookgenSupport
/// The units one system uses for one dimension, largest first, and how each is rounded.
package struct UnitLadder: Sendable {
    /// One unit of the ladder.
    package struct Rung: Sendable {
        package let unit: Unit
        /// The smallest amount, in g or ml, written in this unit.
        package let minimum: Double
        /// The fractions a cook measures in this unit; nil for metric rounding.
        package let steps: [Double]?

        package var factor: Double { unit.factor ?? 1 }
    }

    package let rungs: [Rung]

    /// How far a US amount may be rounded before a smaller unit is tried.
    package static let tolerance = 0.07

    private static let quarters = [0.25, 0.5, 0.75]
    private static let spoonSteps = [1.0 / 8, 1.0 / 4, 1.0 / 3, 1.0 / 2, 2.0 / 3, 3.0 / 4]
    private static let cupSteps = FractionGlyphs.kitchen.map(\.value)

    package static let metricMass = UnitLadder(rungs: [
        Rung(unit: .kilogram, minimum: 1000, steps: nil), Rung(unit: .gram, minimum: 0.1, steps: nil),
        Rung(unit: .milligram, minimum: 0, steps: nil),
    ])
    package static let metricVolume = UnitLadder(rungs: [
        Rung(unit: .liter, minimum: 1000, steps: nil), Rung(unit: .milliliter, minimum: 0, steps: nil),
    ])
    package static let usMass = UnitLadder(rungs: [
        Rung(unit: .pound, minimum: 453.59237, steps: quarters), Rung(unit: .ounce, minimum: 0, steps: quarters),
    ])
    package static let usVolume = UnitLadder(rungs: [
        Rung(unit: .gallon, minimum: 3785.411784, steps: quarters),
        Rung(unit: .cup, minimum: 236.5882365 / 4, steps: cupSteps),
        Rung(unit: .tablespoon, minimum: 14.78676478125, steps: [0.5]),
        Rung(unit: .teaspoon, minimum: 0, steps: spoonSteps),
    ])

    /// The ladder for a system and dimension, for metric or US mass and volume.
    package static func ladder(for system: Unit.System, dimension: Unit.Dimension) -> UnitLadder {
        switch (system, dimension) {
        case (.us, .mass): return usMass
        case (.us, _): return usVolume
        case (_, .mass): return metricMass
        default: return metricVolume
        }
    }

    /// The unit and rounded value for an amount given in g or ml.
    package func place(_ base: Double) -> (value: Double, rung: Rung) {
        // Every ladder has rungs; they are the static lets above.
        let smallest = rungs[rungs.count - 1]
        guard base > 0, base.isFinite else { return (base / smallest.factor, smallest) }
        if smallest.steps == nil { return placeMetric(base) }
        let start = rungs.firstIndex { base >= $0.minimum * (1 - Self.tolerance) } ?? rungs.count - 1
        for rung in rungs[start...] {
            let exact = base / rung.factor
            let rounded = Self.kitchenRound(exact, steps: rung.steps ?? [])
            if rounded > 0 && abs(rounded - exact) <= Self.tolerance * exact { return (rounded, rung) }
        }
        return (Self.significant(base / smallest.factor), smallest)
    }

    /// An amount given in g or ml, rounded in a rung already chosen (the high end of a range).
    package func round(_ base: Double, in rung: Rung) -> Double {
        let exact = base / rung.factor
        guard let steps = rung.steps else { return Self.metricRound(exact, unit: rung.unit) }
        let rounded = Self.kitchenRound(exact, steps: steps)
        return rounded > 0 ? rounded : Self.significant(exact)
    }

    /// Metric: the largest unit the amount reaches, moving up when rounding reaches the next (999.6 g is 1 kg).
    private func placeMetric(_ base: Double) -> (value: Double, rung: Rung) {
        var index = rungs.firstIndex { base >= $0.minimum } ?? rungs.count - 1
        var value = Self.metricRound(base / rungs[index].factor, unit: rungs[index].unit)
        if index > 0, value * rungs[index].factor >= rungs[index - 1].minimum {
            index -= 1
            value = Self.metricRound(base / rungs[index].factor, unit: rungs[index].unit)
        }
        return (value, rungs[index])
    }

    /// Steps of 5 from 100, whole numbers from 10, halves (tenths for kg and l) from 1, else two digits.
    package static func metricRound(_ value: Double, unit: Unit) -> Double {
        if value >= 100 { return (value / 5).rounded() * 5 }
        if value >= 10 { return value.rounded() }
        if value >= 1 {
            let perUnit = (unit.factor ?? 1) >= 1000 ? 10.0 : 2.0
            return (value * perUnit).rounded() / perUnit
        }
        return significant(value)
    }

    /// The nearest whole number plus one of `steps`; whole numbers from 10 up.
    package static func kitchenRound(_ value: Double, steps: [Double]) -> Double {
        if value >= 10 { return value.rounded() }
        let whole = value.rounded(.down)
        let candidates = [whole, whole + 1] + steps.map { whole + $0 }
        return candidates.min { abs($0 - value) < abs($1 - value) } ?? value
    }

    /// Two significant digits, for amounts too small for kitchen rounding.
    package static func significant(_ value: Double) -> Double {
        guard value > 0, value.isFinite else { return value }
        if value >= 10 { return value.rounded() }
        var scale = 1.0
        while value * scale < 10 && scale < 1e9 { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}
