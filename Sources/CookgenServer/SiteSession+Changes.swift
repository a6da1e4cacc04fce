import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation
import NIOCore

/// Rebuilding after a change, doing only what the change affects:
///
/// - recipe files: the edited recipes' own pages first, from a quick index that needs no
///   re-indexing of the site (`SiteIndex.preview(of:)`), published at once; then the changed files
///   are read into the site (every other recipe stays as parsed), the site is indexed again, and
///   the pages that show those recipes are rendered — their users' pages, home, all recipes, their
///   term pages, feed and search data — and published as a second step;
/// - a changed image: that file is copied again;
/// - the theme: templates and strings are read again and every page is rendered;
/// - the config, category metadata, aisles or allergens, folders, new or deleted images: everything.
extension SiteSession {
    /// Applies `changes`; `publish` is called once per finished step with the snapshot to serve.
    /// Returns false when it stopped early because `shouldStop` said newer changes are waiting:
    /// then what was published stands and the caller applies these changes again with the new ones.
    @discardableResult
    func apply(_ changes: ChangeSet, shouldStop: () -> Bool = { false }, publish: (Publication) -> Void) -> Bool {
        // An image that is new, gone, or no longer a plain file inside Content/ (a symbolic link
        // now, say): the site is read again, and the scanner decides, as for a build.
        let unknownAssets = changes.assets.filter { path in
            !(loaded?.assets.contains(String(path.dropFirst("Content/".count))) ?? false) || !isPlainFileInContent(path)
        }
        do {
            if changes.site || !unknownAssets.isEmpty || loaded == nil || index == nil {
                publish(try buildAll(reason: changes.summary))
            } else if changes.theme {
                var clock = Stopwatch()
                try loadTheme()
                publish(renderAll(summary: "\(changes.summary): theme read in \(clock.lap) ms"))
            } else {
                if !changes.assets.isEmpty { copyAssets(changes.assets) }
                if !changes.recipes.isEmpty {
                    return try rebuildRecipes(changes.recipes, summary: changes.summary, shouldStop: shouldStop, publish: publish)
                }
                publish(self.publish(changed: ["*"], summary: "\(changes.summary): copied"))
            }
        } catch {
            setupProblem = .error("serve-setup", "\(error)", at: nil)
            publish(self.publish(changed: ["*"], summary: "\(changes.summary): \(error)"))
        }
        return true
    }

    /// A regular file (not a link) whose folder, links resolved, is inside `Content/`.
    func isPlainFileInContent(_ path: String) -> Bool {
        let url = root.appendingPathComponent(path)
        guard let type = try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType,
              type == .typeRegular else { return false }
        let content = root.appendingPathComponent("Content").resolvingSymlinksInPath().path + "/"
        return (url.deletingLastPathComponent().resolvingSymlinksInPath().path + "/").hasPrefix(content)
    }

    private func copyAssets(_ paths: Set<String>) {
        for path in paths {
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else { continue }
            files.update(SiteSnapshot.File(data), at: String(path.dropFirst("Content/".count)))
        }
    }

    /// Reads `sources` again and renders what shows them, in two published steps.
    private func rebuildRecipes(_ sources: Set<String>, summary: String, shouldStop: () -> Bool,
                                publish: (Publication) -> Void) throws -> Bool {
        guard let oldIndex = index, let oldSite = loaded, let theme, !themeDiagnostics.hasErrors else {
            publish(try buildAll(reason: summary))
            return true
        }
        var clock = Stopwatch()
        let previewed = try previewPages(sources, index: oldIndex, theme: theme)
        if let previewed {
            publish(self.publish(changed: previewed.sorted(), summary: "\(summary): page shown in \(clock.lap) ms"))
            if shouldStop() { return false }
        }
        var context = SiteContext(options: options, dropInvalid: true)
        // A recipe saved broken keeps its last good version while it is being fixed (its page stays up).
        let reloaded = oldSite.reloading(recipes: Array(sources)).keepingLastGood(of: oldSite)
        try Pipeline.run([.use(reloaded), .index(hazards: hazards)], on: &context)
        guard let site = context.loaded, let newIndex = context.index else { return true }
        let indexed = "indexed in \(clock.lap) ms"
        if shouldStop() { return false }
        guard let effect = RecipeChangeEffect.of(sources: sources, old: oldIndex, new: newIndex) else {
            (loaded, index) = (site, newIndex)
            publish(renderAll(summary: "\(summary): \(indexed), every page affected"))
            return true
        }
        let update = Update(site: site, index: newIndex, renderer: makeRenderer(newIndex, theme),
                            diagnostics: (site.diagnostics + newIndex.diagnostics + themeDiagnostics).sorted())
        return try render(effect, of: update, summary: "\(summary): \(indexed)", pageShown: previewed != nil,
                          shouldStop: shouldStop, publish: publish)
    }

    /// A re-indexed site on its way to being the session's state.
    private struct Update {
        let site: LoadedSite
        let index: SiteIndex
        let renderer: PageRenderer
        let diagnostics: [Diagnostic]
    }

