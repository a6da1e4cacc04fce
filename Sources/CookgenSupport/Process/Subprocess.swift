#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a program to its end and collects what it writes to standard output, started with
/// `posix_spawn`. Foundation's `Process` takes 30–40 ms on Linux between starting the child and
/// its `exec` (it closes every descriptor the process may have); a build that asks git three
/// or four questions waited for that each time.
///
/// ```swift
/// let result = Subprocess.run("/usr/bin/git", ["-C", "/path/to/site", "rev-parse", "HEAD"])
/// result?.status == 0  // its standard output is in result!.output
/// ```
package enum Subprocess {
    /// The exit status (or 128 + the signal that ended it) and standard output of a finished program.
    package struct Result: Sendable {
        package var status: Int32
        package var output: [UInt8]
    }

    /// Runs `executable` (a path) with `arguments` in this process's folder, with `environment`,
    /// feeding it `input` on standard input (else `/dev/null`); standard error goes to `/dev/null`.
    /// Nil when the program cannot be started.
    package static func run(_ executable: String, _ arguments: [String],
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            input: [UInt8]? = nil) -> Result? {
        run(executable, arguments, environment: environment, feeding: input.map(feeding))
    }

    /// A `feeding` for `run` that writes `bytes`.
    package static func feeding(_ bytes: [UInt8]) -> @Sendable (Int32) -> Void {
        { fd in write(bytes, to: fd) }
    }

    /// Writes all of `bytes` to `fd`; false when the reader stopped reading.
    @discardableResult
    package static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var at = 0
            while at < buffer.count {
                let n = systemWrite(fd, buffer.baseAddress! + at, buffer.count - at)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return false } // the program stopped reading
                at += n
            }
            return true
        }
    }

    /// `run`, with standard input written by `feeding` (given the pipe's end, on a thread of its
    /// own, closed when it returns) while the program runs, and each piece of standard output
    /// handed to `reading` as it comes (besides being collected). `withErrors`: standard error is
    /// collected with standard output, for a program whose failure needs to be told apart.
    package static func run(_ executable: String, _ arguments: [String],
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            feeding: (@Sendable (Int32) -> Void)?,
                            reading: ((ArraySlice<UInt8>) -> Void)? = nil, withErrors: Bool = false) -> Result? {
        var output: [Int32] = [-1, -1], stdin: [Int32] = [-1, -1]
        // Pipes are made and handed to the child under a lock: until they are closed-on-exec, a
        // child started at the same time by another thread would inherit them and hold them open.
        spawning.lock()
        guard makePipe(&output) else { spawning.unlock(); return nil }
        if feeding != nil, !makePipe(&stdin) {
            close(output[0]); close(output[1])
            spawning.unlock()
            return nil
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        if feeding != nil {
            posix_spawn_file_actions_adddup2(&actions, stdin[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if withErrors {
            posix_spawn_file_actions_adddup2(&actions, output[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }

        // The child starts with every signal at its default and none blocked, whatever this process
        // ignores or blocks on the thread that starts it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(output[1])
        if feeding != nil { close(stdin[0]) }
        spawning.unlock()
        guard started == 0 else {
            close(output[0])
            if feeding != nil { close(stdin[1]) }
            return nil
        }
        if let feeding {
            // Written from another thread: the program answers while it reads, and a full pipe would stall both.
            let fd = stdin[1]
            Thread.detachNewThread {
                // A program that exits before reading all its input must not end this process with
                // SIGPIPE: blocked on this thread only, the write fails with EPIPE instead, and the
                // signal left pending goes with the thread.
                var pipeSignal = sigset_t()
                sigemptyset(&pipeSignal)
                sigaddset(&pipeSignal, SIGPIPE)
                pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
                feeding(fd)
                close(fd)
            }
        }
        var collected: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(output[0], $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            collected.append(contentsOf: chunk[0..<n])
            reading?(chunk[0..<n])
        }
        close(output[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out: the C macros are not imported.
        let signal = status & 0x7f
        return Result(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, output: collected)
    }

    private static let spawning = NSLock()

    /// A pipe whose two ends are closed when a program is started (`pipe2(O_CLOEXEC)` in two steps).
    private static func makePipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

}

/// The C library's `write`, under a name `Subprocess.write` does not hide.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
