// swift-tools-version: 6.0
import PackageDescription

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
        .target(name: "CookgenSupport"),
        // A small Mustache engine: templates compiled once into trees over typed views.
        .target(name: "CookgenTemplate"),
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
        // The release binary carries the Swift runtime and Foundation in itself: calls into them
        // (retain and release above all) skip the shared-library trampolines, and no libraries are
        // loaded at start. About 15% less CPU for a build of 10,000 recipes (Benchmarks/run).
        .executableTarget(name: "cookgen", dependencies: ["CookgenCLI", "CAllocator"],
                          swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
                          linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]),
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
                "CookgenTemplate",
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
