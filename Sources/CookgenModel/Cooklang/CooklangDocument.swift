import CookgenSupport
/// A parsed `.cook` file: front matter, legacy metadata, the things it uses and its method.
///
/// Steps refer to ingredients, cookware and timers by index (`StepItem.ingredient(2)`),
/// so every mention is one entry, in source order.
///
/// ```swift
/// let doc = CooklangParser.parse("Boil @eggs{2} for ~{8%minutes}.", file: "eggs.cook")
/// doc.ingredients[0].name  // "eggs"
/// doc.timers[0].unit       // "minutes"
/// ```
public struct CooklangDocument: Sendable {
    /// One legacy `>> key: value` line.
    public struct MetadataEntry: Sendable, Hashable {
        /// The key, trimmed: `servings`, `cooking time`.
        public var key: String
        /// The value, trimmed; may be empty.
        public var value: String
        /// Where the key starts.
        public var location: SourceLocation

        /// Creates an entry.
        public init(key: String, value: String, location: SourceLocation) {
            self.key = key
            self.value = value
            self.location = location
        }
    }

    /// The file the document was read from, as given to the parser.
    public var file: String
    /// The raw YAML between the opening and closing `---` lines; nil when the file has none.
    public var frontMatter: String?
    /// The 1-based line of the first YAML line (0 without front matter).
    ///
    /// YAML's own line n is file line `frontMatterLine + n - 1`, so YAML errors point into the file.
    public var frontMatterLine: Int
    /// Legacy `>> key: value` lines, in source order.
    public var metadata: [MetadataEntry]
    /// Every ingredient mention, in source order.
    public var ingredients: [Ingredient]
    /// Every cookware mention, in source order.
    public var cookware: [Cookware]
    /// Every timer, in source order.
    public var timers: [CookTimer]
    /// The method: sections of steps and notes. Empty when the file has no steps.
    public var sections: [StepSection]
    /// Problems found; the parser keeps going after each one.
    public var diagnostics: [Diagnostic]

    /// Creates a document; the parser is the usual way to get one.
    public init(
        file: String, frontMatter: String? = nil, frontMatterLine: Int = 0, metadata: [MetadataEntry] = [],
        ingredients: [Ingredient] = [], cookware: [Cookware] = [], timers: [CookTimer] = [],
        sections: [StepSection] = [], diagnostics: [Diagnostic] = []
    ) {
        self.file = file
        self.frontMatter = frontMatter
        self.frontMatterLine = frontMatterLine
        self.metadata = metadata
        self.ingredients = ingredients
        self.cookware = cookware
        self.timers = timers
        self.sections = sections
        self.diagnostics = diagnostics
    }

    /// The front matter read as plain `key: value` lines; nil when there is none or a line has no `:`.
    ///
    /// A fallback for files written for older Cooklang tools, where `cooking time    :30 mins`
    /// was metadata but YAML reads the line as one string, not a mapping.
    public var frontMatterPairs: [MetadataEntry]? {
        guard let frontMatter else { return nil }
        var pairs: [MetadataEntry] = []
        for (offset, line) in frontMatter.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = String(line)
            if text.trimmed.isEmpty || text.trimmed.hasPrefix("#") { continue }
            guard let colon = text.firstIndex(of: ":") else { return nil }
            let key = String(text[..<colon]).trimmed
            if key.isEmpty { return nil }
            let column = text.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count + 1
            let location = SourceLocation(file: file, line: frontMatterLine + offset, column: column)
            let value = String(text[text.index(after: colon)...]).trimmed
            pairs.append(MetadataEntry(key: key, value: value, location: location))
        }
        return pairs
    }
}
