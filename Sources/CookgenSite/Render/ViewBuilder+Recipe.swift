import CookgenSupport
import CookgenModel
import CookgenContent
import CookMarkdown

package extension ViewBuilder {
    /// The view of a recipe page at `pagePath`.
    ///
    /// `rootStepHTML`: the steps' HTML for the site root (`rootStepHTML(_:recipe:)`, in step order),
    /// when the caller already has it; a step that reads the same from every folder is not made again.
    func recipeView(_ recipe: Recipe, pagePath: String, rootStepHTML: [StepHTML]? = nil) -> RecipeView {
        let m = recipe.metadata
        let root = SiteURLs.root(of: pagePath)
        var position = 0
        let groups = recipe.ingredientGroups.map { group in
            IngredientGroupView(title: group.title?.nonEmpty, items: group.items.map { item in
                defer { position += 1 }
                return ingredientView(item, id: position)
            })
        }.filter { !$0.items.isEmpty }
        let sections = stepSections(recipe, root: root, rootStepHTML: rootStepHTML)
        let markdown = { (text: String) in markdownHTML(text, in: recipe.sourcePath, root: root).nonEmpty }
        return RecipeView(
            title: m.title, slug: recipe.slug.rawValue, description: m.description,
            image: image(m.image, alt: m.imageAlt ?? m.title),
            date: m.date.map(labels.date), dateISO: m.date?.iso,
            updated: m.updated.map(labels.date), updatedISO: m.updated?.iso,
            author: links(.authors, in: m).first, source: m.source.map(sourceLink),
            times: times(m), servings: m.servings.map(String.init), yield: m.yield,
            level: links(.levels, in: m).first, seasons: links(.seasons, in: m), diets: links(.diets, in: m),
            categories: links(.categories, in: m), courses: coursesBesideCategories(m),
            cuisines: links(.cuisines, in: m), tags: links(.tags, in: m),
            hasIngredients: !groups.isEmpty, ingredientGroups: groups,
            hasSteps: !sections.isEmpty, stepSections: sections,
            bodyHTML: markdown(recipe.body), notesHTML: markdown(recipe.notes),
            nutrition: nutritionView(recipe),
            hasUses: !(index.uses[recipe.slug] ?? []).isEmpty,
            uses: (index.uses[recipe.slug] ?? []).compactMap { use in
                index.bySlug[use.slug].map { UseView(title: $0.title, url: SiteURLs.href(SiteURLs.recipe($0.slug)), amount: amount(use.quantity, use.unit)) }
            },
            hasUsedBy: !(index.usedBy[recipe.slug] ?? []).isEmpty,
            usedBy: (index.usedBy[recipe.slug] ?? []).compactMap { slug in
                index.bySlug[slug].map { UseView(title: $0.title, url: SiteURLs.href(SiteURLs.recipe($0.slug)), amount: nil) }
            },
            cookware: recipe.cookware.map(\.name).uniqued(),
            guides: guideLinks(of: recipe), unlock: unlockView(m.unlockPoints))
    }

    /// Courses, less those named like one of the recipe's categories ("Breakfast" twice reads as a mistake).
    private func coursesBesideCategories(_ m: RecipeMetadata) -> [LinkView] {
        let categories = Set(links(.categories, in: m).map { $0.name.lowercased() })
        return links(.courses, in: m).filter { !categories.contains($0.name.lowercased()) }
    }

    func ingredientView(_ i: Ingredient, id: Int) -> IngredientView {
        let target = i.reference.flatMap { resolver.resolve($0) }.flatMap { index.bySlug[$0] }
        return IngredientView(
            id: id,
            // As written ("a pinch") until a script scales it; the numbers ride along in low/high.
            quantity: i.quantityText?.nonEmpty ?? i.quantity.map { $0.formatted(decimalSeparator: labels.decimalSeparator) },
            unit: i.unit?.nonEmpty, name: i.name,
            note: i.note?.nonEmpty,
            url: target.map { SiteURLs.href(SiteURLs.recipe($0.slug)) }, link: i.link,
            low: i.quantity.map { Self.number($0.low) }, high: i.quantity?.high.map(Self.number),
            fixed: i.quantity?.fixed ?? false)
    }

    private func stepSections(_ recipe: Recipe, root: String, rootStepHTML: [StepHTML]?) -> [StepSectionView] {
        var number = 0
        let hazards = hazards(of: recipe)
        return recipe.stepSections.compactMap { section in
            var steps: [StepView] = []
            var notes: [String] = []
            for block in section.blocks {
                switch block {
                case .step(let step):
                    number += 1
                    let known = rootStepHTML.flatMap { $0.indices.contains(number - 1) && $0[number - 1].anyFolder ? $0[number - 1].html : nil }
                    steps.append(StepView(number: number, html: known ?? stepHTML(step, recipe: recipe, root: root),
                                          image: image(step.image, alt: "\(labels["step", default: "Step"]) \(number)"), notes: [],
                                          adult: adultView(hazards[number - 1], marked: step.adultHazards != nil)))
                case .note(let text):
                    // A note belongs with the step it follows, so it reads where it was written.
                    if steps.isEmpty { notes.append(text) } else { steps[steps.count - 1].notes.append(text) }
                }
            }
            return steps.isEmpty && notes.isEmpty ? nil : StepSectionView(title: section.title?.nonEmpty, steps: steps, notes: notes)
        }
    }

    /// A step as HTML: Markdown for Markdown recipes; Cooklang items marked up for scripts.
    func stepHTML(_ step: Step, recipe: Recipe, root: String) -> String {
        var rewrote = false
        return stepHTML(step, recipe: recipe, root: root, rewrote: &rewrote)
    }

    /// A step's HTML for the site root, and whether it reads the same from every folder.
    struct StepHTML {
        package var html: String
        /// No link or picture in the step was pointed at an output path, the one part of a step's
        /// HTML that depends on the page's folder.
        package var anyFolder: Bool
    }

    /// The step's HTML for the site root (the data files and JSON-LD), which a recipe page can
    /// take as it is when `anyFolder`: a step's Markdown is rendered once instead of twice.
    func rootStepHTML(_ step: Step, recipe: Recipe) -> StepHTML {
        var rewrote = false
        let html = stepHTML(step, recipe: recipe, root: "", rewrote: &rewrote)
        return StepHTML(html: html, anyFolder: !rewrote)
    }

    /// `rewrote`: set when a link or picture URL was rewritten.
    private func stepHTML(_ step: Step, recipe: Recipe, root: String, rewrote: inout Bool) -> String {
        var html = ""
        for item in step.items {
            html += stepItemHTML(item, recipe: recipe, root: root, rewrote: &rewrote)
        }
        return html
    }

    /// An ingredient is found with `Recipe.ingredient(at:)`: the flat list made for every step
    /// was quadratic on a recipe of thousands of ingredients and steps.
    private func stepItemHTML(_ item: StepItem, recipe: Recipe, root: String, rewrote: inout Bool) -> String {
        switch item {
        case .text(let text):
            if recipe.format == .markdown {
                return StepAnnotator.annotate(inlineMarkdown(text, in: recipe.sourcePath, root: root, rewrote: &rewrote))
            }
            return StepAnnotator.annotate(HTML.escape(text))
        case .ingredient(let i):
            guard let ing = recipe.ingredient(at: i) else { return "" }
            let amount = self.amount(ing.quantity, ing.unit, text: ing.quantityText)
            let title = amount.map { " title=\"\(HTML.escape($0))\"" } ?? ""
            return "<span class=\"step-ingredient\" data-id=\"\(i)\"\(title)>\(HTML.escape(ing.name))</span>"
        case .cookware(let i):
            guard recipe.cookware.indices.contains(i) else { return "" }
            return "<span class=\"step-cookware\">\(HTML.escape(recipe.cookware[i].name))</span>"
        case .timer(let i):
            guard recipe.timers.indices.contains(i) else { return "" }
            let t = recipe.timers[i]
            let text = [amount(t.quantity, t.unit, text: t.quantityText), t.name.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
            let seconds = t.quantity.flatMap { StepAnnotator.seconds($0, unit: t.unit ?? "minutes") }
            return "<span class=\"step-timer timer\"\(seconds.map { " data-seconds=\"\($0)\"" } ?? "")>\(HTML.escape(text))</span>"
        }
    }

    func inlineMarkdown(_ text: String, in file: String, root: String) -> String {
        var rewrote = false
        return inlineMarkdown(text, in: file, root: root, rewrote: &rewrote)
    }

    private func inlineMarkdown(_ text: String, in file: String, root: String, rewrote: inout Bool) -> String {
        Markdown.withoutParagraph(markdownHTML(text, in: file, root: root, rewrote: &rewrote))
    }

    /// Markdown written in `file`, with relative links and images pointed at their output paths.
    func markdownHTML(_ text: String, in file: String, root: String) -> String {
        var rewrote = false
        return markdownHTML(text, in: file, root: root, rewrote: &rewrote)
    }

    private func markdownHTML(_ text: String, in file: String, root: String, rewrote: inout Bool) -> String {
        guard !text.trimmed.isEmpty else { return "" }
        return Markdown.html(text) { url, isImage in
            let new = rewrite(url, isImage: isImage, in: file, root: root)
            if new != nil { rewrote = true }
            return new
        }
    }

    private func rewrite(_ url: String, isImage: Bool, in file: String, root: String) -> String? {
        if url.isEmpty || url.hasPrefix("#") || url.contains(":") || url.hasPrefix("//") { return nil }
        // `pancakes.md#toppings`: the file is resolved, the fragment kept as written.
        let cut = url.firstIndex { $0 == "#" || $0 == "?" } ?? url.endIndex
        let (path, fragment) = (String(url[..<cut]), String(url[cut...]))
        let lower = path.lowercased()
        let written = Located(path, at: SourceLocation(file: file))
        if !isImage, lower.hasSuffix(".md") || lower.hasSuffix(".cook") || !lower.contains("."),
           let slug = resolver.resolve(path) {
            return root + SiteURLs.href(SiteURLs.recipe(slug)) + fragment
        }
        if !isImage, lower.hasSuffix(".md") || !lower.contains("."), let guide = guidePath(url) { return root + SiteURLs.href(guide) }
        if let found = ImageResolver.candidates(for: written, folders: index.config.imageFolders).lazy.compactMap({ assetLookup[$0] }).first {
            return root + SiteURLs.href(found) + fragment
        }
        return nil
    }

    private func times(_ m: RecipeMetadata) -> [TimeView] {
        [("prep_time", "Prep", m.prepMinutes), ("cook_time", "Cook", m.cookMinutes), ("total_time", "Total", m.totalMinutes)]
            .compactMap { key, fallback, minutes in
                minutes.map { TimeView(label: labels[key, default: fallback], value: labels.duration($0), iso: Labels.isoDuration($0)) }
            }
    }

    private func sourceLink(_ source: String) -> SourceView {
        ImageResolver.isWebURL(source) ? SourceView(name: Self.hostName(source), url: source) : SourceView(name: source, url: nil)
    }

    func amount(_ quantity: Quantity?, _ unit: String?, text: String? = nil) -> String? {
        let q = text?.nonEmpty ?? quantity.map { $0.formatted(decimalSeparator: labels.decimalSeparator) }
        return [q, unit].compactMap { $0?.nonEmpty }.joined(separator: " ").nonEmpty
    }

    static func number(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }

    static func hostName(_ url: String) -> String {
        let rest = url.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first.map(String.init) ?? url
        return rest.hasPrefix("www.") ? String(rest.dropFirst(4)) : rest
    }
}
