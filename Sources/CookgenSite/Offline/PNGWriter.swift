import CSystemZlib
import Foundation

/// Writes PNG files (RFC 2083): true colour with alpha, or a palette of at most 256 colours.
///
/// Our own few lines over zlib rather than a dependency: the build only writes its app icons,
/// and zlib (already linked for `--compress`) does the compressing and the CRC-32.
package enum PNGWriter {
    /// An RGBA picture as a PNG; each row filtered the way that compresses it best.
    package static func rgba(_ image: RasterImage) -> Data {
        let stride = image.width * 4
        var raw: [UInt8] = []
        raw.reserveCapacity((stride + 1) * image.height)
        var previous = [UInt8](repeating: 0, count: stride)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let row = Array(pixels[(y * stride)..<((y + 1) * stride)])
                raw += bestFiltered(row, previous: previous)
                previous = row
            }
        }
        return file(width: image.width, height: image.height, colourType: 6, extra: [], raw: raw)
    }

    /// A picture of at most 256 distinct RGBA colours as an 8-bit palette PNG (a quarter of the
    /// bytes of RGBA); nil when it has more colours. With `runs`, compressed as runs of one byte
    /// (see `zlibCompress`): for a drawn picture, mostly runs of one colour.
    package static func indexed(_ image: RasterImage, runs: Bool = false) -> Data? {
        var palette: [UInt32: UInt8] = [:]
        var colours: [UInt32] = []
        var raw = [UInt8](repeating: 0, count: (image.width + 1) * image.height)
        let p = image.pixels
        // Runs of one colour are the rule in an icon: the last colour's entry is kept at hand.
        var last: (colour: UInt32, entry: UInt8)?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let at = (y * image.width + x) * 4
                let colour = UInt32(p[at]) << 24 | UInt32(p[at + 1]) << 16 | UInt32(p[at + 2]) << 8 | UInt32(p[at + 3])
                let entry: UInt8
                if let last, last.colour == colour {
                    entry = last.entry
                } else if let known = palette[colour] {
                    entry = known
                } else {
                    guard colours.count < 256 else { return nil }
                    entry = UInt8(colours.count)
                    palette[colour] = entry
                    colours.append(colour)
                }
                last = (colour, entry)
                raw[y * (image.width + 1) + 1 + x] = entry
            }
        }
        let plte = colours.flatMap { [UInt8($0 >> 24), UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF)] }
        var extra = [chunk("PLTE", plte)]
        let alphas = colours.map { UInt8($0 & 0xFF) }
        if let last = alphas.lastIndex(where: { $0 != 255 }) { extra.append(chunk("tRNS", Array(alphas[...last]))) }
        return file(width: image.width, height: image.height, colourType: 3, extra: extra, raw: raw, runs: runs)
    }

    private static func file(width: Int, height: Int, colourType: UInt8, extra: [Data], raw: [UInt8], runs: Bool = false) -> Data {
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Width, height, bit depth 8, colour type, deflate, adaptive filtering, no interlace.
        out += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colourType, 0, 0, 0])
        for part in extra { out += part }
        out += chunk("IDAT", zlibCompress(raw, runs: runs))
        out += chunk("IEND", [])
        return out
    }

    /// One chunk: length, type, data, CRC-32 of type and data.
    package static func chunk(_ type: String, _ data: [UInt8]) -> Data {
        let body = Array(type.utf8) + data
        return Data(bigEndian(UInt32(data.count)) + body + bigEndian(crc(body)))
    }

    package static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// `raw` as a zlib stream at the best compression; with `runs`, as runs of one byte only
    /// (zlib's `Z_RLE`): for the drawn app icons, a tenth bigger than with the default search, in
    /// a twentieth of its time. A picture without long runs needs the default search.
    package static func zlibCompress(_ raw: [UInt8], runs: Bool = false) -> [UInt8] {
        // windowBits 15 and memLevel 8: zlib's own defaults, as `compress2` uses them.
        guard let compressed = Gzip.deflated(raw, windowBits: 15, memLevel: 8, strategy: runs ? Z_RLE : Z_DEFAULT_STRATEGY) else {
            preconditionFailure("zlib could not compress an icon")
        }
        return compressed
    }

    /// The filter type byte and the filtered row: of None, Sub, Up, Average and Paeth, the one with
    /// the smallest sum of bytes read as signed (the heuristic the PNG specification suggests).
    private static func bestFiltered(_ row: [UInt8], previous: [UInt8]) -> [UInt8] {
        var best: [UInt8] = []
        var bestScore = Int.max
        for type in 0...4 {
            var out = [UInt8](repeating: UInt8(type), count: row.count + 1)
            var score = 0
            for i in 0..<row.count {
                let a = i >= 4 ? Int(row[i - 4]) : 0, b = Int(previous[i]), c = i >= 4 ? Int(previous[i - 4]) : 0
                let predicted = [0, a, b, (a + b) / 2, paeth(a, b, c)][type]
                let value = UInt8(truncatingIfNeeded: Int(row[i]) - predicted)
                out[i + 1] = value
                score += value < 128 ? Int(value) : 256 - Int(value)
            }
            if score < bestScore { bestScore = score; best = out }
        }
        return best
    }

    package static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }
}
