import Foundation

/// The open event streams of browser tabs, and what is sent to all of them.
final class ReloadBroadcaster: @unchecked Sendable {
    /// What the server tells the tabs.
    enum Event: Sendable, Equatable {
        /// Sent first on every connection: which server this is (a new id means it restarted).
        case hello(server: String, version: Int)
        /// These pages changed (output paths; `*` for every page).
        case reload(paths: [String], version: Int)
        /// A comment that keeps idle connections open and finds closed ones.
        case keepAlive

        /// The event in `text/event-stream` form.
        var text: String {
            switch self {
            case .hello(let server, let version):
                return "event: hello\ndata: {\"server\":\"\(server)\",\"version\":\(version)}\n\n"
            case .reload(let paths, let version):
                let list = paths.map(Self.jsonString).joined(separator: ",")
                return "event: reload\ndata: {\"paths\":[\(list)],\"version\":\(version)}\n\n"
            case .keepAlive:
                return ": keep-alive\n\n"
            }
        }

        private static func jsonString(_ s: String) -> String {
            var out = "\""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\u{2028}", "\u{2029}": out += String(format: "\\u%04x", scalar.value)
                case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
    }

    private let lock = NSLock()
    private var streams: [Int: AsyncStream<Event>.Continuation] = [:]
    private var nextID = 0
    private var closed = false

    /// A new listener: its id (to leave) and its events.
    func subscribe() -> (Int, AsyncStream<Event>) {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(64))
        let id: Int = lock.withLock {
            nextID += 1
            if closed { continuation.finish() } else { streams[nextID] = continuation }
            return nextID
        }
        continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
        return (id, stream)
    }

    /// Ends a listener's stream.
    func unsubscribe(_ id: Int) {
        lock.withLock { streams.removeValue(forKey: id) }?.finish()
    }

    /// Sends an event to every listener.
    func send(_ event: Event) {
        for continuation in lock.withLock({ Array(streams.values) }) { continuation.yield(event) }
    }

    /// How many tabs are listening.
    var listeners: Int { lock.withLock { streams.count } }

    /// Ends every stream, now and for later listeners: the server is stopping.
    func close() {
        let all = lock.withLock { closed = true; defer { streams = [:] }; return Array(streams.values) }
        for continuation in all { continuation.finish() }
    }
}
