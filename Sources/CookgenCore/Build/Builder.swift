import Foundation

/// The pipeline, start to end: load → index → render → write.
///
/// ```swift
/// let options = BuildOptions(source: site, output: site.appendingPathComponent("Public"), defaultTheme: theme)
/// let report = try Builder.build(options)
/// report.diagnostics.forEach { print($0.formatted) }
/// ```
public enum Builder {
    /// Builds a site. Throws only for problems with the setup (no `Content/`, an unsafe output folder,
    /// a disk error); problems in files come back as diagnostics, and then nothing is written
    /// unless `keepGoing` is set.
    public static func build(_ options: BuildOptions) throws -> BuildReport {
        let start = DispatchTime.now()
        let root = options.source.standardizedFileURL
        try checkOutput(options.output, source: root)
        var loaded = try Loader.load(root: root, threads: options.threads)
        if let language = options.language { loaded.config.language = language }
        let index = Indexer.index(loaded, dropInvalid: options.keepGoing)
        let (theme, themeDiagnostics) = try loadTheme(options, language: loaded.config.language)
        var report = BuildReport(diagnostics: (loaded.diagnostics + index.diagnostics + themeDiagnostics).sorted())
        report.recipes = index.recipes.count
        let blocked = report.failed(warningsAsErrors: options.warningsAsErrors) && !options.keepGoing
        if let theme, !blocked {
            let output = try DiskOutput(destination: options.output)
            do {
                let renderer = PageRenderer(index: index, theme: theme, baseURL: options.baseURL ?? loaded.config.baseURL)
                report.files = try renderer.render(into: options.compress ? CompressingOutput(output) : output, threads: options.threads)
                try output.commit()
                report.wrote = true
            } catch {
                output.discard()
                throw error
            }
        }
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return report
    }

    /// The default theme under the site's own `Templates/`.
    static func loadTheme(_ options: BuildOptions, language: String) throws -> (Theme?, [Diagnostic]) {
        let siteTemplates = options.source.appendingPathComponent("Templates")
        var layers: [URL] = []
        if let builtIn = options.defaultTheme, builtIn.standardizedFileURL != siteTemplates.standardizedFileURL { layers.append(builtIn) }
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: siteTemplates.path, isDirectory: &isDir), isDir.boolValue { layers.append(siteTemplates) }
        guard !layers.isEmpty else { throw SetupError.noTemplates(siteTemplates.path) }
        return Theme.load(layers: layers, language: language, rootForPaths: options.source)
    }

    /// Refuses an output folder that would replace the site itself or anything in it that is not output.
    static func checkOutput(_ output: URL, source: URL) throws {
        let out = output.standardizedFileURL.resolvingSymlinksInPath().path
        let src = source.standardizedFileURL.resolvingSymlinksInPath().path
        let protected = [src] + ["Content", "Templates", "Sources", "Tests", ".git"].map { src + "/" + $0 }
        for p in protected where out == p || p.hasPrefix(out + "/") || out.hasPrefix(p + "/") && p != src {
            throw SetupError.output("the output folder \(output.path) would replace \(p); choose another --output")
        }
        if out == "/" || src.hasPrefix(out + "/") {
            throw SetupError.output("the output folder \(output.path) contains the site; choose another --output")
        }
    }
}