    /// Renders what `effect` names — recipe pages, then lists and feed, then search data — over a
    /// copy of the files, and keeps it all only at the end: a rebuild that stops for newer changes
    /// leaves the state the next one needs to find everything these changes affect.
    private func render(_ effect: RecipeChangeEffect, of update: Update, summary: String, pageShown: Bool,
                        shouldStop: () -> Bool, publish: (Publication) -> Void) throws -> Bool {
        var clock = Stopwatch()
        let errorsChanged = update.diagnostics.filter { $0.severity == .error } != diagnostics.filter { $0.severity == .error }
        var working = files
        var changed: Set<String> = []
        for slug in effect.removed {
            for path in update.renderer.files(ofRecipe: slug) where working.remove(path) != nil && ContentType.isHTML(path) {
                changed.insert(path)
            }
        }
        // Recipes that went, or a new number of data files: every data file is written again.
        let dataFiles = RecipeDataFiles.count(recipes: update.index.recipes.count)
        var pages = PageSelection(recipes: effect.recipes)
        pages.allDataFiles = !effect.removed.isEmpty || dataFiles != RecipeDataFiles.count(recipes: index?.recipes.count ?? 0)
        if pages.allDataFiles {
            for n in dataFiles..<max(dataFiles, RecipeDataFiles.count(recipes: index?.recipes.count ?? 0)) {
                if working.remove(RecipeDataFiles.path(n)) != nil { changed.formUnion([SiteURLs.shoppingList, SiteURLs.favourites]) }
            }
        }
        changed.formUnion(try render(pages, with: update.renderer, into: &working))
        var done = summary + ", \(effect.recipes.count) recipe page\(effect.recipes.count == 1 ? "" : "s") in \(clock.lap) ms"
        if !pageShown && !errorsChanged {
            publish(snapshot(working, update.diagnostics, changed: changed.sorted(), summary: done))
            changed = []
        }
        if shouldStop() { return false }
        // Lists, feed and search data in one render: the search index is made beside the list pages.
        let lists = effect.lists
        // The cards of recipes the change cannot reach are kept as they are: only this render
        // uses them, and the renderer the session keeps makes every card itself.
        var listRenderer = update.renderer
        if lists.siteData, let oldIndex = index, let script = files["assets/data/cards.js"] {
            listRenderer.keep(cards: PageRenderer.keptCards(from: String(buffer: script.bytes), order: oldIndex.recipesByTitle.map(\.slug),
                                                            except: effect.recipes.union(effect.removed)))
        }
        changed.formUnion(try render(lists, with: listRenderer, into: &working))
        let rendered = [lists.listPages.isEmpty && !lists.siteData ? nil : "\(lists.listPages.count) list pages and the feed",
                        lists.search ? "search data" : nil].compactMap { $0 }
        if !rendered.isEmpty { done += ", " + rendered.joined(separator: " and ") + " in \(clock.lap) ms" }
        if shouldStop() { return false }
        working.compact()
        (loaded, index, renderer, files) = (update.site, update.index, update.renderer, working)
        publish(self.publish(changed: errorsChanged ? ["*"] : changed.sorted(), summary: done))
        return true
    }

    /// The edited recipes' own pages from a quick index (`SiteIndex.preview(of:)`), into `files`;
    /// the pages that changed, or nil when the change needs the whole site indexed first (a recipe
    /// that is new, deleted, broken or a draft, or whose links to other pages changed).
    private func previewPages(_ sources: Set<String>, index: SiteIndex, theme: Theme) throws -> Set<String>? {
        var recipes: [Recipe] = []
        for path in sources.sorted() {
            let (recipe, found) = Loader.readRecipe(at: path, root: root)
            guard let recipe, !found.hasErrors else { return nil }
            recipes.append(recipe)
        }
        guard let preview = index.preview(of: recipes) else { return nil }
        return try render(PageSelection(recipes: Set(recipes.map(\.slug))), with: makeRenderer(preview, theme), into: &files)
    }

    /// Renders a selection over `files`; returns the pages whose bytes changed (for data files,
    /// the pages that read them).
    private func render(_ selection: PageSelection, with renderer: PageRenderer, into files: inout FileTable) throws -> Set<String> {
        let output = MemoryOutput()
        _ = try renderer.render(selection, into: output, threads: options.threads)
        let rendered = output.files
        var changed: Set<String> = []
        if selection.search {
            // The search index is written whole: shards of words no recipe has any more go.
            for path in files.paths where path.hasPrefix("search/") && rendered[path] == nil {
                files.remove(path)
                changed.insert(SiteURLs.search)
            }
        }
        for (path, file) in SiteSnapshot.files(rendered, threads: options.threads) {
            let old = files.update(file, at: path)
            guard old?.hash != file.hash else { continue }
            if ContentType.isHTML(path) {
                changed.insert(path)
            } else if let readers = Self.readers(of: path) {
                changed.formUnion(readers)
            }
        }
        return changed
    }

    /// Pages whose scripts load a data file: search data, cards, recipe data.
    static func readers(of path: String) -> [String]? {
        if path.hasPrefix("search/") { return [SiteURLs.search] }
        if path == "assets/data/cards.js" { return [SiteURLs.favourites] }
        if RecipeDataFiles.isDataFile(path) { return [SiteURLs.shoppingList, SiteURLs.favourites] }
        return nil
    }
}
