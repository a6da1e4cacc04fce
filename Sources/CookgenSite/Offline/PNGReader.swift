import CSystemZlib
import Foundation

/// Reads a PNG a person names as the site's icon into RGBA.
///
/// Outside input: every length is checked before it is used, the CRC of every chunk is checked,
/// the picture may be at most 4096 pixels a side, and inflating stops at the size the header
/// promises, so no file makes it read out of bounds, loop or fill the memory.
package enum PNGReader {
    /// What is wrong with a file, said so a person can fix it.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package var description: String
        init(_ description: String) { self.description = description }
    }

    /// The largest side accepted.
    package static let maxSide = 4096

    /// The picture in `data`.
    package static func decode(_ data: Data) throws -> RasterImage {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Failure("it is not a PNG file")
        }
        var header: Header?
        var palette: [UInt8] = [], alphas: [UInt8] = []
        var compressed: [UInt8] = []
        var at = 8
        chunks: while true {
            guard at + 12 <= bytes.count else { throw Failure("the file ends early") }
            let length = Int(readUInt32(bytes, at))
            guard length <= bytes.count - at - 12 else { throw Failure("a chunk runs past the end of the file") }
            let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
            let body = Array(bytes[(at + 8)..<(at + 8 + length)])
            guard PNGWriter.crc(Array(bytes[(at + 4)..<(at + 8 + length)])) == readUInt32(bytes, at + 8 + length) else {
                throw Failure("the \(type) chunk is damaged (wrong checksum)")
            }
            at += 12 + length
            switch type {
            case "IHDR": header = try Header(body)
            case "PLTE": palette = body
            case "tRNS": alphas = body
            case "IDAT": compressed += body
            case "IEND": break chunks
            default: continue
            }
        }
        guard let header else { throw Failure("it has no header (IHDR)") }
        let raw = try inflate(compressed, expected: header.rawSize)
        let rows = try unfilter(raw, header: header)
        return try header.rgba(rows, palette: palette, alphas: alphas)
    }

    struct Header {
        var width: Int, height: Int, depth: Int, colourType: Int
        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType] ?? 0 }
        var bitsPerPixel: Int { channels * depth }
        var rowBytes: Int { (width * bitsPerPixel + 7) / 8 }
        var rawSize: Int { (rowBytes + 1) * height }

        init(_ body: [UInt8]) throws {
            guard body.count == 13 else { throw Failure("its header (IHDR) has the wrong length") }
            width = Int(readUInt32(body, 0))
            height = Int(readUInt32(body, 4))
            depth = Int(body[8])
            colourType = Int(body[9])
            guard width > 0, height > 0, width <= maxSide, height <= maxSide else {
                throw Failure("it is \(width)×\(height) pixels; an icon may be at most \(maxSide) a side")
            }
            let depths = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
            guard depths[colourType]?.contains(depth) == true else {
                throw Failure("it has an unknown colour type \(colourType) at \(depth) bits")
            }
            guard body[10] == 0, body[11] == 0 else { throw Failure("it uses an unknown compression or filter method") }
            guard body[12] == 0 else { throw Failure("it is interlaced; save it again without interlacing") }
        }

        /// One sample of a row as 0…255.
        func sample(_ row: ArraySlice<UInt8>, _ index: Int) -> Int {
            let base = row.startIndex
            switch depth {
            case 16: return Int(row[base + index * 2])
            case 8: return Int(row[base + index])
            default:
                let bit = index * depth, byte = Int(row[base + bit / 8])
                return (byte >> (8 - depth - bit % 8)) & ((1 << depth) - 1)
            }
        }

        func rgba(_ rows: [UInt8], palette: [UInt8], alphas: [UInt8]) throws -> RasterImage {
            if colourType == 3, palette.isEmpty || palette.count % 3 != 0 { throw Failure("its palette (PLTE) is missing or damaged") }
            let scale = depth < 8 && colourType == 0 ? 255 / ((1 << depth) - 1) : 1
            var out = [UInt8](repeating: 255, count: width * height * 4)
            for y in 0..<height {
                let row = rows[(y * rowBytes)..<((y + 1) * rowBytes)]
                for x in 0..<width {
                    let o = (y * width + x) * 4, s = x * channels
                    switch colourType {
                    case 0, 4:
                        let grey = UInt8(sample(row, s) * scale)
                        out[o] = grey; out[o + 1] = grey; out[o + 2] = grey
                        if colourType == 4 { out[o + 3] = UInt8(sample(row, s + 1)) }
                    case 3:
                        let index = sample(row, s)
                        guard index * 3 + 2 < palette.count else { throw Failure("a pixel names a colour the palette does not have") }
                        out[o] = palette[index * 3]; out[o + 1] = palette[index * 3 + 1]; out[o + 2] = palette[index * 3 + 2]
                        if index < alphas.count { out[o + 3] = alphas[index] }
                    default:
                        for c in 0..<3 { out[o + c] = UInt8(sample(row, s + c)) }
                        if colourType == 6 { out[o + 3] = UInt8(sample(row, s + 3)) }
                    }
                }
            }
            return RasterImage(width: width, height: height, pixels: out)
        }
    }

    private static func readUInt32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    /// zlib inflate of the joined IDAT chunks, stopping at `expected` bytes.
    private static func inflate(_ input: [UInt8], expected: Int) throws -> [UInt8] {
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw Failure("zlib failed") }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: expected)
        var input = input
        let (status, produced) = input.withUnsafeMutableBufferPointer { i in
            output.withUnsafeMutableBufferPointer { o -> (Int32, Int) in
                stream.next_in = i.baseAddress
                stream.avail_in = uInt(i.count)
                stream.next_out = o.baseAddress
                stream.avail_out = uInt(o.count)
                let status = CSystemZlib.inflate(&stream, Z_FINISH)
                return (status, o.count - Int(stream.avail_out))
            }
        }
        // The stream must end exactly where the header says the picture does: more is damage (or a bomb).
        guard status == Z_STREAM_END, produced == expected else {
            throw Failure("its picture data is damaged or cut short")
        }
        return output
    }

    /// Undoes the per-row filters; the result has no filter bytes.
    private static func unfilter(_ raw: [UInt8], header: Header) throws -> [UInt8] {
        let stride = header.rowBytes, step = max(1, header.bitsPerPixel / 8)
        var out = [UInt8](repeating: 0, count: stride * header.height)
        for y in 0..<header.height {
            let type = raw[y * (stride + 1)], from = y * (stride + 1) + 1, to = y * stride
            guard type <= 4 else { throw Failure("a row has an unknown filter type \(type)") }
            for i in 0..<stride {
                let a = i >= step ? Int(out[to + i - step]) : 0
                let b = y > 0 ? Int(out[to - stride + i]) : 0
                let c = y > 0 && i >= step ? Int(out[to - stride + i - step]) : 0
                let predicted: Int
                switch type {
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4: predicted = PNGWriter.paeth(a, b, c)
                default: predicted = 0
                }
                out[to + i] = UInt8(truncatingIfNeeded: Int(raw[from + i]) + predicted)
            }
        }
        return out
    }
}
