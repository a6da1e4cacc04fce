import Foundation

/// An RGBA picture, 8 bits a channel, rows top to bottom: what the icon code draws, reads and scales.
package struct RasterImage: Sendable, Equatable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha (not premultiplied).
    package var pixels: [UInt8]

    /// A picture of `width × height` filled with `colour` (alpha 255 unless given).
    package init(width: Int, height: Int, fill colour: RGBColour = RGBColour(red: 0, green: 0, blue: 0), alpha: UInt8 = 0) {
        self.width = width
        self.height = height
        var row: [UInt8] = []
        row.reserveCapacity(width * 4)
        for _ in 0..<width { row += [colour.red, colour.green, colour.blue, alpha] }
        pixels = Array([[UInt8]](repeating: row, count: height).joined())
    }

    /// A picture from its bytes; `pixels.count` must be `width × height × 4`.
    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RGBA bytes of the wrong length")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The largest centred square, scaled to `size × size`: averaged over the pixels each new one
    /// covers when shrinking, bilinear when growing. Colours are weighted by alpha, so a
    /// transparent edge does not darken.
    package func squared(to size: Int) -> RasterImage {
        let side = min(width, height)
        let left = Double((width - side) / 2), top = Double((height - side) / 2)
        let step = Double(side) / Double(size)
        var out = [UInt8](repeating: 0, count: size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                let sum = step > 1
                    ? average(x0: left + Double(x) * step, y0: top + Double(y) * step, side: step)
                    : bilinear(left + (Double(x) + 0.5) * step - 0.5, top + (Double(y) + 0.5) * step - 0.5)
                let at = (y * size + x) * 4
                for c in 0..<4 { out[at + c] = UInt8(max(0, min(255, sum[c].rounded()))) }
            }
        }
        return RasterImage(width: size, height: size, pixels: out)
    }

    /// This picture scaled into the middle `fraction` of a `size` square of `background`
    /// (opaque), as a maskable icon wants it: whatever a launcher cuts away is background.
    package func padded(to size: Int, fraction: Double, on background: RGBColour) -> RasterImage {
        let inner = max(1, Int((Double(size) * fraction).rounded()))
        let small = squared(to: inner)
        var out = RasterImage(width: size, height: size, fill: background, alpha: 255)
        let offset = (size - inner) / 2
        for y in 0..<inner {
            for x in 0..<inner {
                let from = (y * inner + x) * 4, to = ((y + offset) * size + x + offset) * 4
                let alpha = Double(small.pixels[from + 3]) / 255
                for c in 0..<3 {
                    let mixed = Double(small.pixels[from + c]) * alpha + Double(out.pixels[to + c]) * (1 - alpha)
                    out.pixels[to + c] = UInt8(mixed.rounded())
                }
            }
        }
        return out
    }

    private func pixel(_ x: Int, _ y: Int) -> (Double, Double, Double, Double) {
        let at = (min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)) * 4
        let alpha = Double(pixels[at + 3])
        return (Double(pixels[at]) * alpha, Double(pixels[at + 1]) * alpha, Double(pixels[at + 2]) * alpha, alpha)
    }

    private func unpremultiplied(_ r: Double, _ g: Double, _ b: Double, _ a: Double, weight: Double) -> [Double] {
        guard a > 0 else { return [0, 0, 0, 0] }
        return [r / a, g / a, b / a, a / weight]
    }

    private func average(x0: Double, y0: Double, side: Double) -> [Double] {
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0, weight = 0.0
        var y = Int(y0)
        while Double(y) < y0 + side {
            let wy = min(Double(y + 1), y0 + side) - max(Double(y), y0)
            var x = Int(x0)
            while Double(x) < x0 + side {
                let w = wy * (min(Double(x + 1), x0 + side) - max(Double(x), x0))
                let p = pixel(x, y)
                r += p.0 * w; g += p.1 * w; b += p.2 * w; a += p.3 * w; weight += w
                x += 1
            }
            y += 1
        }
        return unpremultiplied(r, g, b, a, weight: weight)
    }

    private func bilinear(_ fx: Double, _ fy: Double) -> [Double] {
        let x = Int(fx.rounded(.down)), y = Int(fy.rounded(.down))
        let tx = fx - Double(x), ty = fy - Double(y)
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
        for (dx, dy, w) in [(0, 0, (1 - tx) * (1 - ty)), (1, 0, tx * (1 - ty)), (0, 1, (1 - tx) * ty), (1, 1, tx * ty)] {
            let p = pixel(x + dx, y + dy)
            r += p.0 * w; g += p.1 * w; b += p.2 * w; a += p.3 * w
        }
        return unpremultiplied(r, g, b, a, weight: 1)
    }
}

/// A colour of the theme, as `#rrggbb`.
package struct RGBColour: Sendable, Hashable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#a3401d` or `#fff` (case ignored); nil for anything else.
    package init?(hex text: String) {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        guard digits.first == "#" else { return nil }
        digits = digits.dropFirst()
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// `#a3401d`.
    package var hex: String {
        "#" + [red, green, blue].map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}
