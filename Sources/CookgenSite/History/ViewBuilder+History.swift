import CookgenSupport
import CookgenModel

package extension SiteIndex {
    /// The recipe's versions from git, when the site is in a repository and the file has commits.
    func history(of recipe: Recipe) -> RecipeHistory? { history.of(recipe.sourcePath) }

    /// The day the recipe last changed: its newest commit or `updated:`, whichever is later.
    func modified(_ recipe: Recipe) -> CalendarDate? {
        [recipe.metadata.updated, history.newestDate(recipe.sourcePath)].compactMap { $0 }.max()
    }
}

package extension ViewBuilder {
    /// Change lines shown per version; the rest are counted.
    static let changesShown = 12

    /// The History section of `recipe`'s page; nil when it has neither versions nor a log.
    func historyView(_ recipe: Recipe, data: RecipeData) -> HistoryView? {
        let history = index.history(of: recipe)
        let timeline = HistoryTimeline(history: history, log: recipe.metadata.log, labels: labels)
        guard !timeline.isEmpty else { return nil }
        let cookable = cookableVersions(recipe, history: history, data: data)
        let entries = timeline.entries.map { entry -> HistoryEntryView in
            var changes = entry.changes.prefix(Self.changesShown).map(\.html)
            if entry.changes.count > Self.changesShown {
                changes.append(HTML.escape(labels["history_more", default: "… and {n} more"]
                    .replacingOccurrences(of: "{n}", with: String(entry.changes.count - Self.changesShown))))
            }
            let rating = entry.log?.rating
            return HistoryEntryView(
                date: labels.date(entry.date), dateISO: entry.date.iso, isLog: entry.log != nil,
                message: entry.version?.message.nonEmpty, versionID: entry.version?.shortID, label: entry.label,
                changes: changes, note: entry.log?.note, stars: rating.map(Self.stars), ratingLabel: rating.map(ratingLabel),
                photo: image(entry.log?.photo, alt: entry.log?.note ?? recipe.title),
                cookable: entry.version.map { v in cookable.contains { $0.id == v.shortID } } ?? false)
        }
        let json = cookable.isEmpty ? nil : JSONWriter.script(["versions": .array(cookable.map(\.json))])
        return HistoryView(entries: entries, incomplete: timeline.incomplete, data: json)
    }

    /// `★★★★☆`.
    static func stars(_ rating: Int) -> String {
        String(repeating: "★", count: rating) + String(repeating: "☆", count: max(0, 5 - rating))
    }

    /// "Rated 4 of 5".
    func ratingLabel(_ rating: Int) -> String {
        labels["history_rating", default: "Rated {n} of 5"].replacingOccurrences(of: "{n}", with: String(rating))
    }

    /// The older versions the page carries: only what differs from the newest commit, which the
    /// page shows — so only when the file still reads as committed.
    private func cookableVersions(_ recipe: Recipe, history: RecipeHistory?, data: RecipeData) -> [(id: String, json: JSONValue)] {
        guard let history, let newest = history.newestFingerprint,
              history.versions.contains(where: { $0.cookable != nil }),
              VersionSnapshot(recipe).fingerprint == newest else { return [] }
        return history.versions.compactMap { v in
            guard let delta = v.cookable else { return nil }
            var object: [String: JSONValue] = ["id": JSONValue(v.shortID), "date": JSONValue(labels.date(v.date))]
            if let items = delta.ingredients {
                object["ingredients"] = .array(items.enumerated().map { n, item in
                    switch item {
                    case .same(let at): JSONValue(at)
                    case .own(let i): .object(data.ingredient(i.ingredient(at: recipe.metadata.location), id: n, group: i.group))
                    }
                })
            }
            if let steps = delta.steps {
                object["steps"] = .array(steps.map { item in
                    switch item {
                    case .same(let at): JSONValue(at)
                    case .own(let text):
                        .object(["html": JSONValue(StepAnnotator.annotate(inlineMarkdown(text, in: recipe.sourcePath, root: "")))])
                    }
                })
            }
            return (v.shortID, .object(object))
        }
    }
}

package extension RecipeJSONLD {
    /// `dateModified`: the newest commit's author time, or `updated:` when that is later.
    static func modified(_ recipe: Recipe, index: SiteIndex) -> String? {
        let updated = recipe.metadata.updated
        guard let newest = index.history(of: recipe)?.newest, updated.map({ newest.date >= $0 }) ?? true else { return updated?.iso }
        return newest.timestamp
    }
}
