import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 client over a plain socket to 127.0.0.1: exact request bytes (no path
/// normalising, no proxies), and event streams read as they arrive.
final class LoopbackHTTP {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    private let fd: Int32
    private var buffer = Data()

    init(port: Int, timeout: TimeInterval = 15) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var time = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(fd); throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close(fd) }

    /// Sends a request with the target exactly as given.
    func send(_ target: String, method: String = "GET", headers: [String: String] = [:]) {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        text += "\r\n"
        _ = text.withCString { Glibc.send(fd, $0, strlen($0), 0) }
    }

    /// Reads more bytes; false at the end of the stream or on timeout.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let n = recv(fd, &chunk, chunk.count, 0)
        guard n > 0 else { return false }
        buffer.append(contentsOf: chunk[..<n])
        return true
    }

    /// A whole response with a `Content-Length` body (every file the server sends has one).
    func response() -> Response? {
        let separator = Data("\r\n\r\n".utf8)
        while buffer.range(of: separator) == nil { if !fill() { return nil } }
        let end = buffer.range(of: separator)!
        let head = String(decoding: buffer[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        buffer.removeSubrange(..<end.upperBound)
        let status = Int(head[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while buffer.count < length { if !fill() { break } }
        let body = String(decoding: buffer.prefix(length), as: UTF8.self)
        buffer.removeSubrange(..<min(length, buffer.count))
        return Response(status: status, headers: headers, body: body)
    }

    /// Reads the stream until `text` has arrived; returns everything read (events are small
    /// chunks, so each arrives whole), or nil on timeout.
    func read(until text: String, timeout: TimeInterval = 15) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let seen = String(decoding: buffer, as: UTF8.self)
            if let range = seen.range(of: text) {
                let upTo = String(seen[..<range.upperBound])
                buffer.removeFirst(upTo.utf8.count)
                return upTo
            }
            if !fill() { return nil }
        }
        return nil
    }

    /// One GET on a fresh connection.
    static func get(_ target: String, port: Int, headers: [String: String] = [:]) throws -> Response? {
        let connection = try LoopbackHTTP(port: port)
        connection.send(target, headers: headers.merging(["Connection": "close"]) { a, _ in a })
        return connection.response()
    }
}
