import CookgenSupport
/// A kitchen unit (`g`, `cup`, `clove`): what it measures and, where it has one, its size.
///
/// Units are identified by a canonical symbol; the many ways of writing one
/// (`EL`, `tablespoons`, `c. à soupe`, `汤匙`) live in `UnitTable`.
public struct Unit: Sendable, Hashable {
    /// What a unit measures; amounts only add up or convert within one dimension.
    public enum Dimension: String, Sendable, Hashable, Codable, CaseIterable {
        /// Weighed: `g`, `oz`.
        case mass
        /// Measured by volume: `ml`, `cup`, `tsp`.
        case volume
        /// Counted things of no fixed size: `clove`, `can`, `slice`.
        case count
        /// Vague kitchen amounts: `pinch`, `dash`, `handful`.
        case other
    }

    /// The measuring system a unit belongs to, for converting a recipe to metric or US units.
    public enum System: String, Sendable, Hashable, Codable, CaseIterable {
        /// Grams and litres.
        case metric
        /// US customary: cups, ounces, pounds.
        case us
        /// Used everywhere and left alone by conversion: spoons, counts, pinches.
        case neutral
    }

    /// The canonical symbol: `g`, `ml`, `tsp`, `cup`, `clove`.
    public let id: String
    /// What the unit measures.
    public let dimension: Dimension
    /// Metric, US customary, or neutral.
    public let system: System
    /// How many base units (g for mass, ml for volume) one of this unit is; nil for count and other.
    public let factor: Double?

    /// Creates a unit; `factor` is only meaningful for mass and volume.
    public init(id: String, dimension: Dimension, system: System, factor: Double? = nil) {
        self.id = id
        self.dimension = dimension
        self.system = system
        // A size on a count unit would let conversion mix cans with cloves.
        self.factor = (dimension == .mass || dimension == .volume) ? factor : nil
    }

    /// Whether amounts in this unit can be converted to `other` without knowing the ingredient.
    public func isConvertible(to other: Unit) -> Bool {
        dimension == other.dimension && factor != nil && other.factor != nil
    }
}

extension Unit: CustomStringConvertible {
    /// The canonical symbol.
    public var description: String { id }
}
