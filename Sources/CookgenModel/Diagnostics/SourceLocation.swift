import CookgenSupport
/// A position in a source file: a path relative to the site root, a 1-based line and column.
public struct SourceLocation: Sendable, Hashable, Comparable, Codable {
    /// The file, relative to the site root (`Content/recipes/pancakes.md`).
    public var file: String
    /// 1-based line.
    @inlinable public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    /// 1-based column, counted in Unicode scalars.
    @inlinable public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }
    /// Line and column in 32 bits: a recipe holds a location for every ingredient, step and
    /// term, and a 100,000-recipe site millions of them (no file has two billion lines).
    @usableFromInline var storedLine: Int32
    @usableFromInline var storedColumn: Int32

    /// Creates a location; line and column default to the start of the file.
    @inlinable public init(file: String, line: Int = 1, column: Int = 1) {
        self.file = file
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    enum CodingKeys: String, CodingKey { case file, line, column }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
                  column: try container.decode(Int.self, forKey: .column))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.storedLine, lhs.storedColumn) < (rhs.file, rhs.storedLine, rhs.storedColumn)
    }

    /// The same file, another line and column.
    public func at(line: Int, column: Int = 1) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}

extension SourceLocation: CustomStringConvertible {
    public var description: String { "\(file):\(line):\(column)" }
}
