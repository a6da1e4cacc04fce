import CookgenSupport
/// A metadata entry cookgen has no field for (`rating: 5`, `layout: recipe`, Cooklang's
/// `sourced: babooshka`), kept as written so exports and round trips carry it on.
///
/// ```swift
/// recipe.metadata.extra.first { $0.key == "rating" }?.value.text   // "5"
/// ```
public struct MetadataField: Sendable, Hashable {
    /// The key exactly as written: `cooking time`, `imagecredit`.
    public var key: String
    /// The value as written: text, a list or a mapping.
    public var value: MetadataValue
    /// Where the key is written.
    public var location: SourceLocation

    /// Creates a field.
    public init(key: String, value: MetadataValue, location: SourceLocation) {
        self.key = key
        self.value = value
        self.location = location
    }
}

/// The value of a `MetadataField`: text as written (numbers and dates stay text), a list, or a
/// mapping in the order written.
public indirect enum MetadataValue: Sendable, Hashable {
    /// A single value, as written.
    case text(String)
    /// A list.
    case list([MetadataValue])
    /// A mapping, in the order written.
    case map([MetadataField])

    /// The text of a single value; nil for lists and mappings.
    public var text: String? {
        if case .text(let s) = self { s } else { nil }
    }
}
