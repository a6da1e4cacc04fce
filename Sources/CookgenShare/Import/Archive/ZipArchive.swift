import Foundation

/// A zip file read from its central directory (PKWARE APPNOTE 6.3: stored and deflated
/// entries, ZIP64 sizes). Entries are read on demand, each through the inflater's limits;
/// names are only ever used to find entries, never as paths to write.
package struct ZipArchive {
    /// One entry as the central directory describes it.
    package struct Entry: Sendable {
        /// The name as stored, `/`-separated.
        package var path: String
        /// Whether the name ends in `/`.
        package var isDirectory: Bool
        /// A symbolic link (Unix mode in the external attributes): never read.
        package var isLink: Bool
        /// Encrypted entries are not read.
        package var isEncrypted: Bool
        package var method: UInt16
        package var compressedSize: Int
        /// As declared; the inflater does not trust it.
        package var size: Int
        package var localHeader: Int
    }

    package let data: Data
    package let entries: [Entry]

    /// Whether bytes start like a zip file (a local header, or an empty archive's end record).
    package static func isZip(_ data: Data) -> Bool {
        data.count >= 4 && data.prefix(4).elementsEqual([0x50, 0x4B, 0x03, 0x04] as [UInt8])
            || data.count == 22 && data.prefix(4).elementsEqual([0x50, 0x4B, 0x05, 0x06] as [UInt8])
    }

    /// Reads the directory; refuses archives that are not zip files, have more entries than
    /// allowed, or declare more expanded bytes than the whole import may have.
    package init(_ data: Data, name: String, limits: ImportLimits) throws(ArchiveRefusal) {
        self.data = data
        let reader = ByteReader(data)
        guard let end = Self.endRecord(reader) else {
            throw ArchiveRefusal("'\(name)' is not a zip archive or its end is cut off; export it again")
        }
        var count = reader.u16(end + 10).map(Int.init) ?? 0
        var directorySize = reader.u32(end + 12).map(Int.init) ?? 0
        var directory = reader.u32(end + 16).map(Int.init) ?? 0
        if count == 0xFFFF || directory == 0xFFFF_FFFF || directorySize == 0xFFFF_FFFF,
           reader.u32(end - 20) == 0x0706_4B50, let at = reader.u64(end - 12), reader.u32(at) == 0x0606_4B50 {
            count = reader.u64(at + 32) ?? 0
            directorySize = reader.u64(at + 40) ?? 0
            directory = reader.u64(at + 48) ?? 0
        }
        guard count <= limits.entries else {
            throw ArchiveRefusal("'\(name)' has \(count) entries; at most \(limits.entries) are read (split the export)")
        }
        guard directory >= 0, directorySize >= 0, directory + directorySize <= data.count else {
            throw ArchiveRefusal("'\(name)' has a broken central directory; export it again")
        }
        var entries: [Entry] = []
        var at = directory
        var declared = 0
        while entries.count < count {
            guard let entry = Self.entry(reader, at: &at) else {
                throw ArchiveRefusal("'\(name)' has a broken central directory entry (number \(entries.count + 1)); export it again")
            }
            declared += entry.isLink || entry.isDirectory ? 0 : min(entry.size, limits.entryBytes + 1)
            entries.append(entry)
        }
        guard declared <= limits.totalBytes else {
            throw ArchiveRefusal("'\(name)' says it expands to \(declared / 1024 / 1024) MB, more than the \(limits.totalBytes / 1024 / 1024) MB allowed; it is refused as a zip bomb")
        }
        self.entries = entries
    }

    /// The entry's expanded bytes, at most `cap` of them.
    package func contents(of entry: Entry, cap: Int, limits: ImportLimits, name: String) throws -> Data {
        let reader = ByteReader(data)
        guard !entry.isEncrypted else { throw EntryProblem("it is encrypted") }
        guard entry.size <= cap else { throw EntryProblem("it is \(entry.size / 1024 / 1024) MB; at most \(cap / 1024 / 1024) MB is read") }
        guard reader.u32(entry.localHeader) == 0x0403_4B50, let nameLength = reader.u16(entry.localHeader + 26),
              let extraLength = reader.u16(entry.localHeader + 28) else { throw EntryProblem("its local header is broken") }
        let start = entry.localHeader + 30 + Int(nameLength) + Int(extraLength)
        guard entry.compressedSize >= 0, start + entry.compressedSize <= data.count else { throw EntryProblem("it is cut off") }
        let body = data.subdata(in: data.startIndex + start..<data.startIndex + start + entry.compressedSize)
        switch entry.method {
        case 0:
            return body
        case 8:
            return try Inflater.inflate(body, .raw, cap: min(cap, max(entry.size, 0)), limits: limits, name: name)
        default:
            throw EntryProblem("it is compressed with method \(entry.method), which cookgen does not read (export again with deflate)")
        }
    }

    private static func endRecord(_ reader: ByteReader) -> Int? {
        let last = reader.count - 22
        guard last >= 0 else { return nil }
        var at = last
        while at >= max(0, last - 65_535) {
            if reader.u32(at) == 0x0605_4B50 { return at }
            at -= 1
        }
        return nil
    }

    private static func entry(_ reader: ByteReader, at: inout Int) -> Entry? {
        guard reader.u32(at) == 0x0201_4B50, let madeBy = reader.u16(at + 4), let flags = reader.u16(at + 8),
              let method = reader.u16(at + 10), var compressed = reader.u32(at + 20).map(Int.init),
              var size = reader.u32(at + 24).map(Int.init), let nameLength = reader.u16(at + 28).map(Int.init),
              let extraLength = reader.u16(at + 30).map(Int.init), let commentLength = reader.u16(at + 32).map(Int.init),
              let external = reader.u32(at + 38), var local = reader.u32(at + 42).map(Int.init),
              let nameBytes = reader.bytes(at + 46, nameLength) else { return nil }
        // ZIP64: the real sizes and offset follow in the extra field, in this order, for the fields that overflowed.
        var extra = at + 46 + nameLength
        let extraEnd = extra + extraLength
        while extra + 4 <= extraEnd, let id = reader.u16(extra), let length = reader.u16(extra + 2).map(Int.init) {
            if id == 0x0001 {
                var field = extra + 4
                if size == 0xFFFF_FFFF, let v = reader.u64(field) { size = v; field += 8 }
                if compressed == 0xFFFF_FFFF, let v = reader.u64(field) { compressed = v; field += 8 }
                if local == 0xFFFF_FFFF, let v = reader.u64(field) { local = v }
            }
            extra += 4 + length
        }
        at += 46 + nameLength + extraLength + commentLength
        let name = String(validating: nameBytes, as: UTF8.self) ?? String(nameBytes.map { Character(Unicode.Scalar($0)) })
        let unixMode = madeBy >> 8 == 3 ? external >> 16 : 0
        return Entry(path: name, isDirectory: name.hasSuffix("/") || name.hasSuffix("\\"), isLink: unixMode & 0o170000 == 0o120000,
                     isEncrypted: flags & 1 != 0, method: method, compressedSize: compressed, size: size, localHeader: local)
    }
}

/// Little-endian numbers from bytes, nil past the end.
private struct ByteReader {
    let data: Data
    var count: Int { data.count }

    init(_ data: Data) { self.data = data }

    func u16(_ at: Int) -> UInt16? {
        guard at >= 0, at + 2 <= data.count else { return nil }
        let i = data.startIndex + at
        return UInt16(data[i]) | UInt16(data[i + 1]) << 8
    }

    func u32(_ at: Int) -> UInt32? {
        guard let low = u16(at), let high = u16(at + 2) else { return nil }
        return UInt32(low) | UInt32(high) << 16
    }

    /// As an Int; nil when it does not fit.
    func u64(_ at: Int) -> Int? {
        guard let low = u32(at), let high = u32(at + 4), high < 0x7FFF_FFFF else { return nil }
        return Int(low) | Int(high) << 32
    }

    func bytes(_ at: Int, _ length: Int) -> [UInt8]? {
        guard at >= 0, length >= 0, at + length <= data.count else { return nil }
        return [UInt8](data[(data.startIndex + at)..<(data.startIndex + at + length)])
    }
}
