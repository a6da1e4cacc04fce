/// One commit that changed a recipe file.
public struct RecipeVersion: Sendable, Hashable, Codable {
    /// How a version relates to the one before it.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The commit that added the file.
        case first
        /// A change a cook would notice.
        case edit
        /// Formatting, notes, wording outside ingredients and steps: folded into "small edits".
        case small
        /// The oldest commit a shallow clone has: earlier history is not available.
        case earliest
    }

    /// The full commit id.
    public var commit: String
    /// The author date, as the author's clock read it.
    public var date: CalendarDate
    /// The author date and time, ISO 8601 with the author's offset (`2024-05-02T09:30:00+02:00`).
    public var timestamp: String
    /// The author's name.
    public var author: String
    /// The commit message's first line.
    public var message: String
    /// The file's path at that commit, relative to the site root.
    public var path: String
    public var kind: Kind
    /// What changed from the version before, in cooking terms; empty for the first and small edits.
    public var changes: [RecipeChange]
    /// The path before, when this commit moved or renamed the file.
    public var renamedFrom: String?
    /// For the newest few older versions ("Cook this version"): their ingredients and steps as
    /// far as they differ from the newest commit's.
    public var cookable: VersionDelta?

    /// Creates a version.
    public init(commit: String, date: CalendarDate, timestamp: String, author: String, message: String, path: String,
                kind: Kind, changes: [RecipeChange] = [], renamedFrom: String? = nil, cookable: VersionDelta? = nil) {
        self.commit = commit
        self.date = date
        self.timestamp = timestamp
        self.author = author
        self.message = message
        self.path = path
        self.kind = kind
        self.changes = changes
        self.renamedFrom = renamedFrom
        self.cookable = cookable
    }

    /// The short commit id shown and used in links: `3f2a9c1`.
    public var shortID: String { String(decoding: commit.utf8.prefix(7), as: UTF8.self) }
}

/// Every version of one recipe file, newest first.
public struct RecipeHistory: Sendable, Hashable, Codable {
    /// Newest first.
    public var versions: [RecipeVersion]
    /// Whether older versions exist that are not listed (a shallow clone, or more than the limit).
    public var incomplete: Bool
    /// `VersionSnapshot.fingerprint` of the newest commit's version: the `cookable` deltas apply
    /// to a recipe file that still reads the same.
    public var newestFingerprint: String?

    /// Creates a history.
    public init(versions: [RecipeVersion], incomplete: Bool = false, newestFingerprint: String? = nil) {
        self.versions = versions
        self.incomplete = incomplete
        self.newestFingerprint = newestFingerprint
    }

    /// The newest commit, whose date is the recipe's `dateModified`.
    public var newest: RecipeVersion? { versions.first }
}

/// The history of every recipe of a site that is in a git repository. A history read back from
/// the build cache (`init(reading:)`) keeps each recipe's history as its bytes until it is asked
/// for: a build after one new commit needs only the recipes it touched, compares the others by
/// their bytes, and writes them back as they were (at 1,000 recipes, decoding and encoding
/// every history was 68 M instructions of such a build's 85 M for the history).
public struct SiteHistory: Sendable {
    /// Histories made (by a reader, or set), by source path relative to the site root.
    fileprivate(set) var made: [String: RecipeHistory]
    /// Histories still as the cache's bytes; no path is in both.
    fileprivate(set) var stored: [String: StoredHistory]

    /// Creates a site history.
    public init(recipes: [String: RecipeHistory] = [:]) {
        made = recipes
        stored = [:]
    }

    init(made: [String: RecipeHistory], stored: [String: StoredHistory]) {
        self.made = made
        self.stored = stored
    }

    /// By source path relative to the site root (`Content/baking/lemon-cake.md`); reading it
    /// decodes every history still in bytes (`of` decodes one).
    public var recipes: [String: RecipeHistory] {
        get { made.merging(stored.compactMapValues(\.history)) { made, _ in made } }
        set {
            made = newValue
            stored = [:]
        }
    }

    /// The paths that have a history, without decoding any.
    public var paths: [String] { Array(made.keys) + stored.keys }

    /// The history of the recipe read from `sourcePath`; nil when git has none.
    public func of(_ sourcePath: String) -> RecipeHistory? { made[sourcePath] ?? stored[sourcePath]?.history }

    /// The day of the newest version of the recipe read from `sourcePath` (its `newest?.date`),
    /// without decoding a history still in bytes.
    public func newestDate(_ sourcePath: String) -> CalendarDate? {
        if let made = made[sourcePath] { return made.newest?.date }
        return stored[sourcePath]?.newestDate
    }

    /// Whether the recipe at `path` has the same history here as in `other` (both none counts);
    /// two histories still as the cache's bytes are compared by their bytes.
    public func same(_ path: String, as other: SiteHistory) -> Bool {
        if let a = stored[path], let b = other.stored[path], a.sameBytes(as: b) { return true }
        return of(path) == other.of(path)
    }

    /// This history without the recipes at `paths`, the others kept as they are (in bytes or not).
    public func removing(_ paths: Set<String>) -> SiteHistory {
        // Mostly a few paths out of thousands: the rest are copied, not filtered one by one.
        var result = self
        for path in paths {
            result.made[path] = nil
            result.stored[path] = nil
        }
        return result
    }

    /// This history with `histories` put in (replacing any there).
    public func merging(_ histories: [String: RecipeHistory]) -> SiteHistory {
        var result = self
        for (path, history) in histories {
            result.stored[path] = nil
            result.made[path] = history
        }
        return result
    }
}

extension SiteHistory: Hashable {
    public static func == (a: SiteHistory, b: SiteHistory) -> Bool {
        Set(a.paths) == Set(b.paths) && a.paths.allSatisfy { a.same($0, as: b) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(recipes)
    }
}

extension SiteHistory: Codable {
    private enum CodingKeys: String, CodingKey { case recipes }

    public init(from decoder: Decoder) throws {
        self.init(recipes: try decoder.container(keyedBy: CodingKeys.self).decode([String: RecipeHistory].self, forKey: .recipes))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(recipes, forKey: .recipes)
    }
}
