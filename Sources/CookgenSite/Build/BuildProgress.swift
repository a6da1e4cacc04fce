import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// How far a build got, reported while it runs; the command line draws it, the core never
/// touches a terminal.
public struct BuildProgress: Sendable, Equatable {
    /// The stages a build goes through.
    public enum Stage: String, Sendable {
        /// Reading and parsing recipe files, and indexing them.
        case loading
        /// Rendering recipe pages (with `done` and `total` recipes).
        case rendering
        /// Writing list pages, search data and static files.
        case finishing
    }

    /// The stage running.
    public var stage: Stage
    /// Recipes rendered so far (rendering only).
    public var done: Int
    /// Recipes to render (rendering only).
    public var total: Int

    /// A progress report.
    public init(stage: Stage, done: Int = 0, total: Int = 0) {
        self.stage = stage
        self.done = done
        self.total = total
    }
}

/// A sink that passes everything on and counts pages: recipe pages as progress, every HTML
/// page (not the downloadable cards) for the build's summary.
package final class CountingOutput: OutputSink, @unchecked Sendable {
    package let inner: OutputSink
    private let total: Int
    private let report: (@Sendable (BuildProgress) -> Void)?
    private let lock = NSLock()
    private var recipePages = 0
    private var htmlPages = 0

    /// Wraps `inner`; `report` hears of every recipe page written, out of `total`.
    package init(_ inner: OutputSink, recipes total: Int, report: (@Sendable (BuildProgress) -> Void)?) {
        self.inner = inner
        self.total = total
        self.report = report
    }

    /// HTML pages written (downloadable cards not counted).
    package var pages: Int { lock.withLock { htmlPages } }

    package func write(_ data: Data, to path: String) throws {
        try inner.write(data, to: path)
        count(path)
    }

    package func write(bytes: [UInt8], to path: String) throws {
        try inner.write(bytes: bytes, to: path)
        count(path)
    }

    package func open(_ path: String) throws -> OutputFile {
        PassedFile(try inner.open(path)) { [self] _ in count(path) }
    }

    /// Counts a file written, and reports a recipe page.
    private func count(_ path: String) {
        guard path.hasSuffix(".html"), !path.hasSuffix(".card.html") else { return }
        let isRecipe = path.hasPrefix("recipes/") && path != SiteURLs.allRecipes && !path.dropFirst(8).contains("/")
        let done: Int? = lock.withLock {
            htmlPages += 1
            guard isRecipe else { return nil }
            recipePages += 1
            return recipePages
        }
        if let done, let report {
            report(BuildProgress(stage: done == total ? .finishing : .rendering, done: done, total: total))
        }
    }

    package func copy(_ source: URL, to path: String) throws {
        try inner.copy(source, to: path)
    }
}
