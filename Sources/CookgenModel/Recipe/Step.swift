import CookgenSupport
/// A piece cookware (`#pot{}` in Cooklang).
public struct Cookware: Sendable, Hashable {
    /// `pot`, `large bowl`.
    public var name: String
    /// How many; nil when not given.
    public var quantity: Quantity?
    /// A quantity in words.
    public var quantityText: String?

    /// Creates a piece of cookware.
    public init(name: String, quantity: Quantity? = nil, quantityText: String? = nil) {
        self.name = name
        self.quantity = quantity
        self.quantityText = quantityText
    }
}

/// A timer (`~eggs{3%minutes}` in Cooklang). Timers never scale.
public struct CookTimer: Sendable, Hashable {
    /// An optional name (`eggs`).
    public var name: String?
    /// The duration amount.
    public var quantity: Quantity?
    /// A duration in words.
    public var quantityText: String?
    /// `minutes`, `h`.
    public var unit: String?

    /// Creates a timer.
    public init(name: String? = nil, quantity: Quantity? = nil, quantityText: String? = nil, unit: String? = nil) {
        self.name = name
        self.quantity = quantity
        self.quantityText = quantityText
        self.unit = unit
    }
}

/// A piece of a step, in source order.
public enum StepItem: Sendable, Hashable {
    /// Text: Markdown for Markdown recipes, plain text for Cooklang.
    case text(String)
    /// The ingredient at this index of `Recipe.ingredients` (flattened groups).
    case ingredient(Int)
    /// The cookware at this index of `Recipe.cookware`.
    case cookware(Int)
    /// The timer at this index of `Recipe.timers`.
    case timer(Int)
}

/// One step of the method.
public struct Step: Sendable, Hashable {
    /// The step's text and inline references, in order.
    public var items: [StepItem]
    /// A picture of this step, as written (relative to the recipe file or Content/).
    @inlinable public var image: Located<String>? {
        get { pictures.first }
        set { pictures = newValue.map { [$0] } ?? [] }
    }
    /// `image`, kept as a list that is empty for most steps: the optional inline took 49 bytes
    /// of every step of every recipe, and an empty list takes 8 and allocates nothing.
    @usableFromInline var pictures: [Located<String>]
    /// Where the step starts.
    public var location: SourceLocation
    /// Marked as needing an adult (`[adult: oven]`, `adult_steps:`), with the reasons given; nil when not marked.
    public var adultHazards: [Hazard]?

    /// Creates a step.
    public init(items: [StepItem], image: Located<String>? = nil, location: SourceLocation, adultHazards: [Hazard]? = nil) {
        self.items = items
        self.pictures = image.map { [$0] } ?? []
        self.location = location
        self.adultHazards = adultHazards
    }
}

/// What a step section holds: steps and, in Cooklang, notes between them.
public enum StepBlock: Sendable, Hashable {
    /// A step of the method.
    case step(Step)
    /// A note (Cooklang `> …`), shown beside the steps.
    case note(String)
}

/// A named part of the method (Cooklang `= Dough`); the first may have no name.
public struct StepSection: Sendable, Hashable {
    /// Section name; nil for the unnamed first section.
    public var title: String?
    /// Steps and notes in source order.
    public var blocks: [StepBlock]

    /// Creates a section.
    public init(title: String? = nil, blocks: [StepBlock] = []) {
        self.title = title
        self.blocks = blocks
    }

    /// The steps of this section, without notes.
    public var steps: [Step] {
        blocks.compactMap { if case .step(let step) = $0 { step } else { nil } }
    }
}
