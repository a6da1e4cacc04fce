import CookgenSupport
import CookgenModel
import Foundation

/// The site's history as the last build read it, kept in the build cache folder beside the output
/// (`.Public.cookgen-cache/history.json`, never inside the site), under the key of the commit it was
/// read at: a build at the same commit reads no git at all.
public struct HistoryCache: Sendable {
    /// The cache file.
    public let file: URL
    /// Changes whenever the stored shape or the comparison changes, so an older cache is never misread.
    static let version = "cookgen-history 1"

    /// The cache of the build that writes `output`.
    public init(output: URL) {
        let out = output.standardizedFileURL
        file = out.deletingLastPathComponent().appendingPathComponent(".\(out.lastPathComponent).cookgen-cache")
            .appendingPathComponent("history.json")
    }

    private struct Stored: Codable {
        var version: String
        var key: String
        var history: SiteHistory
    }

    /// The history stored under `key`, if any.
    public func read(key: String) -> SiteHistory? {
        guard let stored = stored(), stored.key == key else { return nil }
        return stored.history
    }

    /// Whatever history is stored, and the key it was read at.
    public func read() -> (history: SiteHistory, key: String)? {
        stored().map { ($0.history, $0.key) }
    }

    private func stored() -> Stored? {
        guard let data = FileManager.default.contents(atPath: file.path),
              let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.version == Self.version else { return nil }
        return stored
    }

    /// Stores `history` under `key`; a cache that cannot be written is only a slower next build.
    public func write(_ history: SiteHistory, key: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(Stored(version: Self.version, key: key, history: history)) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = file.deletingLastPathComponent().appendingPathComponent("history.json.new")
        guard (try? data.write(to: temporary)) != nil else { return }
        try? POSIX.move(temporary.path, over: file.path)
    }
}
