import CookgenSupport
import CookgenModel
import CookgenContent
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
        let fingerprint = BuildManifest.inputsFingerprint(options, themeLayers: try themeLayers(options))
        if !options.force, let report = upToDate(options, fingerprint: fingerprint) {
            return finished(report, since: start)
        }
        BuildManifest.remove(for: options.output)
        var context = SiteContext(options: options, dropInvalid: options.keepGoing)
        try Pipeline.run(Pipeline.read(historyCache: HistoryCache(output: options.output)), on: &context)
        guard let index = context.index else { return finished(BuildReport(diagnostics: context.diagnostics), since: start) }
        // Said on every build, but not a problem in the content: it does not keep the manifest from being written.
        let notice = BaseURLNotice.diagnostic(options: options, config: index.config)
        var report = BuildReport(diagnostics: (context.diagnostics + [notice].compactMap { $0 }).sorted())
        report.recipes = index.recipes.count
        let blocked = report.failed(warningsAsErrors: options.warningsAsErrors) && !options.keepGoing
        if context.theme != nil, !blocked {
            let disk = { (stage: OutputFailure.Stage, error: any Error) in
                OutputFailure.wrapping(error, output: options.output, source: root, stage: stage)
            }
            let output: DiskOutput
            do { output = try DiskOutput(destination: options.output) } catch { throw disk(.preparing, error) }
            do {
                let inner: OutputSink = options.compress ? CompressingOutput(output) : output
                let counting = CountingOutput(inner, recipes: index.recipes.count, report: options.progress)
                try Pipeline.run([.render(into: counting)], on: &context)
                report.files = output.files
                report.pages = counting.pages
                report.kept = output.kept
            } catch {
                output.discard()
                throw disk(.writing, error)
            }
            do {
                try output.commit()
                report.wrote = true
            } catch {
                output.discard()
                throw disk(.replacing, error)
            }
            if !context.diagnostics.hasProblems {
                let manifest = BuildManifest(inputs: fingerprint, output: BuildManifest.outputFingerprint(options.output),
                                             recipes: report.recipes, pages: report.pages, files: report.files)
                try? manifest.write(for: options.output)
            }
        }
        return finished(report, since: start)
    }

    /// The report of a build that has nothing to do: same inputs as the last clean build, and its
    /// output untouched since. Nil when anything differs.
    package static func upToDate(_ options: BuildOptions, fingerprint: String) -> BuildReport? {
        guard let manifest = BuildManifest.read(for: options.output), manifest.inputs == fingerprint,
              manifest.output == BuildManifest.outputFingerprint(options.output) else { return nil }
        var report = BuildReport(diagnostics: [BaseURLNotice.diagnostic(options: options)].compactMap { $0 })
        report.recipes = manifest.recipes
        report.pages = manifest.pages
        report.files = manifest.files
        report.upToDate = true
        return report
    }

    private static func finished(_ report: BuildReport, since start: DispatchTime) -> BuildReport {
        var report = report
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return report
    }

    /// The default theme under the site's own `Templates/`.
    package static func loadTheme(_ options: BuildOptions, language: String) throws -> (Theme?, [Diagnostic]) {
        Theme.load(layers: try themeLayers(options), language: language, rootForPaths: options.source)
    }

    /// The theme's folders, in order: the built-in theme, then the site's own `Templates/`.
    package static func themeLayers(_ options: BuildOptions) throws -> [URL] {
        let siteTemplates = options.source.appendingPathComponent("Templates")
        var layers: [URL] = []
        if let builtIn = options.defaultTheme, builtIn.standardizedFileURL != siteTemplates.standardizedFileURL { layers.append(builtIn) }
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: siteTemplates.path, isDirectory: &isDir), isDir.boolValue { layers.append(siteTemplates) }
        guard !layers.isEmpty else { throw SetupError.noTemplates(siteTemplates.path) }
        return layers
    }

    /// Refuses an output folder that would replace the site itself or anything in it that is not output.
    package static func checkOutput(_ output: URL, source: URL) throws {
        let out = output.standardizedFileURL.resolvingSymlinksInPath().path
        let src = source.standardizedFileURL.resolvingSymlinksInPath().path
        let protected = [src] + ["Content", "Templates", "Sources", "Tests", ".git"].map { src + "/" + $0 }
        for p in protected where out == p || p.hasPrefix(out + "/") || out.hasPrefix(p + "/") && p != src {
            throw SetupError.output("the output folder \(output.path) would replace \(p); choose another output folder")
        }
        if out == "/" || src.hasPrefix(out + "/") {
            throw SetupError.output("the output folder \(output.path) contains the site; choose another output folder")
        }
    }
}
