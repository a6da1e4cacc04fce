import CookgenSupport

/// A memo's items kept between processes: a build of changes renders the list pages again, and
/// the cards of the recipes that did not change are the bytes the last build rendered.
///
/// Sections are named by their number in the program (``SectionNumbers``), view types by name and
/// the names looked up past an item by their keys' numbers, so the items only mean the same to a
/// library compiled from the same templates: the saved bytes carry the program's digest, and a
/// memo restores nothing from bytes saved with another. What an item looked up past itself is
/// checked again wherever it is reused, as within one process; whether the item itself (a view
/// with that key) is still the same view is for the caller to say (`except`).
extension TemplateMemo {
    static let savedHeader = Array("cookgen-memo 1\n".utf8)

    /// The items of views of `types` rendered with `library`, as bytes for `restore`, handed to
    /// `emit` a piece of about `piece` bytes at a time (a memo holds up to tens of megabytes).
    package func save(library: TemplateLibrary, types: [any TemplateObject.Type], piece: Int = 1 << 18,
                      _ emit: ([UInt8]) throws -> Void) rethrows {
        let sections = library.program.sections
        let names = Dictionary(types.map { (ObjectIdentifier($0), String(reflecting: $0)) }, uniquingKeysWith: { first, _ in first })
        let kept = lock.withLock { entries }.filter { key, _ in names[key.type] != nil && sections.numbers[key.content] != nil }
        var out = ByteWriter()
        out.write(raw: Self.savedHeader)
        out.write(sections.digest)
        out.write(UInt64(kept.count))
        // Items mostly look up the same few names past themselves with the same answers: each
        // distinct list of checks is written once, then named by its number.
        var lists: [[UInt8]: Int] = [:]
        // Lists met before, by the address of the array (entries share arrays; the memo holds them all).
        var known: [UInt: UInt64] = [:]
        for (key, variants) in kept {
            out.write(UInt64(sections.numbers[key.content]!))
            out.write(names[key.type]!)
            out.write(key.item)
            out.write(key.depth)
            out.write(UInt64(variants.count))
            for entry in variants {
                out.write(bytes: entry.bytes)
                let address = entry.checks.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
                if let reference = known[address] {
                    out.write(reference)
                    continue
                }
                var checks = ByteWriter()
                Self.write(entry.checks, to: &checks)
                if let number = lists[checks.bytes] {
                    known[address] = UInt64(number) + 1
                    out.write(UInt64(number) + 1)
                } else {
                    lists[checks.bytes] = lists.count
                    known[address] = UInt64(lists.count)
                    out.write(UInt64(0))
                    out.write(raw: checks.bytes)
                }
            }
            if out.bytes.count >= piece {
                try emit(out.bytes)
                out = ByteWriter()
            }
        }
        try emit(out.bytes)
    }

    /// Adds the items `bytes` (from `save`) hold for views of `types`, but for those whose key is
    /// in `except`, as rendered with `library`. False, and nothing added, when the bytes are not
    /// such or were saved with other templates.
    @discardableResult
    package func restore(_ bytes: [UInt8], library: TemplateLibrary, types: [any TemplateObject.Type], except: Set<String>) -> Bool {
        guard let saved = Self.decode(bytes, library: library, types: types) else { return false }
        install(saved, except: except)
        return true
    }

    /// Renderings `save` wrote, read back but not yet in a memo: a build of changes reads them on
    /// another thread while it works out which items changed, then installs them (`install`).
    package struct Saved: @unchecked Sendable {
        fileprivate var entries: [Key: [Entry]]
        fileprivate var size: Int
    }

    /// Puts `saved` into this memo, but for the items `except`.
    package func install(_ saved: Saved, except: Set<String>) {
        var restored = saved.entries
        // A few items out of thousands: found by a look at each key, removed in place.
        if !except.isEmpty {
            for key in restored.keys.filter({ except.contains($0.item) }) { restored[key] = nil }
        }
        lock.withLock {
            if entries.isEmpty { entries = restored } else { entries.merge(restored) { mine, _ in mine } }
            self.bytes += saved.size
        }
    }

