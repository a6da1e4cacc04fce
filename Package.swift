// swift-tools-version: 6.0
import PackageDescription
import Foundation

/// How the release binary is linked on Linux: the Swift libraries inside it (`-static-stdlib`:
/// calls into them, retain and release above all, skip the shared-library trampolines, and no
/// libraries are loaded at start; about 15% less CPU for a build of 10,000 recipes), and, when the
/// toolchain has lld, three things that keep a build's resident memory down (`Benchmarks/run`):
/// - `--symbol-ordering-file`: the functions a build runs (`Sources/cookgen/hot-functions.order`,
///   written by `Benchmarks/hot-functions`) side by side, so the kernel maps a few megabytes of code
///   around them, not most of the 26 MB;
/// - `-z pack-relative-relocs`: the 110,000 pointer fix-ups at start as a 22 KB bitmap instead of a
///   2.6 MB table read whole;
/// - `--no-export-dynamic`: the 30,000 Swift symbols stay out of the dynamic symbol table, which the
///   loader otherwise searches (and pages in) for every symbol libc and libstdc++ look up.
let releaseLinking: [LinkerSetting] = {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    var flags = ["-static-stdlib"]
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let hasLLD = path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/ld.lld") }
    if hasLLD {
        flags += ["-use-ld=lld",
                  "-Xlinker", "--symbol-ordering-file=\(here)/Sources/cookgen/hot-functions.order",
                  "-Xlinker", "--no-warn-symbol-ordering",
                  "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                  "-Xlinker", "--no-export-dynamic"]
    }
    return [.unsafeFlags(flags, .when(platforms: [.linux], configuration: .release))]
}()

let package = Package(
    name: "cookgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "cookgen", targets: ["cookgen"]),
        .library(name: "CookgenSite", targets: ["CookgenSite"]),
        .library(name: "CookgenShare", targets: ["CookgenShare"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        // Hummingbird's own dependencies, declared because the server imports NIOCore and Logging too.
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.0.0"),
        // Writes the EPUB (a ZIP archive) of `cookgen book`.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // cmark from the system (Debian: libcmark-dev), seen through pkg-config.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // zlib from the system (Debian: zlib1g-dev), for `build --compress` and reading imported archives.
        .systemLibrary(
            name: "CSystemZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // The only target that touches cmark's C API.
        .target(name: "CookMarkdown", dependencies: ["CCmark"]),
        // Layers, bottom to top; each target imports only those above it in this list.
        // Text, HTML, JSON and file helpers with no knowledge of recipes.
        .target(name: "CookgenSupport", dependencies: ["CAllocator"]),
        // A small Mustache engine: templates compiled once into trees over typed views.
        .target(name: "CookgenTemplate", dependencies: ["CookgenSupport"]),
        // Pure values: recipes, quantities, units, scaling, diagnostics, the Cooklang parser.
        .target(name: "CookgenModel", dependencies: ["CookgenSupport"]),
        // Reading a site from disk: front matter, Markdown and Cooklang recipes, config, plans,
        // guides, quizzes, nutrition tables; and writing recipes back as text.
        .target(
            name: "CookgenContent",
            dependencies: [
                "CookgenSupport", "CookgenModel", "CookMarkdown",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The pipeline: index, views, templates, search, downloads, output, build and check.
        .target(
            name: "CookgenSite",
            dependencies: [
                "CookgenSupport", "CookgenTemplate", "CookgenModel", "CookgenContent", "CookMarkdown", "CSystemZlib",
            ]
        ),
        // Sharing: the stand-alone exporter, import from files, archives and other apps, scaffolds, the book (EPUB, PDF).
        .target(
            name: "CookgenShare",
            dependencies: [
                "CookgenSupport", "CookgenModel", "CookgenContent", "CookgenSite", "CSystemZlib",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        // The preview server: serves a build from memory, watches the site, rebuilds what a
        // change affects and reloads the browser. The core never sees Hummingbird.
        .target(
            name: "CookgenServer",
            dependencies: [
                "CookgenSupport", "CookgenModel", "CookgenContent", "CookgenSite",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Commands: parse arguments, validate, hand off to the core.
        .target(
            name: "CookgenCLI",
            dependencies: [
                "CookgenSupport", "CookgenModel", "CookgenContent", "CookgenSite", "CookgenShare",
                "CookgenServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // glibc's allocator tuned for a batch program (see main.swift).
        .target(name: "CAllocator"),
        // The release binary carries the Swift runtime and Foundation in itself (see `releaseLinking`).
        .executableTarget(name: "cookgen", dependencies: ["CookgenCLI", "CAllocator"], exclude: ["hot-functions.order"],
                          swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
                          linkerSettings: releaseLinking),
        // Fuzz targets for every parser of outside input (Fuzz/run drives them under libFuzzer),
        // and `cookgen-fuzz TARGET FILE…` to replay inputs without the sanitizers.
        .target(
            name: "CookgenFuzzTargets",
            dependencies: ["CookgenSupport", "CookgenModel", "CookgenContent", "CookgenShare"],
            path: "Fuzz/Targets"
        ),
        .executableTarget(name: "cookgen-fuzz", dependencies: ["CookgenFuzzTargets"], path: "Fuzz/Driver"),
        // `swift run -c release template-bench`: the engine against swift-mustache on a list page.
        .executableTarget(
            name: "template-bench",
            dependencies: ["CookgenTemplate", .product(name: "Mustache", package: "swift-mustache")],
            path: "Benchmarks/TemplateBench"
        ),
        // What the test targets share: a seeded generator and the tests' scratch folder.
        .target(name: "CookgenTestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "CookMarkdownTests", dependencies: ["CookMarkdown", "CookgenTestSupport"]),
        // The engine against the Mustache spec and, byte for byte, against swift-mustache.
        .testTarget(
            name: "CookgenTemplateTests",
            dependencies: [
                "CookgenTemplate", "CookgenTestSupport",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .testTarget(
            name: "CookgenCoreTests",
            dependencies: [
                "CookgenSupport", "CookgenModel", "CookgenContent", "CookgenSite", "CookgenShare", "CookMarkdown",
                "CookgenFuzzTargets", "CookgenTestSupport", .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(name: "CookgenCLITests", dependencies: ["cookgen", "CookgenTestSupport", .product(name: "Yams", package: "Yams")]),
        .testTarget(
            name: "CookgenServerTests",
            dependencies: [
                "CookgenServer", "CookgenSupport", "CookgenModel", "CookgenContent", "CookgenSite", "CookgenShare",
                "CookgenTestSupport", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ]
)
