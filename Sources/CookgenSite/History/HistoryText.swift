import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// `cookgen history FILE`: a recipe's timeline in the terminal — the versions from git and the
/// cook's log, in the words of the recipe page, in the site's language.
public enum HistoryText {
    /// The timeline of `recipe`, read from `file`. The site around the file (if any) gives the
    /// repository, the language and the theme's words; `language` overrides the site's.
    public static func text(for recipe: Recipe, file: URL, defaultTheme: URL?, language: String? = nil) -> String {
        let root = SiteLocator.root(of: file)
        var history: RecipeHistory?
        var siteLanguage = "en"
        if let root {
            var ignored: [Diagnostic] = []
            let config = SiteConfigReader.read(Loader.readSource(root: root, path: "cookgen.yaml", diagnostics: &ignored, optional: true)).0
            siteLanguage = config.language
            let path = String(file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            history = SiteHistoryLoader.load(root: root, threads: ProcessInfo.processInfo.activeProcessorCount,
                                             cache: HistoryCache.existing(site: root))?.of(path)
        }
        let options = BuildOptions(source: root ?? file.deletingLastPathComponent(), output: URL(fileURLWithPath: "/nonexistent"),
                                   defaultTheme: defaultTheme)
        let lang = language ?? siteLanguage
        let strings = ((try? Builder.loadTheme(options, language: lang))?.0?.strings) ?? [:]
        let labels = Labels(strings: strings, language: lang)
        let timeline = HistoryTimeline(history: history, log: recipe.metadata.log, labels: labels)
        var out = "\(recipe.title)\n\n"
        let refused = history == nil ? root.flatMap(GitRepository.refusal) : nil
        if let refused {
            out += "No versions: git will not read the repository at \(refused), which another user owns. "
                + "Run git config --global --add safe.directory '\(refused)' to let it.\n\n"
        }
        if timeline.isEmpty {
            if refused != nil { return out }
            out += root == nil || history == nil && GitRepository(root: root!) == nil
                ? "No history: the recipe is not in a git repository and has no cook's log.\n"
                : "No history yet: the file has no commits and no cook's log.\n"
            return out
        }
        return out + timeline.text(labels: labels)
    }
}
