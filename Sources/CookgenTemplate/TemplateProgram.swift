/// A library's compiled templates: immutable once built, shared by every renderer.
final class TemplateProgram: Sendable {
    /// Compiled templates by partial number; nil where a partial is named but missing.
    let templates: [[TemplateNode]?]
    /// Template name → partial number.
    let numbers: [String: Int]
    /// Slot tables of the view types met so far.
    let slotTables: SlotTables

    init(templates: [[TemplateNode]?], numbers: [String: Int], keys: [String]) {
        self.templates = templates
        self.numbers = numbers
        self.slotTables = SlotTables(keys: keys)
    }
}
