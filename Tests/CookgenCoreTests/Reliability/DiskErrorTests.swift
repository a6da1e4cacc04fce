import CookgenSupport
import CookgenModel
import CookgenSite
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A disk error is said in words: what the disk said, where, and that the previous site stays.
@Suite("Disk errors in words")
struct DiskErrorTests {
    let site = URL(fileURLWithPath: "/home/ada/cookbook")

    func message(_ error: any Error, _ stage: OutputFailure.Stage = .writing) -> String {
        "\(OutputFailure.wrapping(error, output: site.appendingPathComponent("Public"), source: site, stage: stage))"
    }

    @Test func noSpaceLeft() {
        let error = POSIXError(.ENOSPC)
        #expect(message(error).hasPrefix("no space left on device while writing the site into Public/; the previous site is unchanged"))
        #expect(!message(error).contains("NSCocoaErrorDomain"))
    }

    @Test func theErrnoInsideFoundationErrors() {
        let cocoa = CocoaError(.fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: POSIXError(.EROFS)])
        #expect(message(cocoa, .preparing).hasPrefix("the file system is read-only while preparing to write the site into Public/"))
        #expect(message(CocoaError(.fileWriteNoPermission)).hasPrefix("permission denied while writing"))
        #expect(message(NSError(domain: NSPOSIXErrorDomain, code: Int(EMFILE))).hasPrefix("too many open files"))
        #expect(message(POSIXError(.ENAMETOOLONG), .replacing).hasPrefix("a path is too long while putting the new site in place of Public/"))
        #expect(message(CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: "/x"])).contains("the previous site is unchanged"))
    }

    @Test func otherErrorsPassThrough() {
        #expect(OutputFailure.wrapping(OutputError.collision("a.html"), output: site, source: site, stage: .writing) is OutputError)
    }

    @Test func anOutputOutsideTheSiteIsNamedInFull() {
        let error = POSIXError(.ENOSPC)
        let text = "\(OutputFailure.wrapping(error, output: URL(fileURLWithPath: "/srv/www"), source: site, stage: .writing))"
        #expect(text.contains("into /srv/www/;"))
    }
}
