import CookgenSupport
import CookgenModel

extension BookHTML {
    /// One recipe on pages of its own, laid out like the card: number and title, facts, picture,
    /// ingredients beside the steps (step pictures and notes with them), the cook's notes,
    /// nutrition per serving, and the recipes it uses and is used in, by number.
    package func recipe(_ entry: BookEntry) -> String {
        let view = views.recipeView(entry.recipe, pagePath: "book.html")
        var html = "<article class=\"book-recipe\" id=\"\(entry.anchor)\">\n<header>\n"
        html += "<p class=\"book-no\">\(entry.number)</p>\n<h3>\(HTML.escape(view.title))</h3>\n"
        if let description = view.description?.nonEmpty { html += "<p class=\"book-description\">\(HTML.escape(description))</p>\n" }
        if let facts = facts(view).nonEmpty { html += "<p class=\"book-facts\">\(facts)</p>\n" }
        html += "</header>\n"
        if let image = views.index.image(entry.recipe.metadata.image), let src = links.image(image) {
            html += "<img class=\"book-image\" src=\"\(HTML.escape(src))\" alt=\"\(HTML.escape(view.image?.alt ?? view.title))\"/>\n"
        }
        html += "<div class=\"book-recipe-body\">\n" + ingredients(view) + steps(view) + "</div>\n"
        if let notes = view.notesHTML {
            html += "<section class=\"book-notes\">\n<h4>\(HTML.escape(labels["notes", default: "Cook's notes"]))</h4>\n\(links.rewrite(notes, numbers: numbers))</section>\n"
        }
        html += nutrition(view) + uses(entry.recipe)
        return html + "</article>\n"
    }

    /// `4 servings · Prep time 10 min · Cook time 20 min`.
    private func facts(_ view: RecipeView) -> String {
        var parts: [String] = []
        if let servings = view.servings, let n = Double(servings) {
            parts.append(HTML.escape(labels.counted("js_servings", n, default: "{n} servings")))
        }
        if let yield = view.yield { parts.append("\(HTML.escape(labels["yield", default: "Makes"])) \(HTML.escape(yield))") }
        parts += view.times.map { "\(HTML.escape($0.label)) \(HTML.escape($0.value))" }
        return parts.joined(separator: " · ")
    }

    private func ingredients(_ view: RecipeView) -> String {
        guard view.hasIngredients else { return "" }
        var html = "<section class=\"book-ingredients\">\n<h4>\(HTML.escape(labels["ingredients", default: "Ingredients"]))</h4>\n"
        for group in view.ingredientGroups {
            if let title = group.title { html += "<h5>\(HTML.escape(title))</h5>\n" }
            html += "<ul>\n"
            for item in group.items {
                let amount = [item.quantity, item.unit].compactMap { $0 }.joined(separator: " ")
                var name = HTML.escape(item.name)
                if let url = item.url, let n = number(ofRecipeAt: url) {
                    name = "<a href=\"\(HTML.escape(links.recipe(n)))\">\(name)</a> <span class=\"book-ref\">(\(n))</span>"
                }
                html += "<li>" + (amount.isEmpty ? "" : "<b>\(HTML.escape(amount))</b> ") + name
                html += (item.note.map { ", " + HTML.escape($0) } ?? "") + "</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    private func steps(_ view: RecipeView) -> String {
        guard view.hasSteps else { return "" }
        var html = "<section class=\"book-steps\">\n<h4>\(HTML.escape(labels["steps", default: "Method"]))</h4>\n"
        for section in view.stepSections {
            if let title = section.title { html += "<h5>\(HTML.escape(title))</h5>\n" }
            for note in section.notes { html += "<p class=\"book-step-note\">\(HTML.escape(note))</p>\n" }
            guard let first = section.steps.first else { continue }
            html += "<ol start=\"\(first.number)\">\n"
            for step in section.steps {
                html += "<li>"
                if let adult = step.adult { html += "<span class=\"adult\">\(HTML.escape(adult.text))</span> " }
                html += links.rewrite(step.html, numbers: numbers)
                for note in step.notes { html += "<span class=\"book-step-note\">\(HTML.escape(note))</span>" }
                if let image = step.image, let src = links.image(image.remote ? image.src : (image.src.removingPercentEncoding ?? image.src)) {
                    html += "<img class=\"book-step-image\" src=\"\(HTML.escape(src))\" alt=\"\(HTML.escape(image.alt))\"/>"
                }
                html += "</li>\n"
            }
            html += "</ol>\n"
        }
        return html + "</section>\n"
    }

    /// Per serving where the recipe has values; nothing where it has none.
    private func nutrition(_ view: RecipeView) -> String {
        guard let n = view.nutrition, n.hasPerServing else { return "" }
        let values = n.rows.compactMap { row -> String? in
            guard !row.perServing.isEmpty else { return nil }
            let amount = row.perServing.map { "\($0.text) \($0.unit)".trimmed }.joined(separator: " / ")
            return "\(HTML.escape(row.label)) \(HTML.escape(amount))"
        }
        guard !values.isEmpty else { return "" }
        let heading = "\(labels["nutrition", default: "Nutrition"]), \(labels["nutrition_per_serving", default: "Per serving"].lowercased())"
        return "<p class=\"book-nutrition\"><b>\(HTML.escape(heading)):</b> \(values.joined(separator: " · "))</p>\n"
    }

    /// "Uses" and "Used in", with the numbers of the recipes that are in the book.
    private func uses(_ recipe: Recipe) -> String {
        let index = views.index
        func line(_ key: String, _ fallback: String, _ slugs: [Slug]) -> String {
            let items = slugs.uniqued().compactMap { slug -> String? in
                guard let target = index.bySlug[slug] else { return nil }
                guard let n = numbers[slug] else { return HTML.escape(target.title) }
                return "<a href=\"\(HTML.escape(links.recipe(n)))\">\(HTML.escape(target.title)) <span class=\"book-ref\">(\(n))</span></a>"
            }
            guard !items.isEmpty else { return "" }
            return "<p class=\"book-uses\"><b>\(HTML.escape(labels[key, default: fallback])):</b> \(items.joined(separator: ", "))</p>\n"
        }
        return line("uses", "Uses", (index.uses[recipe.slug] ?? []).map(\.slug)) + line("used_by", "Used in", index.usedBy[recipe.slug] ?? [])
    }

    /// The book number of the recipe an ingredient links to (`recipes/<slug>.html`).
    private func number(ofRecipeAt url: String) -> Int? {
        let path = url.removingPercentEncoding ?? url
        guard path.hasPrefix("recipes/"), path.hasSuffix(".html") else { return nil }
        return numbers[Slug(rawValue: String(path.dropFirst(8).dropLast(5)))]
    }
}
