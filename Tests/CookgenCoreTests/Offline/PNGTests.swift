import Foundation
import Testing
@testable import CookgenSite
import CookgenTestSupport

/// The PNG writer and reader: pictures survive a round trip in both kinds the writer makes, the
/// reader takes the other colour types and bit depths, and hostile files are refused with a
/// reason, never a crash (random damage to a good file, forged headers, decompression bombs).
@Suite struct PNGTests {
    static func picture(_ width: Int, _ height: Int, colours: Int) -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let n = (x * 7 + y * 13) % colours
                pixels += [UInt8(n * 37 % 256), UInt8(n * 91 % 256), UInt8(255 - n % 256), UInt8(n % 3 == 0 ? 255 : 128)]
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    @Test func rgbaRoundTrip() throws {
        let image = Self.picture(37, 23, colours: 1000)
        let png = PNGWriter.rgba(image)
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(try PNGReader.decode(png) == image)
    }

    @Test func paletteRoundTripAndRefusal() throws {
        let image = Self.picture(64, 40, colours: 20)
        let png = try #require(PNGWriter.indexed(image))
        #expect(png[png.startIndex + 25] == 3, "colour type 3: a palette")
        #expect(png.count < PNGWriter.rgba(image).count)
        #expect(try PNGReader.decode(png) == image)
        #expect(PNGWriter.indexed(Self.picture(40, 40, colours: 300)) == nil, "more than 256 colours needs RGBA")
    }

    /// A PNG assembled by hand: grey 1-bit, grey+alpha 16-bit, RGB 8-bit, palette 2-bit with tRNS.
    static func handMade(width: Int, height: Int, depth: UInt8, type: UInt8, rows: [[UInt8]], extra: [Data] = []) -> Data {
        var raw: [UInt8] = []
        for row in rows { raw += [0] + row }
        let compressed = PNGWriter.zlibCompress(raw)
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let header: [UInt8] = be(width) + be(height) + [depth, type, 0, 0, 0]
        data += PNGWriter.chunk("IHDR", header)
        for e in extra { data += e }
        data += PNGWriter.chunk("IDAT", compressed)
        data += PNGWriter.chunk("IEND", [])
        return data
    }

    static func be(_ n: Int) -> [UInt8] { [UInt8(n >> 24 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] }

    @Test func otherColourTypesAndDepths() throws {
        let grey1 = try PNGReader.decode(Self.handMade(width: 3, height: 1, depth: 1, type: 0, rows: [[0b1010_0000]]))
        #expect(grey1.pixels == [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255])
        let greyAlpha16 = try PNGReader.decode(Self.handMade(width: 1, height: 1, depth: 16, type: 4, rows: [[0x80, 0x01, 0x40, 0x02]]))
        #expect(greyAlpha16.pixels == [0x80, 0x80, 0x80, 0x40])
        let rgb = try PNGReader.decode(Self.handMade(width: 2, height: 1, depth: 8, type: 2, rows: [[1, 2, 3, 4, 5, 6]]))
        #expect(rgb.pixels == [1, 2, 3, 255, 4, 5, 6, 255])
        let palette = PNGWriter.chunk("PLTE", [10, 20, 30, 40, 50, 60]), alpha = PNGWriter.chunk("tRNS", [0])
        let indexed = try PNGReader.decode(Self.handMade(width: 2, height: 1, depth: 2, type: 3, rows: [[0b0001_0000]], extra: [palette, alpha]))
        #expect(indexed.pixels == [10, 20, 30, 0, 40, 50, 60, 255])
        #expect(throws: PNGReader.Failure.self) {
            try PNGReader.decode(Self.handMade(width: 1, height: 1, depth: 8, type: 3, rows: [[5]], extra: [palette]))
        }
    }

    @Test func hostileFilesAreRefusedWithAReason() throws {
        let good = PNGWriter.rgba(Self.picture(8, 8, colours: 5))
        let cases: [(Data, String)] = [
            (Data("GIF89a".utf8), "not a PNG"),
            (good.prefix(30), "end of the file"),
            (Self.flipping(good, at: 40), "checksum"),
            (Self.handMade(width: 100_000, height: 1, depth: 8, type: 6, rows: []), "at most 4096"),
            (Self.handMade(width: 1, height: 1, depth: 8, type: 6, rows: [], extra: []), "damaged or cut short"),
            (Self.handMade(width: 1, height: 1, depth: 8, type: 6, rows: [[9, 9, 9, 9]]).replacingIHDR(interlace: 1), "interlaced"),
            (Self.handMade(width: 1, height: 1, depth: 3, type: 2, rows: [[1]]), "unknown colour type"),
        ]
        for (data, reason) in cases {
            do {
                _ = try PNGReader.decode(data)
                Issue.record("decoded a file that is \(reason)")
            } catch let failure as PNGReader.Failure {
                #expect(failure.description.contains(reason), "\(failure.description) should say \(reason)")
            }
        }
        // A bomb: a 4096×4096 header over data that inflates to far more than it promises.
        let bomb = Self.handMade(width: 16, height: 16, depth: 8, type: 6, rows: Array(repeating: [UInt8](repeating: 0, count: 4096 * 4), count: 64))
        #expect(throws: PNGReader.Failure.self) { try PNGReader.decode(bomb) }
    }

    /// Random damage to a good file: every result is a picture or a Failure, never a crash or a hang.
    @Test func randomDamageNeverCrashes() {
        var random = SplitMix64(seed: 18)
        let good = [UInt8](PNGWriter.rgba(Self.picture(12, 9, colours: 40)))
        for _ in 0..<400 {
            var bytes = good
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int(random.next() % 16)))
                default: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: at)
                }
                if bytes.isEmpty { bytes = [0] }
            }
            if let image = try? PNGReader.decode(Data(bytes)) {
                #expect(image.pixels.count == image.width * image.height * 4)
            }
        }
    }

    static func flipping(_ data: Data, at offset: Int) -> Data {
        var copy = data
        copy[copy.startIndex + offset] ^= 0xFF
        return copy
    }
}

private extension Data {
    /// The same file with IHDR's interlace byte changed (and its CRC made right again).
    func replacingIHDR(interlace: UInt8) -> Data {
        var bytes = [UInt8](self)
        bytes[28] = interlace
        let crc = PNGWriter.crc(Array(bytes[12..<29]))
        bytes.replaceSubrange(29..<33, with: PNGTests.be(Int(crc)))
        return Data(bytes)
    }
}
