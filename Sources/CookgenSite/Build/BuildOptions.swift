import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// What to build and how.
public struct BuildOptions: Sendable {
    /// The site root: holds `Content/`, optionally `Templates/` and `cookgen.yaml`.
    public var source: URL
    /// Where the site goes (replaced as a whole when the build succeeds).
    public var output: URL
    /// Absolute URL the site is published under; overrides `base_url` in the config.
    public var baseURL: String?
    /// UI language; overrides `language` in the config.
    public var language: String?
    /// Build the good recipes and skip the bad ones instead of writing nothing.
    public var keepGoing = false
    /// Treat warnings as errors.
    public var warningsAsErrors = false
    /// Write a `.gz` copy beside every text file (see `CompressingOutput`).
    public var compress = false
    /// Threads for per-recipe work.
    public var threads = ProcessInfo.processInfo.activeProcessorCount
    /// The built-in theme, under the site's own `Templates/`.
    public var defaultTheme: URL?
    /// Build even when the inputs and the output are exactly as the last clean build left them.
    public var force = false
    /// Hears how far the build got (called from several threads).
    public var progress: (@Sendable (BuildProgress) -> Void)?
    /// The process ends right after the build (`cookgen build`): the parsed site, index and
    /// renderer are left for the exit to reclaim instead of being freed one object at a time
    /// (see `Leftovers`), and a build of changes keeps the memory it frees (`Allocator`). Not
    /// part of what the output depends on.
    public var endsProcess = false

    /// Options for the site at `source`, written to `output`.
    public init(source: URL, output: URL, defaultTheme: URL? = nil) {
        self.source = source
        self.output = output
        self.defaultTheme = defaultTheme
    }
}

/// What a build did.
public struct BuildReport: Sendable {
    /// Every problem found, sorted by file and line.
    public var diagnostics: [Diagnostic]
    /// Recipes on the site.
    public var recipes = 0
    /// Files written.
    public var files = 0
    /// HTML pages written (downloadable cards not counted).
    public var pages = 0
    /// Files identical to the previous output's, kept as they were (same inode and mtime).
    public var kept = 0
    /// True when nothing had changed since the last clean build, so nothing was done.
    public var upToDate = false
    /// Whether the output was replaced.
    public var wrote = false
    /// True when only what changed since the last build was rendered and written, into the output in place.
    public var onlyChanges = false
    /// Recipe files parsed; the others were read from the build cache.
    public var parsed = 0
    /// The output's fingerprint, when a build that wrote only changes worked it out (see `BuildManifest`).
    package var outputFingerprint: String?
    /// Wall time in seconds.
    public var seconds = 0.0

    /// True when the build should exit non-zero: any error, or any warning with warnings-as-errors.
    public func failed(warningsAsErrors: Bool) -> Bool {
        diagnostics.hasErrors || (warningsAsErrors && diagnostics.hasProblems)
    }
}
