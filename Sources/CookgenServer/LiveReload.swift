import NIOCore

/// The script `cookgen serve` puts into every HTML page it serves (never into the files of a
/// build): it listens on `/__cookgen/events` and reloads the page when a rebuild changed it.
///
/// - `reload` events carry the changed page paths (or `*`); the page reloads when its own is one.
/// - When the connection drops it retries with backoff (0.25 s doubling to 4 s); a `hello` with
///   another server id than the page was served by means the server restarted, and the page
///   reloads to show the site as it is now.
enum LiveReload {
    /// The event stream's path.
    static let eventsPath = "/__cookgen/events"

    /// `<script>…</script>` for a page served by the server instance `server`.
    static func script(server: String) -> String {
        """
        <script data-cookgen-live-reload>
        (function () {
          var server = "\(server)", delay = 250;
          var path = location.pathname.replace(/^\\/+/, "");
          if (path === "" || path.slice(-1) === "/") path += "index.html";
          try { path = decodeURIComponent(path); } catch (e) {}
          function connect() {
            var source = new EventSource("\(eventsPath)");
            source.addEventListener("hello", function (e) {
              var hello = JSON.parse(e.data);
              delay = 250;
              if (hello.server !== server) location.reload();
            });
            source.addEventListener("reload", function (e) {
              var paths = JSON.parse(e.data).paths;
              if (paths.indexOf("*") >= 0 || paths.indexOf(path) >= 0) location.reload();
            });
            source.onerror = function () {
              source.close();
              setTimeout(connect, delay);
              delay = Math.min(delay * 2, 4000);
            };
          }
          connect();
        })();
        </script>

        """
    }

    /// `page` with `fragment` put before its last `</body>` (or at the end when it has none).
    /// Pages that set a Content-Security-Policy (the printable cards) are left as they are:
    /// the policy would block the script anyway.
    static func inject(_ fragment: ByteBuffer, into page: ByteBuffer) -> ByteBuffer {
        let position: Int? = page.withUnsafeReadableBytes { bytes in
            // Only the head holds the policy; looking at the first 4 KB is enough.
            if find(cspMeta, in: UnsafeRawBufferPointer(rebasing: bytes.prefix(4096)), last: false) != nil { return nil }
            return find(bodyEnd, in: bytes, last: true) ?? bytes.count
        }
        guard let position else { return page }
        var out = ByteBuffer()
        out.reserveCapacity(page.readableBytes + fragment.readableBytes)
        var head = page.getSlice(at: page.readerIndex, length: position)!
        var tail = page.getSlice(at: page.readerIndex + position, length: page.readableBytes - position)!
        var insert = fragment
        out.writeBuffer(&head)
        out.writeBuffer(&insert)
        out.writeBuffer(&tail)
        return out
    }

    /// `page` with `<base href="/">` after `<head>`: the 404 page is served at any depth, and its
    /// links are relative to the site root.
    static func addBase(to page: ByteBuffer) -> ByteBuffer {
        let position: Int? = page.withUnsafeReadableBytes { bytes in
            if find(Array("<base".utf8), in: bytes, last: false) != nil { return nil }
            return find(Array("<head>".utf8), in: bytes, last: false).map { $0 + "<head>".utf8.count }
        }
        guard let position else { return page }
        var out = ByteBuffer()
        var head = page.getSlice(at: page.readerIndex, length: position)!
        var tail = page.getSlice(at: page.readerIndex + position, length: page.readableBytes - position)!
        out.writeBuffer(&head)
        out.writeString("<base href=\"/\">")
        out.writeBuffer(&tail)
        return out
    }

    private static let bodyEnd = Array("</body>".utf8)
    private static let cspMeta = Array("http-equiv=\"content-security-policy\"".utf8)

    /// The first or last offset of `needle` (lowercase ASCII) in `haystack`, ignoring ASCII case.
    static func find(_ needle: [UInt8], in haystack: UnsafeRawBufferPointer, last: Bool) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        let end = haystack.count - needle.count
        var i = last ? end : 0
        while i >= 0 && i <= end {
            var n = 0
            while n < needle.count {
                let c = haystack[i + n]
                if (c >= 65 && c <= 90 ? c + 32 : c) != needle[n] { break }
                n += 1
            }
            if n == needle.count { return i }
            i += last ? -1 : 1
        }
        return nil
    }
}
