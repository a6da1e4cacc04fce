import CookgenSupport
import CookgenModel
import CookgenContent
/// Warns about diet forms, seasons and levels that are not in the vocabulary,
/// at the line they were written, with the closest known value.
package enum VocabularyChecker {
    package static func check(_ recipes: [Recipe]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The taxonomies with a vocabulary, in their order; each value written is looked up once.
        let checked = TaxonomyKind.allCases.compactMap { kind in kind.vocabulary.map { (kind, $0) } }
        var inVocabulary = [[String: Bool]](repeating: [:], count: checked.count)
        for recipe in recipes {
            for (k, (kind, vocabulary)) in checked.enumerated() {
                // Each field read on its own: a copy of the metadata retained each of its fields.
                for value in kind.values(of: recipe) {
                    let isKnown: Bool
                    if let seen = inVocabulary[k][value.value] {
                        isKnown = seen
                    } else {
                        isKnown = vocabulary.entry(for: value.value) != nil
                        inVocabulary[k][value.value] = isKnown
                    }
                    guard !isKnown else { continue }
                    let known = vocabulary.entries.map(\.key).joined(separator: ", ")
                    let hint = vocabulary.suggestion(for: value.value).map { "did you mean '\($0)'? Known: \(known)" }
                        ?? schemaOrgHint(value.value, kind: kind, known: known)
                        ?? "known values: \(known)"
                    diagnostics.append(.warning("unknown-\(kind.rawValue.dropLast())",
                                                "unknown \(vocabulary.noun) '\(value.value)'", at: value.location, hint: hint))
                }
            }
        }
        return diagnostics
    }

    /// schema.org diets without a diet form of ours (`HinduDiet`) are not typos: say where they can go.
    private static func schemaOrgHint(_ written: String, kind: TaxonomyKind, known: String) -> String? {
        guard kind == .diets else { return nil }
        let name = Vocabulary.schemaOrgName(written) ?? written
        guard name.hasSuffix("Diet"), name.count > 4 else { return nil }
        return "schema.org's \(name) has no diet form here; list it under tags instead, or use one of: \(known)"
    }
}
