import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation
import Hummingbird
import NIOCore
import ServiceLifecycle

/// Answers every request of the preview: files of the current snapshot (with the live-reload
/// script in HTML), the site's 404 page, and the event stream. Reads only from memory — no
/// request path ever reaches the disk.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let store: SnapshotStore
    let broadcaster: ReloadBroadcaster
    /// Host names (lowercase, without port) the server answers to; nil for any. On loopback only
    /// `localhost` and loopback addresses, so a page from elsewhere that renames itself to
    /// 127.0.0.1 (DNS rebinding) gets nothing.
    let allowedHosts: Set<String>?

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return .text(.methodNotAllowed, "Only GET and HEAD.\n", headers: [.allow: "GET, HEAD"])
        }
        guard hostAllowed(request.head.authority) else { return .text(.forbidden, "Unknown host.\n") }
        let response: Response
        if request.uri.path == LiveReload.eventsPath {
            response = events(request)
        } else {
            response = file(request)
        }
        return request.method == .head ? response.createHeadResponse() : response
    }

    // MARK: Files

    private func file(_ request: Request) -> Response {
        let resolved = RequestPath.resolve(request.uri.path)
        guard case .site(let path) = resolved, let lookup = resolved.lookupPath else {
            return .text(.badRequest, "Bad request path.\n")
        }
        let served = store.current
        if let file = served.snapshot.files[lookup] {
            return respond(file, path: lookup, served: served, request: request)
        }
        if !path.isEmpty, !path.hasSuffix("/"), served.snapshot.files[path + "/index.html"] != nil {
            // A folder: its slash form, so the page's relative links resolve.
            return Response(status: .movedPermanently, headers: [.location: "/" + SiteURLs.href(path) + "/"])
        }
        return notFound(served)
    }

    private func respond(_ file: SiteSnapshot.File, path: String, served: SnapshotStore.Served, request: Request) -> Response {
        let type = ContentType.of(path)
        let isHTML = type == ContentType.html
        let etag = isHTML ? "\"\(ContentHash.hex(file.hash))-\(ContentHash.hex(served.fragmentHash))\"" : "\"\(ContentHash.hex(file.hash))\""
        var headers: HTTPFields = [.contentType: type, .eTag: etag, .cacheControl: "no-cache", .xContentTypeOptions: "nosniff"]
        if Self.matches(request.headers[.ifNoneMatch], etag) {
            headers[.contentType] = nil
            return Response(status: .notModified, headers: headers)
        }
        let body = isHTML ? LiveReload.inject(served.fragment, into: file.bytes) : file.bytes
        headers[.contentLength] = String(body.readableBytes)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }

    /// The site's own 404 page, status 404, with `<base href="/">` so its relative links work at any depth.
    private func notFound(_ served: SnapshotStore.Served) -> Response {
        guard let page = served.snapshot.files["404.html"] else { return .text(.notFound, "Not found.\n") }
        var body = LiveReload.inject(served.fragment, into: page.bytes)
        body = LiveReload.addBase(to: body)
        return Response(status: .notFound, headers: [.contentType: ContentType.html, .cacheControl: "no-cache",
                                                     .xContentTypeOptions: "nosniff", .contentLength: String(body.readableBytes)],
                        body: ResponseBody(byteBuffer: body))
    }

    /// `If-None-Match: "a", W/"b"` or `*` against the current ETag.
    static func matches(_ header: String?, _ etag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingCharacters(in: .whitespaces)
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == "*" || tag == etag
        }
    }

    // MARK: Events

    /// `text/event-stream` of reload events, for pages of this server only: a request whose
    /// `Origin` is another site's is refused, so no other page can listen in.
    private func events(_ request: Request) -> Response {
        guard originAllowed(request) else { return .text(.forbidden, "The event stream is for pages of this server.\n") }
        let broadcaster = broadcaster
        let hello = ReloadBroadcaster.Event.hello(server: store.serverID, version: store.current.snapshot.version)
        let body = ResponseBody { writer in
            let (id, events) = broadcaster.subscribe()
            try await withGracefulShutdownHandler {
                try await writer.write(ByteBuffer(string: "retry: 1000\n\n" + hello.text))
                for await event in events { try await writer.write(ByteBuffer(string: event.text)) }
            } onGracefulShutdown: {
                broadcaster.unsubscribe(id)
            }
            broadcaster.unsubscribe(id)
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-cache, no-store",
                                              .xContentTypeOptions: "nosniff"], body: body)
    }

    private func originAllowed(_ request: Request) -> Bool {
        if let site = request.headers[.secFetchSite], site == "cross-site" { return false }
        guard let origin = request.headers[.origin] else { return true }
        guard let authority = request.head.authority else { return false }
        return origin.lowercased() == "http://" + authority.lowercased()
    }

    private func hostAllowed(_ authority: String?) -> Bool {
        guard let allowedHosts else { return true }
        guard let authority else { return false }
        return allowedHosts.contains(Self.hostName(authority))
    }

    /// `127.0.0.1` of `127.0.0.1:8080`, `::1` of `[::1]:8080`, lowercased.
    static func hostName(_ authority: String) -> String {
        let lower = authority.lowercased()
        if lower.hasPrefix("["), let close = lower.firstIndex(of: "]") {
            return String(lower[lower.index(after: lower.startIndex)..<close])
        }
        return String(lower.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }
}

extension HTTPFields.Element.Name {
    static let xContentTypeOptions = Self("X-Content-Type-Options")!
    static let secFetchSite = Self("Sec-Fetch-Site")!
}

extension Response {
    /// A short plain-text answer.
    static func text(_ status: HTTPResponse.Status, _ text: String, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.xContentTypeOptions] = "nosniff"
        headers[.cacheControl] = "no-cache"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
