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
            guard !stack.isEmpty else { return nil }
            if path.keys.count == 1 { return Self.child(path.keys[0], of: stack[stack.count - 1].value, table: stack[stack.count - 1].table) }
            guard let value = first(path.keys[0], at: stack.count - 1) else { return nil }
            return rest(of: path.keys, from: value)
        case .stack:
            let key = path.keys[0]
            var index = stack.count - 1
            if path.keys.count == 1 {
                while index >= 0 {
                    if let value = Self.child(key, of: stack[index].value, table: stack[index].table) {
                        if let base = memoBase, index < base { note(path, value) }
                        return value
                    }
                    index -= 1
                }
                if memoBase != nil { note(path, nil) }
                return nil
            }
            while index >= 0 {
                if let value = first(key, at: index) {
                    let found = rest(of: path.keys, from: value)
                    if let base = memoBase, index < base { note(path, found) }
                    return found
                }
                index -= 1
            }
            if memoBase != nil { note(path, nil) }
            return nil
        }
    }

    /// Notes a name the item being recorded for the memo looked up past itself, and what it gave.
    private mutating func note(_ path: TemplatePath, _ value: TemplateValue?) {
        guard !memoFailed else { return }
        guard TemplateMemo.isComparable(value) else {
            memoFailed = true
            return
        }
        if memoChecks.contains(where: { $0.path.isSame(as: path) }) { return }
        memoChecks.append(TemplateMemo.Check(path: path, value: value))
    }

    /// What the context at `index` answers for the first key of a dotted name; a view it
    /// answers is kept with the context for the next name that starts with the same key.
    private mutating func first(_ key: TemplateKey, at index: Int) -> TemplateValue? {
        if let known = stack[index].views[key.id] { return known }
        guard let value = Self.child(key, of: stack[index].value, table: stack[index].table) else { return nil }
        if case .object = value { stack[index].views[key.id] = value }
        return value
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
