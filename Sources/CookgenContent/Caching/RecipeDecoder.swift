import CookgenSupport
import CookgenModel

/// Reads what `RecipeEncoder` wrote back into the same values. Damaged bytes throw
/// (`ByteReader.Truncated`) rather than crash: the cache is then read as empty.
///
/// ```swift
/// var decoder = RecipeDecoder(bytes)
/// let (recipe, diagnostics) = try decoder.parsedFile()
/// ```
package struct RecipeDecoder {
    private var input: ByteReader
    private var files: [String] = []

    /// A decoder over `bytes[range]`.
    package init(_ bytes: [UInt8], range: Range<Int>? = nil) {
        input = ByteReader(bytes, range: range)
    }

    /// A loaded recipe file, as `RecipeEncoder.write(_:)` took it.
    package mutating func parsedFile() throws -> (Recipe?, [Diagnostic]) {
        let recipe = try input.bool() ? try self.recipe() : nil
        let diagnostics = try (0..<input.count()).map { _ in try diagnostic() }
        return (recipe, diagnostics)
    }

    mutating func recipe() throws -> Recipe {
        let slug = Slug(rawValue: try input.string())
        let sourcePath = try input.string()
        guard let format = Recipe.Format(rawValue: try input.string()) else { throw ByteReader.Truncated() }
        let metadata = try self.metadata()
        let groups = try (0..<input.count()).map { _ in
            IngredientGroup(title: try input.optionalString(), items: try (0..<input.count()).map { _ in try ingredient() })
        }
        let cookware = try (0..<input.count()).map { _ in
            Cookware(name: try input.string(), quantity: try quantity(), quantityText: try input.optionalString())
        }
        let timers = try (0..<input.count()).map { _ in
            CookTimer(name: try input.optionalString(), quantity: try quantity(), quantityText: try input.optionalString(),
                      unit: try input.optionalString())
        }
        let sections = try (0..<input.count()).map { _ in try stepSection() }
        let components = try (0..<input.count()).map { _ in
            Component(target: try input.string(), quantity: try quantity(), unit: try input.optionalString(), location: try location())
        }
        return Recipe(slug: slug, sourcePath: sourcePath, format: format, metadata: metadata, ingredientGroups: groups,
                      cookware: cookware, timers: timers, stepSections: sections, components: components,
                      body: try input.string(), notes: try input.string())
    }

    mutating func metadata() throws -> RecipeMetadata {
        let title = try input.string()
        let description = try input.optionalString()
        let date = try self.date(), updated = try self.date()
        let author = try input.optionalString(), source = try input.optionalString()
        let image = try optionalLocated()
        let imageAlt = try input.optionalString()
        let categories = try locatedList(), courses = try locatedList(), cuisines = try locatedList()
        let diets = try locatedList(), seasons = try locatedList()
        let level = try optionalLocated()
        let tags = try locatedList()
        let servings = try input.optionalInt()
        let yield = try input.optionalString()
        let prep = try input.optionalInt(), cook = try input.optionalInt(), total = try input.optionalInt()
        let nutrition = try (0..<input.count()).map { _ in NutritionEntry(key: try input.string(), value: try input.string()) }
        let featured = try input.bool(), draft = try input.bool()
        let guides = try locatedList()
        let unlockPoints = try input.optionalInt()
        let adultSteps = try (0..<input.count()).map { _ in
            AdultStepMark(step: try input.int(), hazards: try hazards(), location: try location())
        }
        let derive = try input.bool()
        let locale = try input.optionalString()
        let log = try (0..<input.count()).map { _ -> CookLogEntry in
            guard let date = try self.date() else { throw ByteReader.Truncated() }
            return CookLogEntry(date: date, note: try input.optionalString(), rating: try input.optionalInt(), photo: try optionalLocated(),
                                location: try location())
        }
        let extra = try (0..<input.count()).map { _ in try metadataField() }
        var m = RecipeMetadata(title: title, location: try location())
        (m.description, m.date, m.updated, m.author, m.source, m.image, m.imageAlt) = (description, date, updated, author, source, image, imageAlt)
        (m.categories, m.courses, m.cuisines, m.diets, m.seasons, m.level, m.tags) = (categories, courses, cuisines, diets, seasons, level, tags)
        (m.servings, m.yield, m.prepMinutes, m.cookMinutes, m.totalMinutes, m.nutrition) = (servings, yield, prep, cook, total, nutrition)
        (m.featured, m.draft, m.guides, m.unlockPoints, m.adultSteps) = (featured, draft, guides, unlockPoints, adultSteps)
        (m.deriveAdultSteps, m.locale, m.log, m.extra) = (derive, locale, log, extra)
        return m
    }

    mutating func ingredient() throws -> Ingredient {
        Ingredient(text: try input.string(), quantity: try quantity(), quantityText: try input.optionalString(),
                   unit: try input.optionalString(), name: try input.string(), note: try input.optionalString(),
                   reference: try input.optionalString(), link: try input.optionalString(), location: try location())
    }

    mutating func stepSection() throws -> StepSection {
        let title = try input.optionalString()
        let blocks = try (0..<input.count()).map { _ -> StepBlock in
            switch try input.uint64() {
            case 0:
                let items = try (0..<input.count()).map { _ -> StepItem in
                    switch try input.uint64() {
                    case 0: return .text(try input.string())
                    case 1: return .ingredient(try input.int())
                    case 2: return .cookware(try input.int())
                    case 3: return .timer(try input.int())
                    default: throw ByteReader.Truncated()
                    }
                }
                let image = try optionalLocated()
                let location = try self.location()
                let hazards = try input.bool() ? try self.hazards() : nil
                return .step(Step(items: items, image: image, location: location, adultHazards: hazards))
            case 1:
                return .note(try input.string())
            default:
                throw ByteReader.Truncated()
            }
        }
        return StepSection(title: title, blocks: blocks)
    }

    mutating func metadataField() throws -> MetadataField {
        MetadataField(key: try input.string(), value: try metadataValue(), location: try location())
    }

    mutating func metadataValue() throws -> MetadataValue {
        switch try input.uint64() {
        case 0: return .text(try input.string())
        case 1: return .list(try (0..<input.count()).map { _ in try metadataValue() })
        case 2: return .map(try (0..<input.count()).map { _ in try metadataField() })
        default: throw ByteReader.Truncated()
        }
    }

    mutating func diagnostic() throws -> Diagnostic {
        guard let severity = Diagnostic.Severity(rawValue: try input.string()) else { throw ByteReader.Truncated() }
        let id = try input.string(), message = try input.string()
        let location = try input.bool() ? try self.location() : nil
        var diagnostic = Diagnostic(severity, id: id, message, at: location, hint: try input.optionalString())
        diagnostic.sourceLine = try input.optionalString()
        return diagnostic
    }

    mutating func quantity() throws -> Quantity? {
        guard try input.bool() else { return nil }
        let low = try input.double()
        let high = try input.bool() ? try input.double() : nil
        return Quantity(low, to: high, fixed: try input.bool())
    }

    mutating func date() throws -> CalendarDate? {
        guard try input.bool() else { return nil }
        guard let date = CalendarDate(year: try input.int(), month: try input.int(), day: try input.int()) else { throw ByteReader.Truncated() }
        return date
    }

    mutating func hazards() throws -> [Hazard] {
        try (0..<input.count()).map { _ in
            guard let hazard = Hazard(rawValue: try input.string()) else { throw ByteReader.Truncated() }
            return hazard
        }
    }

    mutating func optionalLocated() throws -> Located<String>? {
        guard try input.bool() else { return nil }
        return Located(try input.string(), at: try location())
    }

    mutating func locatedList() throws -> [Located<String>] {
        try (0..<input.count()).map { _ in Located(try input.string(), at: try location()) }
    }

    mutating func location() throws -> SourceLocation {
        let n = try input.uint64()
        let file: String
        if n == 0 {
            file = try input.string()
            files.append(file)
        } else {
            guard n <= UInt64(files.count) else { throw ByteReader.Truncated() }
            file = files[Int(n) - 1]
        }
        return SourceLocation(file: file, line: try input.int(), column: try input.int())
    }
}
