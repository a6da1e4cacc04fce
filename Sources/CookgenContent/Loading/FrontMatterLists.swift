import CookgenSupport
import CookgenModel
/// Reads the list forms of front matter: `ingredients:`, `directions:`/`steps:`
/// and `components:`, as Jekyll and Hugo recipe collections write them.
package struct FrontMatterLists {
    package let file: String
    package private(set) var diagnostics: [Diagnostic] = []

    package init(file: String) { self.file = file }

    /// Strings are ingredients; a string ending in `:` or a one-key mapping starts a group.
    /// A mapping's group holds its own list only: an item after it, at the outer level, starts an
    /// untitled group rather than joining the group above it.
    package mutating func ingredientGroups(_ value: YAMLValue) -> [IngredientGroup] {
        var groups = [IngredientGroup()]
        var afterMapping = false
        func add(_ ingredient: Ingredient) {
            if afterMapping { groups.append(IngredientGroup()); afterMapping = false }
            groups[groups.count - 1].items.append(ingredient)
        }
        for item in value.list {
            switch item {
            case .scalar(let s, let location):
                let t = s.trimmed
                if t.isEmpty { continue }
                if t.hasSuffix(":") && t.count <= 80 {
                    groups.append(IngredientGroup(title: String(t.dropLast()).trimmed))
                    afterMapping = false
                } else {
                    add(IngredientLineParser.parse(t, at: location))
                }
            case .mapping(let entries, let location):
                if let structured = structuredIngredient(entries, at: location) {
                    add(structured)
                } else {
                    for entry in entries {
                        var group = IngredientGroup(title: entry.key.trimmed)
                        group.items = ingredientGroups(entry.value).flatMap(\.items)
                        groups.append(group)
                    }
                    // `- For the sauce:` alone (a key without a value) is a title: the items below join it.
                    afterMapping = !(entries.last?.value.list.isEmpty ?? true)
                }
            case .sequence(_, let location):
                diagnostics.append(.warning("ingredient-shape", "a list inside the ingredient list is ignored", at: location,
                                            hint: "give the group a name: '- For the dough:' followed by its items"))
            }
        }
        return groups.filter { !$0.items.isEmpty || $0.title != nil }.filter { !$0.items.isEmpty }
    }

    /// `{name: flour, quantity: 200, unit: g, note: sifted}` written as a mapping.
    private func structuredIngredient(_ entries: [YAMLEntry], at location: SourceLocation) -> Ingredient? {
        var fields: [String: String] = [:]
        for e in entries { if let s = e.value.string { fields[e.key.lowercased()] = s } }
        guard let name = fields["name"] ?? fields["item"] ?? fields["ingredient"] else { return nil }
        let amount = [fields["quantity"] ?? fields["amount"] ?? fields["qty"], fields["unit"] ?? fields["units"]]
            .compactMap { $0?.nonEmpty }.joined(separator: " ")
        var line = [amount, name].filter { !$0.isEmpty }.joined(separator: " ")
        if let note = fields["note"]?.nonEmpty ?? fields["notes"]?.nonEmpty { line += ", " + note }
        return IngredientLineParser.parse(line, at: location)
    }

    /// Strings are steps; `{text:, image:}` is a step with a picture; a one-key mapping is a named section.
    /// As with ingredients, a step after a mapping's section, at the outer level, starts an untitled section.
    package mutating func stepSections(_ value: YAMLValue) -> [StepSection] {
        var sections = [StepSection()]
        var afterMapping = false
        func add(_ step: Step) {
            if afterMapping { sections.append(StepSection()); afterMapping = false }
            sections[sections.count - 1].blocks.append(.step(step))
        }
        for item in value.list {
            switch item {
            case .scalar(let s, let location):
                guard let t = s.nonEmpty else { continue }
                if t.hasSuffix(":") && t.count <= 60 && !t.contains(". ") {
                    sections.append(StepSection(title: String(t.dropLast()).trimmed))
                    afterMapping = false
                } else {
                    add(Step(items: [.text(t)], location: location))
                }
            case .mapping(let entries, let location):
                if let step = pictureStep(entries, at: location) {
                    add(step)
                } else {
                    for entry in entries {
                        let inner = stepSections(entry.value).flatMap(\.blocks)
                        sections.append(StepSection(title: entry.key.trimmed, blocks: inner))
                    }
                    afterMapping = !(entries.last?.value.list.isEmpty ?? true)
                }
            case .sequence(_, let location):
                diagnostics.append(.warning("step-shape", "a list inside the step list is ignored", at: location,
                                            hint: "write each step as one item, or name a section: '- For the sauce:'"))
            }
        }
        return sections.filter { !$0.blocks.isEmpty }
    }

    private func pictureStep(_ entries: [YAMLEntry], at location: SourceLocation) -> Step? {
        let text = entries.first { ["text", "step", "description", "instruction"].contains($0.key.lowercased()) }
        guard let text, let body = text.value.string?.nonEmpty else { return nil }
        let image = entries.first { ["image", "picture", "photo"].contains($0.key.lowercased()) }
        let located = image.flatMap { e in e.value.string?.nonEmpty.map { Located($0, at: e.value.location) } }
        return Step(items: [.text(body)], image: located, location: location)
    }

    /// `- Pizza Dough` or `- {recipe: pizza-dough, amount: 300 g}`.
    package mutating func components(_ value: YAMLValue) -> [Component] {
        value.list.compactMap { item in
            if let s = item.string?.nonEmpty { return Component(target: s, location: item.location) }
            guard let entries = item.entries else { return nil }
            func field(_ names: [String]) -> YAMLEntry? { entries.first { names.contains($0.key.lowercased()) } }
            guard let target = field(["recipe", "name", "target", "slug", "title"])?.value.string?.nonEmpty else {
                diagnostics.append(.warning("component-shape", "a component needs 'recipe:' naming the recipe it uses",
                                            at: item.location, hint: "write '- recipe: pizza-dough' (and optionally 'amount: 300 g')"))
                return nil
            }
            var component = Component(target: target, location: item.location)
            if let amount = field(["amount", "quantity", "qty"])?.value.string?.nonEmpty {
                // "300 g", "2", "2 dough balls": the words after the number are the unit, known or not.
                if let (quantity, rest) = QuantityParser.parsePrefix(of: amount) {
                    component.quantity = quantity
                    component.unit = rest.nonEmpty
                } else {
                    diagnostics.append(.warning("component-amount", "'\(amount)' is not an amount", at: item.location,
                                                hint: "write a number with an optional unit, e.g. 'amount: 300 g'"))
                }
            }
            return component
        }
    }
}
