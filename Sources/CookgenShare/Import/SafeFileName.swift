import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
/// File names made from titles: letters and digits of any script kept, everything else a
/// dash, so a name cannot hold a path separator, start with a dot, be a name Windows
/// reserves, or grow longer than file systems allow.
public enum SafeFileName {
    /// Longest stem, in characters; the UTF-8 form is also kept under `maximumBytes`.
    public static let maximumCharacters = 80
    package static let maximumBytes = 160
    private static let reserved: Set<String> = [
        "con", "prn", "aux", "nul", "index", "templates",
        "com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8", "com9",
        "lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9",
    ]

    /// `Crème Brûlée / Mum's!` → `crème-brûlée-mum-s`; never empty.
    public static func stem(from title: String) -> String {
        var out = ""
        var dash = false
        for ch in title.precomposedStringWithCanonicalMapping.lowercased() {
            let keep = ch.unicodeScalars.first.map { $0.properties.isAlphabetic || $0.properties.numericType != nil } ?? false
            if keep, ch.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .format && $0.properties.generalCategory != .control }) {
                if dash && !out.isEmpty { out.append("-") }
                dash = false
                out.append(ch)
            } else {
                dash = true
            }
        }
        var stem = ""
        for ch in out.prefix(maximumCharacters) {
            guard stem.utf8.count + String(ch).utf8.count <= maximumBytes else { break }
            stem.append(ch)
        }
        while stem.hasSuffix("-") { stem.removeLast() }
        if stem.isEmpty { return "recipe" }
        return reserved.contains(stem) ? stem + "-recipe" : stem
    }
}
