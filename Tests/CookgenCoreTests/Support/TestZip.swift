import Foundation
@testable import CookgenSite

/// Writes zip files for tests, hostile ones included: any name (`../x`, `/etc/x`), a
/// symbolic-link entry, a declared size that lies, thousands of entries.
struct TestZip {
    struct Entry {
        var name: String
        var data: Data
        var deflate = true
        /// Unix mode for the external attributes (`0o120777` makes a link).
        var mode: UInt32 = 0o100644
        /// The uncompressed size written into the headers; the real size when nil.
        var declaredSize: Int?
    }

    var entries: [Entry] = []

    mutating func add(_ name: String, _ text: String, deflate: Bool = true) {
        entries.append(Entry(name: name, data: Data(text.utf8), deflate: deflate))
    }

    mutating func add(_ name: String, _ data: Data, deflate: Bool = true, mode: UInt32 = 0o100644, declaredSize: Int? = nil) {
        entries.append(Entry(name: name, data: data, deflate: deflate, mode: mode, declaredSize: declaredSize))
    }

    /// gzip bytes of `data`, as a `.paprikarecipe` holds them.
    static func gzip(_ data: Data) -> Data { Gzip.compress(data) }

    var data: Data {
        var out = Data()
        var directory = Data()
        for entry in entries {
            let gz = Gzip.compress(entry.data)
            let crc = gz.subdata(in: gz.count - 8..<gz.count - 4)
            let body = entry.deflate ? gz.subdata(in: 10..<gz.count - 8) : entry.data
            let size = UInt32(entry.declaredSize ?? entry.data.count)
            let name = Data(entry.name.utf8)
            let offset = UInt32(out.count)
            var local = Data()
            local += le32(0x0403_4B50) + le16(20) + le16(0x0800) + le16(entry.deflate ? 8 : 0) + le16(0) + le16(0x21)
            local += crc + le32(UInt32(body.count)) + le32(size) + le16(UInt16(name.count)) + le16(0)
            out += local + name + body
            var central = Data()
            central += le32(0x0201_4B50) + le16(0x031E) + le16(20) + le16(0x0800) + le16(entry.deflate ? 8 : 0) + le16(0) + le16(0x21)
            central += crc + le32(UInt32(body.count)) + le32(size) + le16(UInt16(name.count)) + le16(0) + le16(0)
            central += le16(0) + le16(0) + le32(entry.mode << 16) + le32(offset)
            directory += central + name
        }
        let start = UInt32(out.count)
        out += directory
        out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(min(entries.count, 0xFFFF))) + le16(UInt16(min(entries.count, 0xFFFF)))
        out += le32(UInt32(directory.count)) + le32(start) + le16(0)
        return out
    }

    private func le16(_ v: UInt16) -> Data { Data([UInt8(v & 0xFF), UInt8(v >> 8)]) }
    private func le32(_ v: UInt32) -> Data { Data([UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]) }
}
