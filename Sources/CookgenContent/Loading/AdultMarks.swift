import CookgenSupport
import CookgenModel
/// Reads the marks that say a step needs an adult — `[adult]` or `[adult: oven, knife]` at the
/// start of a step, and `adult_steps:` in the front matter — into `Step.adultHazards`.
package enum AdultMarks {
    /// Marks the recipe's steps; the marker text is taken out of the step.
    package static func apply(to recipe: inout Recipe) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reader = MetadataReader(file: recipe.sourcePath)
        for s in recipe.stepSections.indices {
            for b in recipe.stepSections[s].blocks.indices {
                guard case .step(var step) = recipe.stepSections[s].blocks[b], mark(&step, reader: &reader) else { continue }
                recipe.stepSections[s].blocks[b] = .step(step)
            }
        }
        diagnostics += reader.diagnostics
        let count = recipe.steps.count
        for written in recipe.metadata.adultSteps {
            guard written.step <= count else {
                diagnostics.append(.warning("adult-steps-range", "there is no step \(written.step); the recipe has \(count)",
                                            at: written.location, hint: "count steps from 1 across all sections"))
                continue
            }
            mark(step: written.step, hazards: written.hazards, in: &recipe)
        }
        return diagnostics
    }

    /// Takes a leading `[adult…]` out of the step's first text into its hazards; false when it has none.
    package static func mark(_ step: inout Step, reader: inout MetadataReader) -> Bool {
        guard let first = step.items.firstIndex(where: { if case .text = $0 { true } else { false } }),
              case .text(let text) = step.items[first], let (reasons, rest) = marker(in: text) else { return false }
        step.items[first] = .text(rest)
        step.adultHazards = reader.hazards(.scalar(reasons, step.location))
        return true
    }

    /// The reasons and the text after a leading `[adult…]`; nil when the text has no marker.
    package static func marker(in text: String) -> (String, String)? {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        guard trimmed.first == "[", let close = trimmed.firstIndex(of: "]") else { return nil }
        let inside = trimmed[trimmed.index(after: trimmed.startIndex)..<close]
        let word = inside.prefix { $0 != ":" }.trimmed.lowercased()
        guard StepHazards.markerWords.contains(word) else { return nil }
        let reasons = inside.drop { $0 != ":" }.dropFirst().trimmed
        let rest = trimmed[trimmed.index(after: close)...].drop { $0 == " " || $0 == "\t" }
        return (reasons, String(rest))
    }

    private static func mark(step number: Int, hazards: [Hazard], in recipe: inout Recipe) {
        var seen = 0
        for s in recipe.stepSections.indices {
            for b in recipe.stepSections[s].blocks.indices {
                guard case .step(var step) = recipe.stepSections[s].blocks[b] else { continue }
                seen += 1
                guard seen == number else { continue }
                step.adultHazards = Array(Set((step.adultHazards ?? []) + hazards)).sorted()
                recipe.stepSections[s].blocks[b] = .step(step)
                return
            }
        }
    }
}