    /// The renderings `save` wrote in `bytes`; nil when they are damaged or were made with other templates.
    package static func decode(_ bytes: [UInt8], library: TemplateLibrary, types: [any TemplateObject.Type]) -> Saved? {
        let program = library.program
        let types = Dictionary(types.map { (String(reflecting: $0), ObjectIdentifier($0)) }, uniquingKeysWith: { first, _ in first })
        var restored: [Key: [Entry]] = [:]
        var size = bytes.count
        do {
            guard bytes.starts(with: Self.savedHeader) else { return nil }
            var input = ByteReader(bytes, range: Self.savedHeader.count..<bytes.count)
            guard try input.uint64() == program.sections.digest else { return nil }
            // The items' bytes stay where they are in the saved bytes, all kept in one block (a
            // copy: the caller's array may be let go of or changed), counted whole.
            let block = Block(copying: bytes)
            let count = try input.count()
            restored.reserveCapacity(count)
            // Lists of checks by number, each read once: items that share a list share one array,
            // and the renderer checks a shared list once per page (see `TemplateRenderer.renderItem`).
            var lists: [[Check]] = []
            for _ in 0..<count {
                let section = try input.uint64()
                guard section < UInt64(program.sections.addresses.count) else { throw SavedMemoError.damaged }
                let type = try input.string()
                let item = try input.string()
                let depth = try input.int()
                var variants: [Entry] = []
                for _ in 0..<(try input.count()) {
                    let rendered = try input.byteRange()
                    let checks: [Check]
                    let number = try input.uint64()
                    if number == 0 {
                        checks = try Self.readChecks(&input, keys: program.slotTables.keys)
                        lists.append(checks)
                        size += 32 * checks.count
                    } else {
                        guard number <= UInt64(lists.count) else { throw SavedMemoError.damaged }
                        checks = lists[Int(number - 1)]
                    }
                    variants.append(Entry(block: block, offset: rendered.lowerBound, count: rendered.count, checks: checks))
                    size += variants.count == 1 ? itemCost : MemoryLayout<Entry>.stride
                }
                guard let id = types[type], !variants.isEmpty, variants.count <= Self.variants else { continue }
                restored[Key(content: program.sections.addresses[Int(section)], type: id, item: item, depth: depth)] = variants
            }
            guard input.isAtEnd else { return nil }
        } catch {
            return nil
        }
        return Saved(entries: restored, size: size)
    }

    private enum SavedMemoError: Error { case damaged }

    private static func write(_ checks: [Check], to out: inout ByteWriter) {
        out.write(UInt64(checks.count))
        for check in checks {
            switch check.path.scope {
            case .implicit: out.write(byte: 0)
            case .stack: out.write(byte: 1)
            case .top: out.write(byte: 2)
            }
            out.write(UInt64(check.path.keys.count))
            for key in check.path.keys { out.write(UInt64(key.id)) }
            switch check.value {
            case nil: out.write(byte: 0)
            case .null?: out.write(byte: 1)
            case .bool(let flag)?:
                out.write(byte: 2)
                out.write(flag)
            case .int(let number)?:
                out.write(byte: 3)
                out.write(number)
            case .double(let number)?:
                out.write(byte: 4)
                out.write(number)
            case .string(let text)?:
                out.write(byte: 5)
                out.write(text)
            case .utf8(let text)?:
                out.write(byte: 6)
                out.write(bytes: text)
            case .list?, .dictionary?, .object?:
                // Never kept (`isComparable`); written as a value no lookup gives, so the item is never reused.
                out.write(byte: 7)
            }
        }
    }

    private static func readChecks(_ input: inout ByteReader, keys: [String]) throws -> [Check] {
        var checks: [Check] = []
        for _ in 0..<(try input.count()) {
            let scope: TemplatePath.Scope
            switch try input.byte() {
            case 0: scope = .implicit
            case 1: scope = .stack
            case 2: scope = .top
            default: throw SavedMemoError.damaged
            }
            var path: [TemplateKey] = []
            for _ in 0..<(try input.count()) {
                let id = try input.uint64()
                guard id < UInt64(keys.count) else { throw SavedMemoError.damaged }
                path.append(TemplateKey(id: Int(id), name: keys[Int(id)]))
            }
            let value: TemplateValue?
            switch try input.byte() {
            case 0: value = nil
            case 1: value = .null
            case 2: value = .bool(try input.bool())
            case 3: value = .int(try input.int())
            case 4: value = .double(try input.double())
            case 5: value = .string(try input.string())
            case 6: value = .utf8(Array(input.buffer[try input.byteRange()]))
            case 7: value = .list([])
            default: throw SavedMemoError.damaged
            }
            checks.append(Check(path: TemplatePath(scope: scope, keys: path), value: value))
        }
        return checks
    }
}
