import CookgenSupport
/// One ingredient line, parsed into quantity, unit, name and note.
public struct Ingredient: Sendable, Hashable {
    /// The line as written, for messages and exports.
    public var text: String
    /// The amount; nil for "salt to taste".
    public var quantity: Quantity?
    /// A quantity that is words, not a number ("a pinch", "some").
    public var quantityText: String?
    /// The unit as written (`EL`, `cups`); nil when there is none.
    public var unit: String?
    /// What it is: `flour`, `chopped tomatoes`.
    public var name: String
    /// What follows a comma or sits in parentheses: `sifted`, `about 2 cups`.
    public var note: String?
    /// Set when this ingredient is another recipe (Cooklang `@./Dough{}` or a Markdown link).
    @inlinable public var reference: String? {
        get { targets.first?.reference }
        set { setTargets(reference: newValue, link: link) }
    }
    /// A web address the name links to (`[stew mix](https://…)`, `<https://…>`): where to buy
    /// it or read about it, never another recipe.
    @inlinable public var link: String? {
        get { targets.first?.link }
        set { setTargets(reference: reference, link: newValue) }
    }
    /// `reference` and `link`, which few ingredients have, in a list that is empty for the others:
    /// two optional strings inline took 32 bytes of every ingredient line of a site.
    @usableFromInline var targets: [Targets]

    @usableFromInline struct Targets: Sendable, Hashable {
        @usableFromInline var reference: String?
        @usableFromInline var link: String?
        @usableFromInline init(reference: String?, link: String?) {
            self.reference = reference
            self.link = link
        }
    }

    @inlinable mutating func setTargets(reference: String?, link: String?) {
        targets = reference == nil && link == nil ? [] : [Targets(reference: reference, link: link)]
    }
    /// Where the line was written.
    public var location: SourceLocation

    /// Creates an ingredient. Inlinable, so the cache's decoder makes each in place (not made, then copied).
    @inlinable public init(
        text: String, quantity: Quantity? = nil, quantityText: String? = nil, unit: String? = nil,
        name: String, note: String? = nil, reference: String? = nil, link: String? = nil, location: SourceLocation
    ) {
        self.text = text
        self.quantity = quantity
        self.quantityText = quantityText
        self.unit = unit
        self.name = name
        self.note = note
        self.targets = reference == nil && link == nil ? [] : [Targets(reference: reference, link: link)]
        self.location = location
    }
}

/// A named run of ingredients ("For the dough"); the first group of a recipe may have no title.
public struct IngredientGroup: Sendable, Hashable {
    /// "For the dough"; nil for the unnamed group.
    public var title: String?
    /// The ingredients, in the order written.
    public var items: [Ingredient]

    /// Creates a group.
    public init(title: String? = nil, items: [Ingredient] = []) {
        self.title = title
        self.items = items
    }
}

/// Another recipe this one uses, optionally with an amount that scales the used recipe.
public struct Component: Sendable, Hashable {
    /// The target as written: a title, slug, file name or Cooklang path.
    public var target: String
    /// How much of it; nil for "the whole recipe".
    public var quantity: Quantity?
    /// The unit of `quantity`, as written.
    public var unit: String?
    /// Where it was named.
    public var location: SourceLocation

    /// Creates a component reference.
    public init(target: String, quantity: Quantity? = nil, unit: String? = nil, location: SourceLocation) {
        self.target = target
        self.quantity = quantity
        self.unit = unit
        self.location = location
    }
}
