import Foundation

/// Pieces of `/`-separated paths, as plain text (no file system access). Read on the path's
/// bytes: `/` and `.` are ASCII, so every piece is whole UTF-8.
package enum PathText {
    /// The last component without its extension: `Content/recipes/Pizza Dough.md` → `Pizza Dough`.
    /// Read on the bytes themselves (`lastComponents` steps through `String.UTF8View` indices, a
    /// few thousand instructions a path: the index asks it for every recipe's file name).
    package static func stem(of path: String) -> String {
        var path = path
        let slash = UInt8(ascii: "/")
        return path.withUTF8 { bytes -> String? in
            var end = bytes.count
            while end > 0, bytes[end - 1] == slash { end -= 1 }
            guard end > 0 else { return nil }
            var start = end
            while start > 0, bytes[start - 1] != slash { start -= 1 }
            var stop = end
            for i in stride(from: end - 1, through: start, by: -1) where bytes[i] == UInt8(ascii: ".") {
                stop = i
                break
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
        } ?? path
    }

    /// The last `count` non-empty components, in order (`a//b/c/` → `b`, `c` for two); fewer when
    /// the path has fewer.
    package static func lastComponents(of path: String, count: Int) -> [Substring.UTF8View] {
        let bytes = path.utf8[...]
        var found: [Substring.UTF8View] = []
        var end = bytes.endIndex
        while found.count < count {
            while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") { end = bytes.index(before: end) }
            guard end > bytes.startIndex else { break }
            var start = end
            while start > bytes.startIndex, bytes[bytes.index(before: start)] != UInt8(ascii: "/") { start = bytes.index(before: start) }
            found.insert(Substring(bytes[start..<end]).utf8, at: 0)
            end = start
        }
        return found
    }

    /// `NSString.pathExtension` of a file name: what follows its last dot, unless that dot begins
    /// the name. Worked out on the bytes of a printable ASCII name (every name a cookbook has,
    /// checked against `NSString` in the tests); any other name is asked of `NSString`.
    package static func fileExtension(of name: String) -> String {
        let bytes = name.utf8
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7f && $0 != UInt8(ascii: "/") }) else { return (name as NSString).pathExtension }
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > bytes.startIndex else { return "" }
        return String(name[bytes.index(after: dot)...])
    }
}
