import Foundation
import CookgenSupport

/// The app icons: drawn from the theme, or made from the site's own picture.
///
/// The drawn icon is the theme's favicon (a steaming bowl on a rounded square) in the theme's
/// accent colours, drawn from its shapes at every size: it needs no font, so it fits a cookbook
/// in any script, and it matches the tab icon.
package enum AppIcon {
    /// The sizes written: `(file name, size, maskable)`.
    package static let variants: [(file: String, size: Int, maskable: Bool)] = [
        ("icon-192.png", 192, false), ("icon-512.png", 512, false), ("icon-maskable-512.png", 512, true),
    ]

    /// The icon files, by output path under `assets/icons/`.
    /// Each size is drawn on a thread of its own: drawing is per pixel and the sizes are independent.
    package static func files(colours: AppColours, picture: RasterImage?) -> [(path: String, data: Data)] {
        Parallel.map(variants, threads: variants.count) { variant -> (path: String, data: Data) in
            let image: RasterImage
            if let picture {
                image = variant.maskable
                    ? picture.padded(to: variant.size, fraction: 0.8, on: colours.background)
                    : picture.squared(to: variant.size)
                return ("assets/icons/" + variant.file, PNGWriter.rgba(image))
            }
            image = drawn(size: variant.size, colours: colours, maskable: variant.maskable)
            return ("assets/icons/" + variant.file, PNGWriter.indexed(image, runs: true) ?? PNGWriter.rgba(image))
        }
    }

    /// The bowl on a rounded square (or, maskable, filling the square with the bowl inside the
    /// middle 80% a launcher keeps). Edges are smoothed over one pixel in 16 steps, so the
    /// picture has few colours and a palette PNG holds it.
    package static func drawn(size: Int, colours: AppColours, maskable: Bool) -> RasterImage {
        // The favicon is drawn on a 32-unit square; the bowl and steam fill x 6…26, y 6…25.
        let scale = Double(size) / 32
        let centreY = maskable ? 15.5 : 16.0
        var image = RasterImage(width: size, height: size, fill: colours.accent, alpha: 255)
        let motif = Box(x0: 6, y0: 5.5, x1: 26, y1: 25)
        for y in 0..<size {
            let v = (Double(y) + 0.5) / scale + (centreY - 16)
            for x in 0..<size {
                let u = (Double(x) + 0.5) / scale
                let backing = maskable ? 1 : coverage(roundedSquare(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale), scale)
                let mark = motif.contains(u, v) ? coverage(bowlAndSteam(u, v), scale) : 0
                let at = (y * size + x) * 4
                // Most pixels are all accent or all mark: those are the colour itself, as mixing gives.
                if mark == 0 || mark == 1 {
                    let c = mark == 0 ? colours.accent : colours.onAccent
                    image.pixels[at] = c.red
                    image.pixels[at + 1] = c.green
                    image.pixels[at + 2] = c.blue
                } else {
                    let c = colours.accent, m = colours.onAccent
                    image.pixels[at] = mix(c.red, m.red, mark)
                    image.pixels[at + 1] = mix(c.green, m.green, mark)
                    image.pixels[at + 2] = mix(c.blue, m.blue, mark)
                }
                image.pixels[at + 3] = backing == 1 ? 255 : UInt8((backing * 255).rounded())
            }
        }
        return image
    }

    /// 0…1 of a pixel inside a shape at signed distance `d` (in units), in steps of 1/16.
    private static func coverage(_ d: Double, _ scale: Double) -> Double {
        (max(0, min(1, 0.5 - d * scale)) * 16).rounded() / 16
    }

    private static func mix(_ a: UInt8, _ b: UInt8, _ t: Double) -> UInt8 {
        UInt8((Double(a) * (1 - t) + Double(b) * t).rounded())
    }

    private struct Box {
        var x0, y0, x1, y1: Double
        func contains(_ x: Double, _ y: Double) -> Bool { x >= x0 && x <= x1 && y >= y0 && y <= y1 }
    }

    /// Signed distance to the 32-unit square with corners of radius 8.
    private static func roundedSquare(x: Double, y: Double) -> Double {
        let qx = abs(x - 16) - 8, qy = abs(y - 16) - 8
        return min(max(qx, qy), 0) + (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() - 8
    }

    /// Signed distance to the bowl (`M7 15h18v2a7 7 0 0 1-7 7h-4a7 7 0 0 1-7-7z`) and the two
    /// wisps of steam (`M12 11c0-2 1.5-2 1.5-4`, and 6 units to the right; 2 wide, round ends).
    private static func bowlAndSteam(_ x: Double, _ y: Double) -> Double {
        // The rim: a bar from x 7 to 25, y 15 to 17.
        let rx = abs(x - 16) - 9, ry = abs(y - 16) - 1
        let rim = min(max(rx, ry), 0) + (max(rx, 0) * max(rx, 0) + max(ry, 0) * max(ry, 0)).squareRoot()
        // The body: points below y 17 within 7 of the segment (14,17)–(18,17).
        let dx = x < 14 ? x - 14 : x > 18 ? x - 18 : 0
        let body = max((dx * dx + (y - 17) * (y - 17)).squareRoot() - 7, 17 - y)
        var distance = min(rim, body)
        if y < 12.5 {
            for shift in [0.0, 6.0] {
                // A wisp can only come nearer than the bowl when its bounding box does.
                let bx = max(12 - (x - shift), 0, (x - shift) - 13.5), by = max(7 - y, 0, y - 11)
                guard (bx * bx + by * by).squareRoot() - 1 < distance else { continue }
                distance = min(distance, steam(x - shift, y) - 1)
            }
        }
        return distance
    }

    /// The cubic (12,11) (12,9) (13.5,9) (13.5,7) as 13 points, 12 straight pieces: worked out once.
    private static let steamPoints: [(Double, Double)] = [(12.0, 11.0)] + (1...12).map { step in
        let t = Double(step) / 12, s = 1 - t
        return (s * s * s * 12 + 3 * s * s * t * 12 + 3 * s * t * t * 13.5 + t * t * t * 13.5,
                s * s * s * 11 + 3 * s * s * t * 9 + 3 * s * t * t * 9 + t * t * t * 7)
    }

    /// Distance to the steam's cubic (`steamPoints`).
    private static func steam(_ x: Double, _ y: Double) -> Double {
        var best = Double.infinity
        for step in 1...12 {
            best = min(best, segmentDistance(x, y, steamPoints[step - 1], steamPoints[step]))
        }
        return best
    }

    private static func segmentDistance(_ x: Double, _ y: Double, _ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let vx = b.0 - a.0, vy = b.1 - a.1, wx = x - a.0, wy = y - a.1
        let t = max(0, min(1, (wx * vx + wy * vy) / (vx * vx + vy * vy)))
        let dx = wx - t * vx, dy = wy - t * vy
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// The colours the app takes from the theme's stylesheet: the page background and the accent,
/// light and dark.
package struct AppColours: Sendable, Hashable {
    /// `--bg`: the splash screen and the browser bar.
    package var background = RGBColour(red: 0xFA, green: 0xF6, blue: 0xF0)
    /// `--accent`: the icon's square.
    package var accent = RGBColour(red: 0xA3, green: 0x40, blue: 0x1D)
    /// `--on-accent`: the bowl on it.
    package var onAccent = RGBColour(red: 0xFF, green: 0xFF, blue: 0xFF)
    /// `--bg` in the dark scheme.
    package var darkBackground = RGBColour(red: 0x1D, green: 0x1A, blue: 0x17)

    package init() {}

    /// The colours of a stylesheet: custom properties of the first `:root` rule, and of the
    /// `:root` inside `@media (prefers-color-scheme: dark)`. A colour that is missing or not
    /// written as `#rgb`/`#rrggbb` keeps the default theme's.
    package init(stylesheet css: String) {
        self.init()
        let light = Self.properties(css, after: nil), dark = Self.properties(css, after: "prefers-color-scheme: dark")
        if let c = light["--bg"].flatMap(RGBColour.init(hex:)) { background = c }
        if let c = light["--accent"].flatMap(RGBColour.init(hex:)) { accent = c }
        if let c = light["--on-accent"].flatMap(RGBColour.init(hex:)) { onAccent = c }
        if let c = dark["--bg"].flatMap(RGBColour.init(hex:)) { darkBackground = c }
    }

    /// `--name: value` pairs of the first `:root { … }` after `marker` (or in the whole text).
    private static func properties(_ css: String, after marker: String?) -> [String: String] {
        var text = Substring(css)
        if let marker {
            guard let found = text.range(of: marker) else { return [:] }
            text = text[found.upperBound...]
        }
        guard let root = text.range(of: ":root"), let open = text[root.upperBound...].firstIndex(of: "{"),
              let close = text[open...].firstIndex(of: "}") else { return [:] }
        var found: [String: String] = [:]
        for declaration in text[text.index(after: open)..<close].split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingCharacters(in: .whitespacesAndNewlines)
            if name.hasPrefix("--"), found[name] == nil { found[name] = parts[1].trimmingCharacters(in: .whitespacesAndNewlines) }
        }
        return found
    }
}
