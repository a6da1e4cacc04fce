import Foundation
import Testing

/// `cookgen serve` as a person runs it: the real binary on a free port, a recipe edited on disk,
/// the reload event over Server-Sent Events, the new page fetched.
@Suite(.serialized) struct ServeCommandTests {
    static let site: [String: String] = [
        "cookgen.yaml": "title: Serve Test\n",
        "Content/soups/leek.md": "---\ntitle: Leek Soup\ncategory: Soups\ndate: 2024-01-01\n---\n## Ingredients\n- 2 leeks\n## Steps\n1. Simmer.\n",
        "Content/soups/tomato.md": "---\ntitle: Tomato Soup\ncategory: Soups\n---\n## Ingredients\n- 1 kg tomatoes\n## Steps\n1. Blend.\n",
    ]

    /// A running `cookgen serve`, stopped with Ctrl-C (SIGINT) at the end.
    final class Server {
        let process = Process()
        let port: Int
        private let stderr = Pipe()

        init(site: URL, arguments: [String] = []) throws {
            process.executableURL = CLI.executable
            process.arguments = ["serve", "--source", site.path, "--port", "0"] + arguments
            let stdout = Pipe()
            process.standardOutput = stdout
            process.standardError = stderr
            try process.run()
            // "Serving <name> at http://127.0.0.1:PORT/ — press Ctrl-C to stop."
            var seen = ""
            let deadline = Date().addingTimeInterval(60)
            while !seen.contains("/ — "), Date() < deadline {
                let data = stdout.fileHandleForReading.availableData
                if data.isEmpty { break }
                seen += String(decoding: data, as: UTF8.self)
            }
            guard let range = seen.range(of: #":\d+/ "#, options: .regularExpression) else {
                process.terminate()
                throw CommandFailure("no address in: \(seen)")
            }
            port = Int(seen[range].dropFirst().dropLast(2))!
        }

        /// Stops the server the way Ctrl-C does; returns its exit status and its log.
        func stop() -> (Int32, String) {
            kill(process.processIdentifier, SIGINT)
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        }
    }

    struct CommandFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Saves like an editor that writes a temporary file and renames it over the original.
    func save(_ text: String, _ path: String, in site: URL) throws {
        try text.write(to: site.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    @Test func editAReloadAndTheNewPage() throws {
        let site = try CLI.site(Self.site)
        let server = try Server(site: site)
        let page = try #require(try LoopbackHTTP.get("/recipes/leek.html", port: server.port))
        #expect(page.status == 200)
        #expect(page.body.contains("Leek Soup"))
        #expect(page.body.contains("data-cookgen-live-reload"))

        let events = try LoopbackHTTP(port: server.port)
        events.send("/__cookgen/events", headers: ["Origin": "http://127.0.0.1", "Accept": "text/event-stream"])
        #expect(events.read(until: "event: hello") != nil)
        try save(Self.site["Content/soups/leek.md"]!.replacingOccurrences(of: "Leek Soup", with: "Leek and Potato Soup"),
                 "Content/soups/leek.md", in: site)
        let reload = events.read(until: "recipes/leek.html")
        #expect(reload?.contains("event: reload") == true, "\(reload ?? "no event")")
        let updated = try #require(try LoopbackHTTP.get("/recipes/leek.html", port: server.port))
        #expect(updated.body.contains("Leek and Potato Soup"))
        // The lists follow in a second step.
        #expect(events.read(until: "recipes/index.html") != nil)
        #expect(try LoopbackHTTP.get("/recipes/", port: server.port)?.body.contains("Leek and Potato Soup") == true)
        // Nothing was written into the site.
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Public").path))

        let (status, log) = server.stop()
        #expect(status == 0, "\(log)")
        #expect(log.contains("Content/soups/leek.md"))
    }

    @Test func aBrokenRecipeShowsTheOverlayUntilFixed() throws {
        let site = try CLI.site(Self.site)
        let server = try Server(site: site)
        let events = try LoopbackHTTP(port: server.port)
        events.send("/__cookgen/events")
        #expect(events.read(until: "event: hello") != nil)
        try save("---\ntitle: [Leek <Soup>\n---\n", "Content/soups/leek.md", in: site)
        #expect(events.read(until: "\"*\"") != nil)
        let page = try #require(try LoopbackHTTP.get("/recipes/tomato.html", port: server.port))
        #expect(page.status == 200, "the rest of the site is still served")
        #expect(page.body.contains("cookgen-error-overlay"))
        #expect(page.body.contains("Content/soups/leek.md:2:"))
        #expect(page.body.contains("[Leek &lt;Soup&gt;"))
        try save(Self.site["Content/soups/leek.md"]!, "Content/soups/leek.md", in: site)
        #expect(events.read(until: "\"*\"") != nil)
        let fixed = try #require(try LoopbackHTTP.get("/recipes/tomato.html", port: server.port))
        #expect(!fixed.body.contains("cookgen-error-overlay"))
        #expect(try LoopbackHTTP.get("/recipes/leek.html", port: server.port)?.status == 200)
        _ = server.stop()
    }

    /// Over a real socket, with the request line exactly as sent.
    @Test func traversalOverTheWire() throws {
        let site = try CLI.site(Self.site)
        try "secret".write(to: site.deletingLastPathComponent().appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        let server = try Server(site: site)
        for target in ["/../secret.txt", "/../../etc/passwd", "/%2e%2e/secret.txt", "/%252e%252e/secret.txt", "/..%5csecret.txt",
                       "/%c0%ae%c0%ae/secret.txt", "/..\\secret.txt", "/recipes/%2e%2e/%2e%2e/secret.txt"] {
            let response = try LoopbackHTTP.get(target, port: server.port)
            #expect(response == nil || [400, 404].contains(response!.status), "\(target): \(response?.status ?? 0)")
            #expect(response?.body.contains("secret") != true && response?.body.contains("root:") != true)
        }
        let events = try LoopbackHTTP.get("/__cookgen/events", port: server.port, headers: ["Origin": "http://evil.example"])
        #expect(events?.status == 403)
        let page = try #require(try LoopbackHTTP.get("/", port: server.port, headers: ["Origin": "http://evil.example"]))
        #expect(!page.headers.keys.contains { $0.hasPrefix("access-control-") })
        _ = server.stop()
    }

    @Test func aNonLoopbackHostIsAnnounced() throws {
        let site = try CLI.site(Self.site)
        let server = try Server(site: site, arguments: ["--host", "0.0.0.0", "--poll"])
        let (_, log) = server.stop()
        #expect(log.contains("warning: serving on 0.0.0.0"))
        #expect(log.contains("polling (--poll)"))
    }

    @Test func badArguments() throws {
        let result = try CLI.run(["serve", "--port", "70000"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--port"))
        let noSite = try CLI.run(["serve", "--source", CLI.temporaryDirectory("empty").path, "--port", "0"])
        #expect(noSite.status == 2)
        #expect(noSite.stderr.contains("no Content/"))
    }
}
