import CookgenSupport
/// The units cookgen knows, by canonical symbol. Sizes are the exact legal definitions
/// (US customary for cups, ounces and spoons), so conversions round only once, at the end.
extension Unit {
    // MARK: Mass, base unit g

    /// Milligram.
    public static let milligram = Unit(id: "mg", dimension: .mass, system: .metric, factor: 0.001)
    /// Gram, the base unit of mass.
    public static let gram = Unit(id: "g", dimension: .mass, system: .metric, factor: 1)
    /// Kilogram.
    public static let kilogram = Unit(id: "kg", dimension: .mass, system: .metric, factor: 1000)
    /// The Chinese market jin (斤), defined as 500 g.
    public static let jin = Unit(id: "jin", dimension: .mass, system: .metric, factor: 500)
    /// Avoirdupois ounce.
    public static let ounce = Unit(id: "oz", dimension: .mass, system: .us, factor: 28.349523125)
    /// Avoirdupois pound.
    public static let pound = Unit(id: "lb", dimension: .mass, system: .us, factor: 453.59237)

    // MARK: Volume, base unit ml

    /// Millilitre, the base unit of volume.
    public static let milliliter = Unit(id: "ml", dimension: .volume, system: .metric, factor: 1)
    /// Centilitre.
    public static let centiliter = Unit(id: "cl", dimension: .volume, system: .metric, factor: 10)
    /// Decilitre.
    public static let deciliter = Unit(id: "dl", dimension: .volume, system: .metric, factor: 100)
    /// Litre.
    public static let liter = Unit(id: "l", dimension: .volume, system: .metric, factor: 1000)
    /// Teaspoon; neutral because metric kitchens measure with spoons too (TL, c. à café).
    public static let teaspoon = Unit(id: "tsp", dimension: .volume, system: .neutral, factor: 4.92892159375)
    /// Tablespoon; neutral for the same reason as the teaspoon.
    public static let tablespoon = Unit(id: "tbsp", dimension: .volume, system: .neutral, factor: 14.78676478125)
    /// US fluid ounce.
    public static let fluidOunce = Unit(id: "fl oz", dimension: .volume, system: .us, factor: 29.5735295625)
    /// US cup.
    public static let cup = Unit(id: "cup", dimension: .volume, system: .us, factor: 236.5882365)
    /// US pint.
    public static let pint = Unit(id: "pint", dimension: .volume, system: .us, factor: 473.176473)
    /// US quart.
    public static let quart = Unit(id: "quart", dimension: .volume, system: .us, factor: 946.352946)
    /// US gallon.
    public static let gallon = Unit(id: "gallon", dimension: .volume, system: .us, factor: 3785.411784)

    // MARK: Counted things

    /// A clove of garlic.
    public static let clove = count("clove")
    /// A bunch of herbs or greens.
    public static let bunch = count("bunch")
    /// A can or tin.
    public static let can = count("can")
    /// A package, packet, sachet or bag.
    public static let package = count("package")
    /// A slice.
    public static let slice = count("slice")
    /// A piece, one of something.
    public static let piece = count("piece")
    /// A sprig of a herb.
    public static let sprig = count("sprig")
    /// A stick (butter, cinnamon, leek).
    public static let stick = count("stick")
    /// A head of lettuce or garlic.
    public static let head = count("head")
    /// A leaf (bay, gelatine).
    public static let leaf = count("leaf")
    /// A jar or pot.
    public static let jar = count("jar")
    /// A bottle.
    public static let bottle = count("bottle")
    /// A stalk or rib (celery).
    public static let stalk = count("stalk")

    // MARK: Vague amounts

    /// A pinch (Prise, snufje, pincée).
    public static let pinch = vague("pinch")
    /// The tip of a knife (Messerspitze, Msp.).
    public static let knifeTip = vague("knife tip")
    /// A dash or splash.
    public static let dash = vague("dash")
    /// A drop.
    public static let drop = vague("drop")
    /// A handful.
    public static let handful = vague("handful")

    private static func count(_ id: String) -> Unit {
        Unit(id: id, dimension: .count, system: .neutral)
    }

    private static func vague(_ id: String) -> Unit {
        Unit(id: id, dimension: .other, system: .neutral)
    }
}
