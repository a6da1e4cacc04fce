import Foundation

package extension String {
    /// Every occurrence of `target` replaced, left to right, as Foundation's
    /// `replacingOccurrences(of:with:)` does; done on bytes when text and target are ASCII (where
    /// the two agree), which spares UI strings filled in for every recipe (`{n} min`) a trip
    /// through NSString.
    func replacingText(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, isAllASCII, target.isAllASCII else { return replacingOccurrences(of: target, with: replacement) }
        let bytes = Array(utf8), pin = Array(target.utf8)
        guard var found = ByteSearch.firstRange(of: pin, in: bytes) else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + replacement.utf8.count)
        var start = 0
        while true {
            out.append(contentsOf: bytes[start..<found.lowerBound])
            out.append(contentsOf: replacement.utf8)
            start = found.upperBound
            guard let next = ByteSearch.firstRange(of: pin, in: Array(bytes[start...])) else { break }
            found = (start + next.lowerBound)..<(start + next.upperBound)
        }
        out.append(contentsOf: bytes[start...])
        return String(decoding: out, as: UTF8.self)
    }
}
