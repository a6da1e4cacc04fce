import CookgenSupport
import CookgenModel
/// The body of a Markdown recipe, split into its recipe sections.
///
/// `## Ingredients`, `## Steps` (and their synonyms in several languages) and
/// `## Notes` are taken out; everything else stays free Markdown.
package struct MarkdownBody: Sendable {
    /// A group of raw ingredient lines under an optional title.
    package struct Group: Sendable {
        package var title: String?
        package var lines: [Located<String>] = []
    }

    /// The first `# Heading`, used when front matter has no title.
    package var title: Located<String>?
    package var ingredientGroups: [Group] = []
    package var stepSections: [Group] = []
    package var notes: String = ""
    package var free: String = ""

    /// What a heading starts.
    package enum SectionKind { case ingredients, steps, notes }

    private static let headings: [SectionKind: Set<String>] = [
        .ingredients: ["ingredients", "zutaten", "ingrediënten", "ingredienten", "ingrédients", "ingredients list",
                       "ingredientes", "ingredienser", "ingredienti", "配料", "材料", "食材", "用料"],
        .steps: ["steps", "directions", "method", "instructions", "preparation", "zubereitung", "anleitung",
                 "bereiding", "bereidingswijze", "préparation", "instructions de préparation", "preparación",
                 "elaboración", "instrucciones", "gör så här", "tillagning", "做法", "步骤", "作り方"],
        .notes: ["notes", "note", "tips", "notizen", "tipps", "hinweise", "opmerkingen", "tips en tricks",
                 "remarques", "astuces", "notas", "consejos", "anteckningar", "小贴士", "备注"],
    ]

    /// The section a heading text starts, if any.
    package static func kind(ofHeading text: String) -> SectionKind? {
        headingKinds[headingKey(text)]
    }

    /// What a heading is looked up by: trimmed, lower-cased, without colons at its ends. ASCII
    /// text is lower-cased on its bytes (where `lowercased()` changes only `A`–`Z`).
    static func headingKey(_ text: String) -> String {
        let t = text.trimmed
        if t.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes = t.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
            while bytes.last == UInt8(ascii: ":") { bytes.removeLast() }
            let start = bytes.firstIndex { $0 != UInt8(ascii: ":") } ?? bytes.endIndex
            return String(decoding: bytes[start...], as: UTF8.self)
        }
        return t.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ":："))
    }

    private static let headingKinds: [String: SectionKind] = Dictionary(
        headings.flatMap { kind, names in names.map { ($0, kind) } }, uniquingKeysWith: { first, _ in first })
}

import Foundation
