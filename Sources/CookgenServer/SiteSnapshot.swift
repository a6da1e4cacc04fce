import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation
import NIOCore

/// One finished build as it is served: every file of the site, in memory, and the problems the
/// build had. Never changed once made; a rebuild makes a new one and swaps it in whole, so a
/// request sees one build from start to end and never a page half written.
struct SiteSnapshot: Sendable {
    /// A file's bytes and their hash (for the ETag).
    struct File: Sendable {
        let bytes: ByteBuffer
        let hash: UInt64

        init(_ data: Data) {
            bytes = ByteBuffer(bytes: data)
            hash = data.withUnsafeBytes { ContentHash.of($0) }
        }

        init(_ bytes: ByteBuffer) {
            self.bytes = bytes
            hash = ContentHash.of(bytes)
        }
    }

    /// Files by output path (`recipes/pancakes.html`).
    let files: FileTable
    /// Errors and warnings of the build, sorted.
    let diagnostics: [Diagnostic]
    /// Counts up with every build the server makes.
    let version: Int
    /// The error overlay of HTML pages; empty without errors.
    let overlay: String

    /// The errors the overlay shows.
    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// Files from a render, hashed on `threads` threads.
    static func files(_ rendered: [String: Data], threads: Int) -> [String: File] {
        let entries = Array(rendered)
        let chunks = max(1, min(threads, entries.count))
        let parts = Parts(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            parts.set(chunk, stride(from: chunk, to: entries.count, by: chunks).map { (entries[$0].key, File(entries[$0].value)) })
        }
        return Dictionary(parts.all.joined(), uniquingKeysWith: { first, _ in first })
    }

    private final class Parts: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [[(String, File)]]
        init(count: Int) { parts = Array(repeating: [], count: count) }
        func set(_ n: Int, _ part: [(String, File)]) { lock.withLock { parts[n] = part } }
        var all: [[(String, File)]] { lock.withLock { parts } }
    }
}

/// Holds the snapshot being served and swaps in the next one atomically, with what goes
/// into its HTML pages: the error overlay and the live-reload script.
final class SnapshotStore: @unchecked Sendable {
    /// A snapshot with its page fragment.
    struct Served: Sendable {
        let snapshot: SiteSnapshot
        /// Overlay and script, put before `</body>` of every HTML page.
        let fragment: ByteBuffer
        let fragmentHash: UInt64
    }

    /// Tells this server apart from the one before a restart.
    let serverID: String
    private let lock = NSLock()
    private var served: Served

    init(_ snapshot: SiteSnapshot, serverID: String) {
        self.serverID = serverID
        served = Self.serving(snapshot, serverID: serverID)
    }

    /// The latest finished build.
    var current: Served { lock.withLock { served } }

    /// Serves `next` from now on.
    func install(_ next: SiteSnapshot) {
        let prepared = Self.serving(next, serverID: serverID)
        lock.withLock { served = prepared }
    }

    private static func serving(_ snapshot: SiteSnapshot, serverID: String) -> Served {
        let fragment = ByteBuffer(string: snapshot.overlay + LiveReload.script(server: serverID))
        return Served(snapshot: snapshot, fragment: fragment, fragmentHash: ContentHash.of(fragment))
    }
}
