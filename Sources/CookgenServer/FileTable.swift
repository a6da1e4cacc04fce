/// The files of a build by output path, cheap to copy with a few changes: a large shared table
/// of the last full render, and a small layer of what rebuilds changed since. Publishing a
/// snapshot after one recipe changed copies the layer, not the tens of thousands of files of a
/// large site.
struct FileTable: Sendable {
    private var base: [String: SiteSnapshot.File]
    /// Changed files; nil for a file that is gone.
    private var layer: [String: SiteSnapshot.File?] = [:]

    /// The layer is folded into the base when it grows past this many files.
    static let layerLimit = 4096

    init(_ files: [String: SiteSnapshot.File] = [:]) { base = files }

    /// A file, or nil.
    subscript(path: String) -> SiteSnapshot.File? {
        get {
            if let changed = layer[path] { return changed }
            return base[path]
        }
        set { layer[path] = .some(newValue) }
    }

    /// Sets a file; returns the one it replaces.
    @discardableResult
    mutating func update(_ file: SiteSnapshot.File, at path: String) -> SiteSnapshot.File? {
        defer { layer[path] = .some(file) }
        return self[path]
    }

    /// Removes a file; returns it.
    @discardableResult
    mutating func remove(_ path: String) -> SiteSnapshot.File? {
        defer { layer[path] = .some(nil) }
        return self[path]
    }

    /// Every path, in no order.
    var paths: [String] {
        var all = Set(base.keys)
        for (path, file) in layer { if file == nil { all.remove(path) } else { all.insert(path) } }
        return Array(all)
    }

    /// How many files.
    var count: Int { paths.count }

    /// Folds a large layer into the base (a copy of the whole table: do it off the quick path).
    mutating func compact() {
        guard layer.count > Self.layerLimit else { return }
        for (path, file) in layer { base[path] = file }
        layer = [:]
    }
}
