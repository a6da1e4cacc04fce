/// A library's compiled templates: immutable once built, shared by every renderer.
final class TemplateProgram: Sendable {
    /// Compiled templates by partial number; nil where a partial is named but missing.
    let templates: [[TemplateNode]?]
    /// Template name → partial number.
    let numbers: [String: Int]
    /// Slot tables of the view types met so far.
    let slotTables: SlotTables
    /// What names the program's sections across processes (see `TemplateMemo.save`).
    let sections: SectionNumbers

    init(templates: [[TemplateNode]?], numbers: [String: Int], keys: [String]) {
        self.templates = templates
        self.numbers = numbers
        self.slotTables = SlotTables(keys: keys)
        sections = SectionNumbers(templates: templates, keys: keys)
    }
}

/// Each non-empty section content of a program (which the renderer knows by the address of its
/// nodes, fixed while the program lives) numbered in the order the templates hold it, and a
/// digest of everything compiled: a program compiled from the same templates in another process
/// numbers its sections alike and has the same digest, so what a memo kept there can be found here.
struct SectionNumbers: Sendable {
    /// Address of a section's nodes → its number.
    let numbers: [UInt: Int]
    /// Number → address.
    let addresses: [UInt]
    /// FNV-1a of the compiled nodes (texts, names by key number, partial and block numbers) and the keys.
    let digest: UInt64

    init(templates: [[TemplateNode]?], keys: [String]) {
        var walk = Walk()
        for (number, nodes) in templates.enumerated() {
            walk.mix(UInt64(number))
            if let nodes { walk.nodes(nodes) } else { walk.mix(0xFD) }
        }
        for key in keys { walk.mix(key) }
        numbers = walk.numbers
        addresses = walk.addresses
        digest = walk.hash
    }

    /// The address of `nodes`, as the renderer knows a section by.
    static func address(of nodes: [TemplateNode]) -> UInt {
        nodes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    private struct Walk {
        var numbers: [UInt: Int] = [:]
        var addresses: [UInt] = []
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func mix(_ value: UInt64) {
            hash = (hash ^ value) &* 0x0000_0100_0000_01b3
        }

        mutating func mix(_ text: String) {
            for byte in text.utf8 { mix(UInt64(byte)) }
            mix(0xFF)
        }

        mutating func mix(_ path: TemplatePath) {
            switch path.scope {
            case .implicit: mix(0)
            case .stack: mix(1)
            case .top: mix(2)
            }
            for key in path.keys { mix(UInt64(key.id)) }
            mix(0xFE)
        }

        mutating func nodes(_ nodes: [TemplateNode]) {
            mix(UInt64(nodes.count))
            for node in nodes {
                switch node {
                case .text(let text):
                    mix(1)
                    mix(text)
                case .variable(let path, let escaped):
                    mix(escaped ? 2 : 3)
                    mix(path)
                case .section(let path, let content), .inverted(let path, let content):
                    if case .section = node { mix(4) } else { mix(5) }
                    mix(path)
                    if !content.isEmpty {
                        let address = SectionNumbers.address(of: content)
                        if numbers[address] == nil {
                            numbers[address] = addresses.count
                            addresses.append(address)
                        }
                    }
                    self.nodes(content)
                case .partial(let number, let indentation):
                    mix(6)
                    mix(UInt64(number))
                    mix(indentation)
                case .parent(let parent):
                    mix(7)
                    mix(UInt64(parent.partial))
                    mix(parent.indentation)
                    for (block, content) in parent.overrides.sorted(by: { $0.key < $1.key }) {
                        mix(UInt64(block))
                        self.nodes(content)
                    }
                case .block(let block):
                    mix(8)
                    mix(UInt64(block.block))
                    mix(block.whitespace)
                    mix(block.intrinsicIndentation ?? "\u{0}")
                    self.nodes(block.defaultContent)
                }
            }
        }
    }
}
