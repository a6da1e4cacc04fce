extension TemplateRenderer {
    /// The value a name stands for, or nil when nothing answers it.
    ///
    /// The first key is looked up from the top of the stack down (`.a`: the top only);
    /// a context answering `.null` does not count. Further keys are looked up in the
    /// value found only, so `a.b` never falls back to another context's `b`.
    mutating func resolve(_ path: TemplatePath) -> TemplateValue? {
        switch path.scope {
        case .implicit:
            return stack.last?.value
        case .top:
            guard let top = stack.last, let value = Self.child(path.keys[0], of: top.value, table: top.table) else {
                return nil
            }
            return rest(of: path.keys, from: value)
        case .stack:
            let key = path.keys[0]
            var index = stack.count - 1
            while index >= 0 {
                if let value = Self.child(key, of: stack[index].value, table: stack[index].table) {
                    return path.keys.count == 1 ? value : rest(of: path.keys, from: value)
                }
                index -= 1
            }
            return nil
        }
    }

    /// Follows keys after the first.
    private mutating func rest(of keys: [TemplateKey], from first: TemplateValue) -> TemplateValue? {
        var value = first
        for key in keys.dropFirst() {
            let table: [Int32]
            if case .object(let view) = value { table = self.table(for: view) } else { table = [] }
            guard let next = Self.child(key, of: value, table: table) else { return nil }
            value = next
        }
        return value
    }

    /// What `value` answers for `key`: a view by slot, a dictionary by name; nil for `.null`.
    @inline(__always)
    static func child(_ key: TemplateKey, of value: TemplateValue, table: [Int32]) -> TemplateValue? {
        switch value {
        case .object(let view):
            let slot = table[key.id]
            guard slot >= 0 else { return nil }
            let found = view.value(at: Int(slot))
            if case .null = found { return nil }
            return found
        case .dictionary(let entries):
            guard let found = entries[key.name] else { return nil }
            if case .null = found { return nil }
            return found
        default:
            return nil
        }
    }
}
