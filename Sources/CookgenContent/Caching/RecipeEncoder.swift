import CookgenSupport
import CookgenModel

/// Writes a parsed recipe file — the recipe and the problems found in it — as compact bytes for
/// the build cache; `RecipeDecoder` reads them back into equal values. Every field of every model
/// type is written, in declaration order: a field added to the model must be added here and in
/// the decoder (`RecipeCodingTests` round-trips every fixture recipe and fails otherwise), and
/// `RecipeEncoder.version` goes up so caches written by an older cookgen are not read.
///
/// ```swift
/// var encoder = RecipeEncoder()
/// encoder.write(Loader.readRecipe(at: "Content/leek.md", root: root))
/// let bytes = encoder.bytes
/// ```
package struct RecipeEncoder {
    /// The format; part of the cache's key.
    package static let version = 3

    private var out = ByteWriter()
    /// Source files named by locations, each written once per encoder and then by number.
    private var files: [String: Int] = [:]

    package init() {}

    package var bytes: [UInt8] { out.bytes }

    /// A loaded recipe file: the recipe (nil when it could not be read or parsed) and its problems.
    package mutating func write(_ parsed: (Recipe?, [Diagnostic])) {
        out.write(parsed.0 != nil)
        if let recipe = parsed.0 { write(recipe) }
        out.write(UInt64(parsed.1.count))
        for diagnostic in parsed.1 { write(diagnostic) }
    }

    mutating func write(_ recipe: Recipe) {
        out.write(recipe.slug.rawValue)
        out.write(recipe.sourcePath)
        out.write(recipe.format.rawValue)
        write(recipe.metadata)
        out.write(UInt64(recipe.ingredientGroups.count))
        for group in recipe.ingredientGroups {
            out.write(group.title)
            out.write(UInt64(group.items.count))
            for item in group.items { write(item) }
        }
        out.write(UInt64(recipe.cookware.count))
        for item in recipe.cookware {
            out.write(item.name)
            write(item.quantity)
            out.write(item.quantityText)
        }
        out.write(UInt64(recipe.timers.count))
        for timer in recipe.timers {
            out.write(timer.name)
            write(timer.quantity)
            out.write(timer.quantityText)
            out.write(timer.unit)
        }
        out.write(UInt64(recipe.stepSections.count))
        for section in recipe.stepSections { write(section) }
        out.write(UInt64(recipe.components.count))
        for component in recipe.components {
            out.write(component.target)
            write(component.quantity)
            out.write(component.unit)
            write(component.location)
        }
        out.write(recipe.body)
        out.write(recipe.notes)
    }

    mutating func write(_ m: RecipeMetadata) {
        out.write(m.title)
        out.write(m.description)
        write(m.date)
        write(m.updated)
        out.write(m.author)
        out.write(m.source)
        write(m.image)
        out.write(m.imageAlt)
        for list in [m.categories, m.courses, m.cuisines, m.diets, m.seasons] { write(list) }
        write(m.level)
        write(m.tags)
        out.write(m.servings)
        out.write(m.yield)
        out.write(m.prepMinutes)
        out.write(m.cookMinutes)
        out.write(m.totalMinutes)
        out.write(UInt64(m.nutrition.count))
        for entry in m.nutrition {
            out.write(entry.key)
            out.write(entry.value)
        }
        out.write(m.featured)
        out.write(m.draft)
        write(m.guides)
        out.write(m.unlockPoints)
        out.write(UInt64(m.adultSteps.count))
        for mark in m.adultSteps {
            out.write(mark.step)
            write(mark.hazards)
            write(mark.location)
        }
        out.write(m.deriveAdultSteps)
        out.write(m.locale)
        out.write(UInt64(m.log.count))
        for entry in m.log {
            write(entry.date)
            out.write(entry.note)
            out.write(entry.rating)
            write(entry.photo)
            write(entry.location)
        }
        out.write(UInt64(m.extra.count))
        for field in m.extra { write(field) }
        write(m.location)
    }

    mutating func write(_ ingredient: Ingredient) {
        out.write(ingredient.text)
        write(ingredient.quantity)
        out.write(ingredient.quantityText)
        out.write(ingredient.unit)
        out.write(ingredient.name)
        out.write(ingredient.note)
        out.write(ingredient.reference)
        out.write(ingredient.link)
        write(ingredient.location)
    }

    mutating func write(_ section: StepSection) {
        out.write(section.title)
        out.write(UInt64(section.blocks.count))
        for block in section.blocks {
            switch block {
            case .step(let step):
                out.write(UInt64(0))
                out.write(UInt64(step.items.count))
                for item in step.items {
                    switch item {
                    case .text(let text): out.write(UInt64(0)); out.write(text)
                    case .ingredient(let n): out.write(UInt64(1)); out.write(n)
                    case .cookware(let n): out.write(UInt64(2)); out.write(n)
                    case .timer(let n): out.write(UInt64(3)); out.write(n)
                    }
                }
                write(step.image)
                write(step.location)
                out.write(step.adultHazards != nil)
                if let hazards = step.adultHazards { write(hazards) }
            case .note(let text):
                out.write(UInt64(1))
                out.write(text)
            }
        }
    }

    mutating func write(_ field: MetadataField) {
        out.write(field.key)
        write(field.value)
        write(field.location)
    }

    mutating func write(_ value: MetadataValue) {
        switch value {
        case .text(let text):
            out.write(UInt64(0))
            out.write(text)
        case .list(let values):
            out.write(UInt64(1))
            out.write(UInt64(values.count))
            for value in values { write(value) }
        case .map(let fields):
            out.write(UInt64(2))
            out.write(UInt64(fields.count))
            for field in fields { write(field) }
        }
    }

    mutating func write(_ diagnostic: Diagnostic) {
        out.write(diagnostic.severity.rawValue)
        out.write(diagnostic.id)
        out.write(diagnostic.message)
        out.write(diagnostic.location != nil)
        if let location = diagnostic.location { write(location) }
        out.write(diagnostic.hint)
        out.write(diagnostic.sourceLine)
    }

    mutating func write(_ quantity: Quantity?) {
        out.write(quantity != nil)
        guard let quantity else { return }
        out.write(quantity.low)
        out.write(quantity.high != nil)
        if let high = quantity.high { out.write(high) }
        out.write(quantity.fixed)
    }

    mutating func write(_ date: CalendarDate?) {
        out.write(date != nil)
        guard let date else { return }
        out.write(date.year)
        out.write(date.month)
        out.write(date.day)
    }

    mutating func write(_ hazards: [Hazard]) {
        out.write(UInt64(hazards.count))
        for hazard in hazards { out.write(hazard.rawValue) }
    }

    mutating func write(_ located: Located<String>?) {
        out.write(located != nil)
        guard let located else { return }
        out.write(located.value)
        write(located.location)
    }

    mutating func write(_ list: [Located<String>]) {
        out.write(UInt64(list.count))
        for located in list {
            out.write(located.value)
            write(located.location)
        }
    }

    /// A location: its file by number (a new file's name the first time), line, column.
    mutating func write(_ location: SourceLocation) {
        if let n = files[location.file] {
            out.write(UInt64(n + 1))
        } else {
            files[location.file] = files.count
            out.write(UInt64(0))
            out.write(location.file)
        }
        out.write(location.line)
        out.write(location.column)
    }
}
